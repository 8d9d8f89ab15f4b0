// This machine's floor for the bench's 4× frame figure: a blank page moves one dot and does a
// fixed amount of arithmetic a frame, at the given CPU throttling. Nothing of the app runs, so
// the frames it misses are the machine's: Chromium's throttling busy-waits in the page's main
// thread for 3 of every 4 milliseconds at 4×, even on an idle page, which on 2 cores leaves the
// compositor, the display and the browser about one core between them.
/* global document, requestAnimationFrame, window */
import { GC_CATEGORIES, gcPauses, markClock } from './gc-trace.mjs';

/** How many rounds of the floor's arithmetic this page runs in a millisecond, at 1×. */
async function iterationsPerMs(page) {
  return page.evaluate(() => {
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
}

// One dot on a blank page, which the floor moves a frame at a time.
const DOT_PAGE = `<!doctype html><title>floor</title>
<div id="dot" style="position:absolute;width:16px;height:16px;background:red"></div>`;

/**
 * Plays the blank page for `seconds` in a new page of `context`, with `ms` milliseconds (at 1×)
 * of arithmetic a frame, CPU slowed `rate` times. Returns the frame count, the frames over 33 ms,
 * when each of those ended, in seconds from the first frame, and the collector's pauses among
 * them (gcPauses, from the first frame).
 */
export async function floorRun(context, { seconds, rate, ms }) {
  const page = await context.newPage();
  const browser = context.browser();
  let tracing = false;
  try {
    // Reached by navigation, as the app's page is: V8's memory reducer then collects and compacts
    // the page's heap 28-30 s later, as it does the app's inside its story; on about:blank, with
    // no navigation, it came later or not at all in probes (bench/README.md).
    await page.goto(`data:text/html,${encodeURIComponent(DOT_PAGE)}`);
    const perMs = await iterationsPerMs(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // The first frames after the rate changes can be late (the throttle starting); the app's
    // run clicks Play later than this, too.
    await page.waitForTimeout(500);
    tracing = true;
    await browser.startTracing(page, { categories: GC_CATEGORIES });
    const clock = await markClock(page);
    const ts = await page.evaluate(
      ([span, iterations]) =>
        new Promise((done) => {
          const seen = [];
          const dot = document.getElementById('dot');
          const loop = (t) => {
            seen.push(t);
            let x = 0;
            for (let i = 0; i < iterations; i++) x += Math.sqrt(i + (x % 7));
            // Kept, so the arithmetic is not optimised away.
            globalThis.sink = x;
            dot.style.transform = `translate(${(t / 10) % 1800}px, 300px)`;
            if (t - seen[0] < span) requestAnimationFrame(loop);
            else done(seen);
          };
          requestAnimationFrame(loop);
        }),
      [seconds * 1000, Math.round(perMs * ms)],
    );
    tracing = false;
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const deltas = ts.slice(1).map((t, i) => t - ts[i]);
    const late = ts.slice(1).flatMap((t, i) => (deltas[i] > 33 ? [Math.round(t - ts[0]) / 1000] : []));
    const gc = gcPauses(events, clock, ts, deltas, ts[0]);
    return { seconds, rate, workMs: ms, frames: ts.length, over33: late.length, lateAt: late, gc };
  } finally {
    // A run that failed midway must not leave tracing on: the next run could not start its own.
    if (tracing) await browser.stopTracing().catch(() => {});
    await page.close();
  }
}

/** Try i (from 0) jumps to this step: 1, 2, 3, 4, 5, 1, … (the page opens at step 5). */
export const stepOfTry = (i) => (i % 5) + 1;

// A range input over five steps and a line that says which step it is on, as the app's scrubber
// and step count do; on input it does a fixed amount of arithmetic, then writes the line.
const SEEK_PAGE = `<!doctype html><title>floor</title>
<p class="step-count">Step 5 of 5</p>
<input type="range" min="0" max="5" step="0.01" value="5" aria-label="Position" style="width:1500px">`;

/**
 * The floor for the bench's seek figure: `tries` presses on the blank page's range input, each
 * under the middle of step N, CPU slowed `rate` times, each press doing `ms` milliseconds (at
 * 1×) of arithmetic before the line changes. `context` must carry the bench's init script, whose
 * `armSeek` times the press to the frame as it does for the app. Returns each try's ms.
 */
export async function seekFloorRun(context, { rate, tries, ms }) {
  const page = await context.newPage();
  try {
    await page.goto(`data:text/html,${encodeURIComponent(SEEK_PAGE)}`);
    const iterations = Math.round((await iterationsPerMs(page)) * ms);
    await page.evaluate((n) => {
      const line = document.querySelector('.step-count');
      const bar = document.querySelector('input');
      bar.addEventListener('input', () => {
        let x = 0;
        for (let i = 0; i < n; i++) x += Math.sqrt(i + (x % 7));
        globalThis.sink = x;
        line.textContent = `Step ${Math.min(5, Math.floor(bar.valueAsNumber) + 1)} of 5`;
      });
    }, iterations);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.waitForTimeout(300);
    const bar = page.getByRole('slider', { name: 'Position' });
    const box = await bar.boundingBox();
    const eachMs = [];
    for (let i = 0; i < tries; i++) {
      const n = stepOfTry(i);
      await page.evaluate((e) => window.__bench.armSeek(e), `Step ${n} of 5`);
      await bar.click({ position: { x: ((n - 0.5) / 5) * box.width, y: box.height / 2 } });
      await page.waitForFunction(() => window.__bench.seek, null, { polling: 50, timeout: 10_000 });
      const s = await page.evaluate(() => window.__bench.seek);
      eachMs.push(Math.round((s.frameAt - s.press) * 10) / 10);
      await page.waitForTimeout(250);
    }
    return { rate, workMs: ms, tries, eachMs };
  } finally {
    await page.close();
  }
}
