import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const PORT = 4173;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1920, height: 1080 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The tests run against the production build, as readers get it.
  webServer: {
    command: `node scripts/serve.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
