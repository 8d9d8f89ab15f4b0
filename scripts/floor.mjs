// This machine's floor for the bench's 4× frame figure: a blank page moves one dot and does a
// fixed amount of arithmetic a frame, at the given CPU throttling. Nothing of the app runs, so
// the frames it misses are the machine's: Chromium's throttling busy-waits in the page's main
// thread for 3 of every 4 milliseconds at 4×, even on an idle page, which on 2 cores leaves the
// compositor, the display and the browser about one core between them.
/* global document, requestAnimationFrame */

/**
 * Plays the blank page for `seconds` in a new page of `context`, with `ms` milliseconds (at 1×)
 * of arithmetic a frame, CPU slowed `rate` times. Returns the frame count, the frames over 33 ms
 * and when each of those ended, in seconds from the first frame.
 */
export async function floorRun(context, { seconds, rate, ms }) {
  const page = await context.newPage();
  try {
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // The first frames after the rate changes can be late (the throttle starting); the app's
    // run clicks Play later than this, too.
    await page.waitForTimeout(500);
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
    const late = ts.slice(1).flatMap((t, i) => (t - ts[i] > 33 ? [Math.round(t - ts[0]) / 1000] : []));
    return { seconds, rate, workMs: ms, frames: ts.length, over33: late.length, lateAt: late };
  } finally {
    await page.close();
  }
}
