// `npm run bench`: the page's figures, each measured beside a floor page in the same run, pages
// taking turns, and reported as a ratio to that floor with the floor's own spread (bench/README.md).
// It prints one table and writes bench/results/latest.json.
//   BENCH_REF=<commit>  benchmark that commit's site instead of the working tree
//   BENCH_ROUNDS=3      turns of app and floor page per timing
//   BENCH_SECONDS=20    seconds of playing per turn
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { initialFiles } from './initial-files.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BENCH = join(ROOT, 'bench');
const SITE = join(BENCH, '.dist');
const REF = process.env.BENCH_REF;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}/`;
const VIEWPORT = { width: 1280, height: 900 };
/** A frame is late when it took two display frames or more (60 Hz). */
const LATE_MS = 33.4;
const log = (...a) => console.error('›', ...a);
const r = (n, digits = 1) => (n == null || Number.isNaN(n) ? null : Number(n.toFixed(digits)));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};

// ---- The site, built apart from dist/ ---------------------------------------------------------

function build() {
  rmSync(SITE, { recursive: true, force: true });
  let dir = ROOT;
  if (REF) {
    dir = join(BENCH, '.src');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(REF)} | tar -x -C ${JSON.stringify(dir)}`]);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }
  log(`building ${REF ?? 'the working tree'}`);
  execFileSync('npx', ['vite', 'build', '--outDir', SITE, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: dir,
    stdio: 'inherit',
  });
  for (const f of ['floor.html', 'floor.js']) copyFileSync(join(BENCH, f), join(SITE, f));
  const commit = spawnSync('git', ['rev-parse', '--short', REF ?? 'HEAD'], { encoding: 'utf8' });
  return `${commit.stdout.trim()}${REF ? '' : ' + working tree'}`;
}

function sizes() {
  const kb = (files) =>
    r(files.reduce((n, f) => n + gzipSync(readFileSync(join(SITE, f)), { level: 9 }).length, 0) / 1000, 2);
  const files = initialFiles(SITE);
  return {
    initialJsKb: kb(files.filter((f) => f.endsWith('.js'))),
    initialCssKb: kb(files.filter((f) => f.endsWith('.css'))),
  };
}

// ---- Pages --------------------------------------------------------------------------------------

const PAGES = {
  app: { url: `${BASE}index.html?step=1`, ready: 'svg.stage .node' },
  floor: { url: `${BASE}floor.html`, ready: '#dot' },
};

async function open(browser, kind, { viewport = VIEWPORT, rate = 1 } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(PAGES[kind].url);
  await page.waitForSelector(PAGES[kind].ready);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Let load and hydration settle: what is measured is the page as a reader meets it.
  await sleep(1000);
  return { page, cdp, close: () => context.close() };
}

/** Milliseconds of main-thread work in the page while `during` runs. */
async function busy(cdp, during) {
  const task = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await task();
  await during();
  return ((await task()) - before) * 1000;
}

const playButton = (page) => page.getByRole('button', { name: 'Play', exact: true });

/** Plays for SECONDS: main-thread time per 5 s, and how many frames came late. */
async function playing(browser, kind, rate) {
  const { page, cdp, close } = await open(browser, kind, { rate });
  await page.evaluate(() => {
    const gaps = (window.__gaps = []);
    let last = 0;
    const frame = (now) => {
      if (last) gaps.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const ms = await busy(cdp, async () => {
    await playButton(page).click();
    await sleep(SECONDS * 1000);
  });
  const gaps = await page.evaluate(() => window.__gaps);
  await close();
  return { per5sMs: (ms / SECONDS) * 5, late: gaps.filter((g) => g > LATE_MS).length };
}

/** Each figure as the app's median, the floor's, their ratio and the floor's own spread. */
function compare(app, floor, digits = 1) {
  const [a, f] = [median(app), median(floor)];
  return {
    app: r(a, digits),
    floor: r(f, digits),
    ratio: f > 0 ? r(a / f, 2) : null,
    floorSpread: [r(Math.min(...floor), digits), r(Math.max(...floor), digits)],
    // Met: the app's median within the floor's own run-to-run spread.
    withinFloorSpread: a <= Math.max(...floor),
    samples: { app: app.map((x) => r(x, digits)), floor: floor.map((x) => r(x, digits)) },
  };
}

async function playingFigures(browser, rate) {
  const runs = { app: [], floor: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const kind of i % 2 ? ['floor', 'app'] : ['app', 'floor']) {
      log(`playing at ${rate}×, ${kind}, turn ${i + 1} of ${ROUNDS}`);
      runs[kind].push(await playing(browser, kind, rate));
    }
  }
  const of = (kind, key) => runs[kind].map((x) => x[key]);
  return {
    mainThreadPer5sMs: compare(of('app', 'per5sMs'), of('floor', 'per5sMs')),
    lateFrames: compare(of('app', 'late'), of('floor', 'late'), 0),
  };
}

/** Main-thread time per 5 s where nothing should run: paused, scrolled away, tab hidden. */
async function idle(browser) {
  const out = {};
  const per5s = (ms) => r(ms, 2);
  {
    const { page, cdp, close } = await open(browser, 'app');
    out.pausedMs = per5s(await busy(cdp, () => sleep(5000)));
    await playButton(page).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await sleep(500);
    out.hiddenMs = per5s(await busy(cdp, () => sleep(5000)));
    await close();
  }
  {
    // A short window, so the page below the player scrolls it wholly out of view.
    const { page, cdp, close } = await open(browser, 'app', { viewport: { width: 1280, height: 300 } });
    await playButton(page).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await sleep(500);
    out.offScreenMs = per5s(await busy(cdp, () => sleep(5000)));
    await close();
  }
  return out;
}

/** Heap and DOM nodes after the whole story once and after it 20 times, on a fake clock. */
async function memory(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(PAGES.app.url);
  await page.waitForSelector(PAGES.app.ready);
  const cdp = await context.newCDPSession(page);
  const sample = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    return { heapMb: r(heap.usedSize / 1e6, 2), domNodes: dom.nodes };
  };
  const loop = async () => {
    await playButton(page).click();
    await page.clock.runFor(60_000);
    await playButton(page).waitFor({ timeout: 1000 });
  };
  await loop();
  const first = await sample();
  for (let i = 2; i <= 20; i++) await loop();
  const last = await sample();
  await context.close();
  return { after1: first, after20: last, heapGrowthMb: r(last.heapMb - first.heapMb, 2) };
}

// ---- "Play from step 4" to its painted frame ------------------------------------------------------

/**
 * A fresh page each try, app and floor in turn: a second after the page is drawn, "Play from step
 * 4" is clicked and the click is timed to the end of the frame that paints it: a user-blocking
 * task posted from that frame's requestAnimationFrame runs as soon as its paint is done, ahead of
 * work the page queued for later (React's deferred render of the ledger and the objects).
 */
async function playFromOnce(browser, kind) {
  const { page, close } = await open(browser, kind);
  const ms = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent.trim() === 'Play from step 4',
        );
        const t0 = performance.now();
        button.click();
        requestAnimationFrame(() =>
          scheduler.postTask(() => resolve(performance.now() - t0), { priority: 'user-blocking' }),
        );
      }),
  );
  await close();
  return ms;
}

async function playFrom(browser) {
  const runs = { app: [], floor: [] };
  log('"Play from step 4" to its painted frame, 20 fresh pages each of app and floor in turn');
  for (let i = 0; i < 20; i++)
    for (const kind of ['app', 'floor']) runs[kind].push(await playFromOnce(browser, kind));
  return { ...compare(runs.app, runs.floor), appWorst: r(Math.max(...runs.app)) };
}

// ---- Lighthouse ---------------------------------------------------------------------------------

async function lighthouse() {
  const { default: run } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const out = {};
    for (const [name, path] of [
      ['page', ''],
      ['embed', '?embed=1'],
    ]) {
      log(`Lighthouse, ${name}`);
      const { lhr } = await run(`${BASE}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      out[name] = Math.round(lhr.categories.performance.score * 100);
    }
    return out;
  } finally {
    await chrome.kill();
  }
}

// ---- The run ------------------------------------------------------------------------------------

const built = build();
const server = spawn('node', [join(ROOT, 'scripts/serve.mjs'), String(PORT)], {
  env: { ...process.env, SERVE_ROOT: SITE },
  stdio: 'ignore',
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  await sleep(500);
  const result = {
    built,
    date: new Date().toISOString(),
    rounds: ROUNDS,
    secondsPerTurn: SECONDS,
    sizes: sizes(),
    playing1x: await playingFigures(browser, 1),
    playing4x: await playingFigures(browser, 4),
    playFromStep4: await playFrom(browser),
    idlePer5s: await idle(browser),
    memory: await memory(browser),
    lighthouse: await lighthouse(),
  };
  mkdirSync(join(BENCH, 'results'), { recursive: true });
  writeFileSync(join(BENCH, 'results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  const row = (name, c, unit) =>
    `| ${name} | ${c.app} ${unit} | ${c.floor} ${unit} | ${c.ratio ?? '–'} | ${c.floorSpread.join('–')} | ${c.withinFloorSpread ? 'yes' : 'no'} |`;
  const p = result.playFromStep4;
  console.log(
    [
      `Built ${built}; ${ROUNDS} turns of ${SECONDS} s each for playing.`,
      '',
      '| figure | app | floor | ratio | floor spread | within |',
      '| --- | --- | --- | --- | --- | --- |',
      row('main thread per 5 s, 1×', result.playing1x.mainThreadPer5sMs, 'ms'),
      row('main thread per 5 s, 4×', result.playing4x.mainThreadPer5sMs, 'ms'),
      row('frames over 33 ms, 4×', result.playing4x.lateFrames, ''),
      row('"Play from step 4" to paint, 1×', p, 'ms'),
      '',
      `"Play from step 4", worst of 20: ${p.appWorst} ms. Initial JS ${result.sizes.initialJsKb} kB, CSS ${result.sizes.initialCssKb} kB (gzip).`,
      `Main thread per 5 s: paused ${result.idlePer5s.pausedMs} ms, off-screen ${result.idlePer5s.offScreenMs} ms, hidden ${result.idlePer5s.hiddenMs} ms.`,
      `Memory over 20 loops: heap +${result.memory.heapGrowthMb} MB, DOM nodes ${result.memory.after1.domNodes} → ${result.memory.after20.domNodes}.`,
      `Lighthouse performance: page ${result.lighthouse.page}, embed ${result.lighthouse.embed}.`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  server.kill();
}
