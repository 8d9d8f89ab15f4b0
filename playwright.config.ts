import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

import { E2E_PORT } from './e2e/ports';

const PORT = E2E_PORT;
const OTHER_ORIGIN_PORT = E2E_PORT + 1;
const CSP_PORT = E2E_PORT + 2;
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors *";

export default defineConfig({
  testDir: 'e2e',
  // The docs sites have their own run, once they are built (playwright.sites.config.ts).
  testIgnore: 'sites/**',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1920, height: 1080 },
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The React host page is built from the package, as a docs site would build it.
  globalSetup: './e2e/global-setup.ts',
  // The tests run against the production build, as readers get it. The second server is
  // another origin, for host pages that embed the player across origins.
  webServer: [
    ...[PORT, OTHER_ORIGIN_PORT].map((port) => ({
      command: `node scripts/serve.mjs ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
    // The same build under the strict Content-Security-Policy of docs/security.md.
    {
      command: `node scripts/serve.mjs ${CSP_PORT}`,
      url: `http://127.0.0.1:${CSP_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { SERVE_HEADERS: JSON.stringify({ 'content-security-policy': STRICT_CSP }) },
    },
  ],
});
