// `npm start`: install what is missing, then serve the animation with live reload.
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const port = process.env.PORT ?? '5173';
console.log(`› Starting the animation at http://localhost:${port}/ (Ctrl+C stops it)`);
const child = spawn(
  'npx',
  ['vite', '--port', port, '--strictPort', '--host', process.env.HOST ?? 'localhost'],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
