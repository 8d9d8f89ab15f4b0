// Finds a Chromium for Playwright: $CHROMIUM_PATH, then the system's, then Playwright's own.
// Prints nothing and returns undefined when none is found; callers say what to do.
// The end-to-end tests and `npm run render` prefer the headless shell (findTestChromium); the
// benchmark and Lighthouse use the full browser, as readers do, and the screenshots prefer it.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const c of CANDIDATES) if (existsSync(c)) return c;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH
    }
  }
  return playwrightsOwn();
}

/** Debian's package of the old headless shell, built from the same source as its chromium. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the end-to-end tests: $CHROMIUM_PATH, then the headless shell, then
 * findChromium()'s. The shell is what Playwright's own headless runs use, and it is lighter: a
 * new context and page cost its browser process several times less CPU than the full browser's,
 * which on a small machine is most of the suite's time.
 */
export function findTestChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

/** The browser `npx playwright install chromium` downloads, where downloads are allowed. */
function playwrightsOwn() {
  try {
    const path = createRequire(import.meta.url)('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Flags this sandboxed machine needs: no GPU, no sandbox as root, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
