// `node scripts/bench-floor.mjs [ms per frame ...]`: this machine's floor for the bench's 4×
// frame figure (see floor.mjs), for as long as the story plays, once per given amount of
// arithmetic a frame (default 0, 1 and 2 ms). The bench measures it at 0 and 2 ms, each run.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { floorRun } from './floor.mjs';

const SECONDS = 55;
const RATE = 4;
const loads = process.argv.slice(2).map(Number);

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  for (const ms of loads.length ? loads : [0, 1, 2]) {
    if (!(ms >= 0)) throw new Error(`not a number of milliseconds: ${ms}`);
    const f = await floorRun(context, { seconds: SECONDS, rate: RATE, ms });
    const majors = f.gc.error
      ? f.gc.error
      : f.gc.major.finalPauses.map((p) => `${p.why} ${p.pauseMs} ms at ${p.endedAt} s`).join(', ') || 'none';
    console.log(
      `${ms} ms of work a frame, ${RATE}× CPU, ${SECONDS} s: ${f.frames} frames, ${f.over33} over 33 ms` +
        (f.lateAt.length ? ` (${f.lateAt.join(', ')} s)` : '') +
        `; major collections: ${majors}`,
    );
  }
} finally {
  await browser.close();
}
