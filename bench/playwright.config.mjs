import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

// `npm run bench`: Playwright runs the figures (bench.spec.mjs) one after another, against the
// site build.mjs makes in bench/.dist (built first, by the server's command, as the server needs
// it), in Debian's full Chromium as readers use it. One figure: `npm run bench -- -g frames`.
const PORT = 4391;

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: 'bench.spec.mjs',
  workers: 1,
  timeout: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node ${join(import.meta.dirname, 'build.mjs')} && node ${join(import.meta.dirname, '../scripts/serve.mjs')} ${PORT}`,
    timeout: 300_000,
    stdout: 'pipe',
    url: `http://127.0.0.1:${PORT}/`,
    env: { SERVE_ROOT: join(import.meta.dirname, '.dist') },
    reuseExistingServer: false,
  },
});
