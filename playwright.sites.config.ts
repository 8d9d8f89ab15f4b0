import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';
import { SITES_PORT } from './e2e/ports';

// `npm run test:docs-sites` (scripts/test-docs-sites.mjs): the docs sites it has built, each
// under its own sub-path of one server, checked in Chromium as a reader meets them.
export default defineConfig({
  testDir: 'e2e/sites',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${SITES_PORT}/`,
    // A laptop's screen: a docs column of 700 to 800 px, and the second player starts in view.
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node scripts/serve.mjs ${SITES_PORT}`,
    url: `http://127.0.0.1:${SITES_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    env: { SERVE_ROOT: 'e2e/sites/.work/out' },
  },
});
