// `npm run bench`: the page's figures, each measured beside a floor page in the same run, pages
// taking turns, and reported as a ratio to that floor with the floor's own spread (bench/README.md).
// It prints one table and writes bench/results/latest.json.
//   BENCH_REF=<commit>  benchmark that commit's site instead of the working tree
//   BENCH_ROUNDS=3      turns of app and floor page per timing
//   BENCH_SECONDS=20    seconds of playing per turn
//   BENCH_ONLY=a,b      only these figures (see FIGURES below), to iterate on one
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
const FIGURES = [
  'playing1x',
  'playing4x',
  'twoPlayers',
  'frames',
  'playFromStep4',
  'idlePer5s',
  'memory',
  'lighthouse',
];
const ONLY = process.env.BENCH_ONLY?.split(',') ?? FIGURES;
for (const f of ONLY)
  if (!FIGURES.includes(f)) throw new Error(`BENCH_ONLY: no figure ${f} (${FIGURES.join(', ')})`);
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
  // The custom element, for the page with two players.
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'vite.element.config.ts',
      '--outDir',
      join(SITE, 'element'),
      '--logLevel',
      'warn',
    ],
    { cwd: dir, stdio: 'inherit' },
  );
  for (const f of ['floor.html', 'floor.js', 'two.html']) copyFileSync(join(BENCH, f), join(SITE, f));
  buildPeer();
  const commit = spawnSync('git', ['rev-parse', '--short', REF ?? 'HEAD'], { encoding: 'utf8' });
  return `${commit.stdout.trim()}${REF ? '' : ' + working tree'}`;
}

/** The peer, from its own package.json and lock file: installed apart, built with the app's Vite. */
function buildPeer() {
  const peer = join(BENCH, 'peer');
  if (!existsSync(join(peer, 'node_modules'))) {
    log('installing the peer (bench/peer)');
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: peer,
      stdio: 'inherit',
    });
  }
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      peer,
      '--base',
      './',
      '--outDir',
      join(SITE, 'peer'),
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

/**
 * What the peer draws, read from the app's stage at a moment of step 1 while its packet
 * travels: the route, the tag's box and words, and the stage's size on the page.
 */
async function peerScene(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${BASE}index.html?step=1&t=3`);
  await page.waitForSelector('svg.stage [data-tag] rect');
  const scene = await page.evaluate(() => {
    const svg = document.querySelector('svg.stage');
    const frame = svg.querySelector('[data-tag] rect');
    return {
      viewBox: svg.getAttribute('viewBox'),
      width: Math.round(svg.getBoundingClientRect().width),
      route: svg.querySelector('[data-packet] .route').getAttribute('points'),
      tag: {
        y: Number(frame.getAttribute('y')),
        w: Number(frame.getAttribute('width')),
        h: Number(frame.getAttribute('height')),
        lines: [...svg.querySelectorAll('[data-tag] tspan')].map((t) => t.textContent),
      },
    };
  });
  await context.close();
  // As long as the app's packet takes over its way in step 1, near enough: the cost is per frame.
  writeFileSync(join(SITE, 'peer/scene.json'), JSON.stringify({ ...scene, seconds: 8 }));
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
  peer: { url: `${BASE}peer/index.html`, ready: 'svg circle' },
  two: { url: `${BASE}two.html`, ready: 'lb-straight-to-pods >> nth=1 >> svg.stage .node' },
};
/** Tall enough for both players of the page with two to be in view, as the clock needs. */
const TWO_VIEWPORT = { width: 1280, height: 1400 };

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

/** Presses Play on every player of the page. */
async function playAll(page, kind) {
  for (let n = kind === 'two' ? 2 : 1; n > 0; n--) await playButton(page).first().click();
}

/** Plays for SECONDS: main-thread time per 5 s, and how many frames came late. */
async function playing(browser, kind, rate, viewport = VIEWPORT) {
  const { page, cdp, close } = await open(browser, kind, { rate, viewport });
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
    await playAll(page, kind);
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

/** Pages in turns, each round in another order, so that none is always first or last. */
async function inTurns(kinds, measure) {
  const runs = Object.fromEntries(kinds.map((k) => [k, []]));
  for (let i = 0; i < ROUNDS; i++) {
    const order = [...kinds.slice(i % kinds.length), ...kinds.slice(0, i % kinds.length)];
    for (const kind of i % 2 ? order.reverse() : order) {
      log(`${kind}, turn ${i + 1} of ${ROUNDS}`);
      runs[kind].push(await measure(kind));
    }
  }
  return (kind, key) => runs[kind].map((x) => x[key]);
}

/** The app, the peer and the floor taking turns, playing at a CPU slowed `rate` times. */
async function playingFigures(browser, rate) {
  log(`playing at ${rate}×`);
  const of = await inTurns(['app', 'peer', 'floor'], (kind) => playing(browser, kind, rate));
  return {
    mainThreadPer5sMs: compare(of('app', 'per5sMs'), of('floor', 'per5sMs')),
    lateFrames: compare(of('app', 'late'), of('floor', 'late'), 0),
    peer: {
      mainThreadPer5sMs: compare(of('peer', 'per5sMs'), of('floor', 'per5sMs')),
      lateFrames: compare(of('peer', 'late'), of('floor', 'late'), 0),
    },
  };
}

/** Two players playing on one page beside the floor, at 1×, both pages in a window tall enough. */
async function twoPlayers(browser) {
  log('two players on one page, at 1×');
  const of = await inTurns(['two', 'floor'], (kind) => playing(browser, kind, 1, TWO_VIEWPORT));
  return { mainThreadPer5sMs: compare(of('two', 'per5sMs'), of('floor', 'per5sMs')) };
}

/**
 * From a trace of 10 s of each step playing (from its start, at 1×): how many frames ran a
 * Layout, a style recalculation and a Paint, and of the frames between beats (frames in which
 * no text changed, nor the one before, whose DOM changes this one draws) how many laid out.
 * A frame runs from one BeginMainThreadFrame to the next.
 */
async function frames(browser) {
  const out = {};
  for (let step = 1; step <= 5; step++) {
    log(`a trace of step ${step} playing`);
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${BASE}index.html?step=${step}`);
    await page.waitForSelector(PAGES.app.ready);
    await sleep(1000);
    await page.evaluate(() => {
      new MutationObserver(() => performance.mark('text changed')).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline.frame'],
    });
    await playButton(page).click();
    await sleep(10_000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await context.close();
    out[`step${step}`] = framesOf(trace.traceEvents ?? trace);
  }
  return out;
}

function framesOf(events) {
  const begins = events.filter((e) => e.name === 'BeginMainThreadFrame');
  // The page's main thread: the one whose frames these are, most of them.
  const threads = new Map();
  for (const e of begins) threads.set(`${e.pid}:${e.tid}`, (threads.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts);
  const starts = mine.filter((e) => e.name === 'BeginMainThreadFrame').map((e) => e.ts);
  const list = starts.slice(0, -1).map((start, i) => ({ start, end: starts[i + 1] }));
  let i = 0;
  for (const e of mine) {
    while (i < list.length && e.ts >= list[i].end) i++;
    const f = list[i];
    if (!f) break;
    if (e.ts < f.start) continue;
    if (e.name === 'Layout') f.layout = true;
    if (e.name === 'UpdateLayoutTree') f.style = true;
    if (e.name === 'Paint') f.paint = true;
    if (e.name === 'text changed') f.text = true;
  }
  const between = list.filter((f, j) => !f.text && !list[j - 1]?.text);
  const count = (fs, key) => fs.filter((f) => f[key]).length;
  return {
    frames: list.length,
    layout: count(list, 'layout'),
    style: count(list, 'style'),
    paint: count(list, 'paint'),
    betweenBeats: between.length,
    layoutBetweenBeats: count(between, 'layout'),
    layoutBetweenBeatsPct: r((100 * count(between, 'layout')) / Math.max(1, between.length)),
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

// ---- The table ----------------------------------------------------------------------------------

function table(result) {
  const row = (name, c, unit, peer) =>
    `| ${name} | ${c.app} ${unit} | ${peer ? `${peer.app} ${unit} (${peer.ratio ?? '–'})` : '–'} | ${c.floor} ${unit} | ${c.ratio ?? '–'} | ${c.floorSpread.join('–')} | ${c.withinFloorSpread ? 'yes' : 'no'} |`;
  const { playing1x: p1, playing4x: p4, twoPlayers: two, frames: f, playFromStep4: p } = result;
  const { idlePer5s: idle, memory: mem, lighthouse: lh, sizes: size } = result;
  const lines = [
    `Built ${result.built}; ${ROUNDS} turns of ${SECONDS} s each for playing.`,
    '',
    '| figure | app | peer (ratio) | floor | ratio | floor spread | within |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    p1 && row('main thread per 5 s, 1×', p1.mainThreadPer5sMs, 'ms', p1.peer.mainThreadPer5sMs),
    p4 && row('main thread per 5 s, 4×', p4.mainThreadPer5sMs, 'ms', p4.peer.mainThreadPer5sMs),
    two && row('main thread per 5 s, two players, 1×', two.mainThreadPer5sMs, 'ms'),
    p4 && row('frames over 33 ms, 4×', p4.lateFrames, '', p4.peer.lateFrames),
    p && row('"Play from step 4" to paint, 1×', p, 'ms'),
  ];
  if (f) {
    lines.push('', '| 10 s playing from | frames | Layout | style | Paint | between beats | Layout there |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [step, x] of Object.entries(f))
      lines.push(
        `| ${step} | ${x.frames} | ${x.layout} | ${x.style} | ${x.paint} | ${x.betweenBeats} | ${x.layoutBetweenBeats} (${x.layoutBetweenBeatsPct} %) |`,
      );
  }
  lines.push('', `Initial JS ${size.initialJsKb} kB, CSS ${size.initialCssKb} kB (gzip).`);
  if (p) lines.push(`"Play from step 4", worst of 20: ${p.appWorst} ms.`);
  if (idle)
    lines.push(
      `Main thread per 5 s: paused ${idle.pausedMs} ms, off-screen ${idle.offScreenMs} ms, hidden ${idle.hiddenMs} ms.`,
    );
  if (mem)
    lines.push(
      `Memory over 20 loops: heap +${mem.heapGrowthMb} MB, DOM nodes ${mem.after1.domNodes} → ${mem.after20.domNodes}.`,
    );
  if (lh) lines.push(`Lighthouse performance: page ${lh.page}, embed ${lh.embed}.`);
  return lines.filter((l) => l !== undefined).join('\n');
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
  };
  await peerScene(browser);
  const figures = {
    playing1x: () => playingFigures(browser, 1),
    playing4x: () => playingFigures(browser, 4),
    twoPlayers: () => twoPlayers(browser),
    frames: () => frames(browser),
    playFromStep4: () => playFrom(browser),
    idlePer5s: () => idle(browser),
    memory: () => memory(browser),
    lighthouse: () => lighthouse(),
  };
  for (const f of ONLY) result[f] = await figures[f]();
  mkdirSync(join(BENCH, 'results'), { recursive: true });
  // Only a whole run is the latest; a run of some figures is kept beside it, uncommitted.
  const file = ONLY.length === FIGURES.length ? 'latest.json' : 'only-some.tmp';
  writeFileSync(join(BENCH, 'results', file), `${JSON.stringify(result, null, 2)}\n`);
  console.log(table(result));
} finally {
  await browser.close();
  server.kill();
}
