import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer as listen } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createLogger, createServer, type Logger } from 'vite';
import { expect, test } from './fixtures';
import { E2E_PORT } from './ports';

// `npm start` serves the page with Vite's dev server. A newcomer's first visit starts with no
// pre-bundled dependencies and, in a clone never built, no library in dist/. Vite's scan of the
// page's imports used to read every HTML file, the React host's among them, which imports the
// library by name: in such a clone the scan failed and said so, and the page loaded three times
// before it stayed, as Vite found the dependencies one request at a time.
const DEV_PORT = E2E_PORT + 3;
const DEV = `http://127.0.0.1:${DEV_PORT}`;
test.use({ baseURL: `${DEV}/` });

/** The repository as a fresh clone has it: its files, the installed packages, no build. */
function freshClone(): string {
  const clone = mkdtempSync(join(tmpdir(), 'lb-clone-'));
  for (const file of execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean)) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(file, join(clone, file));
  }
  symlinkSync(resolve('node_modules'), join(clone, 'node_modules'));
  return clone;
}

test('npm start: the first visit draws the stage in one load, and the server reports no problem', async ({
  page,
  watch,
}) => {
  const clone = freshClone();
  const problems: string[] = [];
  const quiet = createLogger('silent');
  const logger: Logger = {
    ...quiet,
    warn: (msg) => void problems.push(msg),
    warnOnce: (msg) => void problems.push(msg),
    error: (msg) => void problems.push(msg),
  };
  const server = await createServer({
    root: clone,
    configFile: join(clone, 'vite.config.ts'),
    cacheDir: join(clone, '.vite-cache'),
    customLogger: logger,
    server: { host: '127.0.0.1', port: DEV_PORT, strictPort: true },
  });
  try {
    await server.listen();
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(page.locator('svg.stage').getByText('Load balancer')).toBeVisible();
    // The scan of what the page imports has finished, whichever way it went.
    await server.environments.client.depsOptimizer?.scanProcessing;
    await server.environments.client.waitForRequestsIdle();
    expect(problems, 'the dev server printed').toEqual([]);
    expect(loads, 'page loads').toBe(1);
    // The fixture checks console errors; warnings are checked here, as React's development
    // build prints them.
    expect(watch.warnings, 'console warnings').toEqual([]);
  } finally {
    await server.close();
    rmSync(clone, { recursive: true, force: true });
  }
});

// The build pre-renders the page with a Vite server of its own, whose dependency scan read
// every HTML file too, and in such a clone printed "(!) Failed to run dependency scan".
test('the build of a fresh clone reports no problem', () => {
  const clone = freshClone();
  try {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: clone,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const printed = build.stdout + build.stderr;
    expect(printed).not.toContain('(!)');
    expect(printed).not.toMatch(/error/i);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
});

/** Whether a server could listen on the port now, as `npm start` would ask of it. */
function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = listen()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** A port no server listens on. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = listen()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
  });
}

// A reader who runs `npm start` in the background stops it by its process id: Vite went on
// serving, in a process of its own, and the next `npm start` found its port taken. The npm
// process is stopped, and the script it runs, each on its own.
for (const [name, cmd, args] of [
  ['npm start', 'npm', ['start']],
  ['node scripts/start.mjs', 'node', ['scripts/start.mjs']],
] as const) {
  test(`${name}: stopping it by its process id frees the dev server's port`, async () => {
    const port = await freePort();
    // In a process group of its own, so that whatever is left of it can be cleared afterwards.
    const start = spawn(cmd, args, {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
      detached: true,
    });
    try {
      await expect
        .poll(() => isFree(port), { message: 'the dev server listens', timeout: 20_000 })
        .toBe(false);
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/`).then((r) => r.status)).toBe(200);
      start.kill('SIGTERM');
      await expect.poll(() => isFree(port), { message: 'the port is free again' }).toBe(true);
    } finally {
      try {
        process.kill(-start.pid!, 'SIGKILL');
      } catch {
        // The group has ended already.
      }
    }
  });
}
