// `node scripts/bench-floor.mjs [ms per frame ...]`: this machine's floor for the bench's 4×
// frame figure. A blank page moves one dot and does a fixed amount of arithmetic per frame
// (calibrated to the given milliseconds at 1×), for as long as the story plays, at 4× CPU
// throttling; it prints the frames over 33 ms. Nothing of the app runs, so what it misses is
// the machine's (Chromium's throttling keeps a core spinning), not the app's.
/* global document, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const SECONDS = 55;
const RATE = 4;
const loads = process.argv.slice(2).map(Number);

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const ms of loads.length ? loads : [0, 1, 2]) {
    if (!(ms >= 0)) throw new Error(`not a number of milliseconds: ${ms}`);
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.setContent(
      '<div id="dot" style="position:absolute;width:16px;height:16px;background:red"></div>',
    );
    const perMs = await page.evaluate(() => {
      let x = 0;
      let n = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < 200) {
        for (let i = 0; i < 1000; i++) x += Math.sqrt(i + (x % 7));
        n += 1000;
      }
      globalThis.sink = x;
      return n / 200;
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const deltas = await page.evaluate(
      ([seconds, iterations]) =>
        new Promise((done) => {
          const ts = [];
          const dot = document.getElementById('dot');
          const loop = (t) => {
            ts.push(t);
            let x = 0;
            for (let i = 0; i < iterations; i++) x += Math.sqrt(i + (x % 7));
            // Kept, so the arithmetic is not optimised away.
            globalThis.sink = x;
            dot.style.transform = `translate(${(t / 10) % 1800}px, 300px)`;
            if (t - ts[0] < seconds * 1000) requestAnimationFrame(loop);
            else done(ts.slice(1).map((u, i) => u - ts[i]));
          };
          requestAnimationFrame(loop);
        }),
      [SECONDS, Math.round(perMs * ms)],
    );
    const over = deltas.filter((d) => d > 33).length;
    console.log(
      `${ms} ms of work a frame, ${RATE}× CPU, ${SECONDS} s: ${deltas.length} frames, ${over} over 33 ms`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
