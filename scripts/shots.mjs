// Screenshots of every step at the sizes a reader uses, for looking at the drawing:
//   node scripts/shots.mjs [outdir] [url]   (expects a server: npm run preview)
// With outdir `docs`, the README's screenshot and docs/screens.md's stage at each plan instead.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS, findChromium, findTestChromium } from './chromium.mjs';

const out = process.argv[2] ?? '/tmp/shots';
const base = process.argv[3] ?? 'http://127.0.0.1:4173/';
const moments = (process.env.MOMENTS ?? '1:0,1:4.5,2:5,2:8,3:3.5,4:2.5,4:5.5,4:10,4:14,5:6').split(',');
const sizes = (process.env.SIZES ?? '1920x1080,1280x800').split(',');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium() ?? findTestChromium(),
  args: CHROMIUM_ARGS,
});

/**
 * `selector` null: the viewport as the reader sees it, after `prepare` (a key, a click); `ready`:
 * what shows the view is drawn.
 */
async function shoot(width, height, query, selector, file, opts = {}) {
  const { scheme = 'light', prepare, ready = 'svg.stage .node' } = opts;
  const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
  await page.goto(`${base}${query}`);
  await page.waitForSelector(ready);
  await page.evaluate(() => globalThis.document.fonts.ready);
  await prepare?.(page);
  await (selector ? page.locator(selector) : page).screenshot({ path: file });
  await page.close();
  console.log(file);
}

if (out === 'docs') {
  await shoot(1552, 967, '?step=1&t=4.5', '.player', 'docs/screenshot.png');
  await shoot(1280, 800, '?step=1&t=4.5', 'svg.stage', 'docs/stage-wide.png');
  await shoot(720, 900, '?embed=1&step=1&t=4.5', 'svg.stage', 'docs/stage-medium.png');
  await shoot(390, 844, '?step=1&t=4.5', 'svg.stage', 'docs/stage-narrow.png');
  const present = async (page) => {
    await page.keyboard.press('f');
    await page.waitForSelector('.player.presenting');
  };
  await shoot(1920, 1080, '?step=1&t=4.5', null, 'docs/presenter-1920.png', { prepare: present });
  await shoot(1280, 720, '?step=4&t=5', null, 'docs/presenter-1280-dark.png', {
    scheme: 'dark',
    prepare: present,
  });
  await shoot(1280, 720, '?view=speaker&step=2&t=5', null, 'docs/speaker.png', { ready: '.speaker-notes' });
  await shoot(1920, 1080, '?view=explore&compare=1&a=policy:Local', null, 'docs/compare.png', {
    prepare: (page) => page.getByText('What differs:').scrollIntoViewIfNeeded(),
  });
  const toPlayer = (page) => page.locator('.player').evaluate((el) => el.scrollIntoView());
  await shoot(390, 844, '?step=1&t=4.5', null, 'docs/phone.png', { prepare: toPlayer });
  await shoot(360, 740, '?step=4&t=3.6', null, 'docs/phone-360-dark.png', {
    scheme: 'dark',
    prepare: toPlayer,
  });
  await shoot(720, 900, '?step=2&t=3', '.stage-column', 'docs/column-720.png');
  await browser.close();
  process.exit(0);
}
for (const size of sizes) {
  const [width, height] = size.split('x').map(Number);
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('console', (m) => console.log(`[${m.type()}] ${m.text()}`));
  for (const m of moments) {
    const [step, t] = m.split(':');
    await page.goto(`${base}?step=${step}&t=${t}`);
    await page.waitForSelector('svg.stage');
    await page.evaluate(() => globalThis.document.fonts.ready);
    const file = `${out}/${size}-s${step}-t${t}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
