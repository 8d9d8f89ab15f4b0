// `npm start`: install what is missing, then serve the animation with live reload.
// Vite runs in this process, not in a child, so stopping this process by its id (SIGTERM, or
// Ctrl+C) closes the server and frees its port.
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
// Imported once the dependencies are there: in a fresh clone they are not, until ensureDeps.
const { createServer } = await import('vite');
const port = Number(process.env.PORT ?? 5173);
console.log(`› Starting the animation at http://localhost:${port}/ (Ctrl+C stops it)`);
const server = await createServer({
  server: { port, strictPort: true, host: process.env.HOST ?? 'localhost' },
});
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });

// npm runs this script through a shell, and stopping npm by its id stops that shell, which
// passes nothing on: this process is left to another parent. When that happens, it stops too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void server.close().finally(() => process.exit());
}, 500).unref();
