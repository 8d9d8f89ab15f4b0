import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { initialFiles } from '../scripts/initial-files.mjs';

// Every timing is taken beside a floor page (and, playing, a peer) in the same run, the pages
// taking turns, and given as a ratio to the floor with the floor's own spread (bench/README.md).
// Each figure is a test; the run's figures go to bench/results/latest.json, a run of some of
// them to only-some.tmp beside it.
const SITE = join(import.meta.dirname, '.dist');
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
const LATE_MS = 33.4;
const PAGES = {
  app: { url: 'index.html?step=1', ready: 'svg.stage .node' },
  floor: { url: 'floor.html', ready: '#dot' },
  peer: { url: 'peer/index.html', ready: 'svg circle' },
  two: { url: 'two.html', ready: 'lb-straight-to-pods >> nth=1 >> svg.stage .node' },
};
/** Tall enough for both players of the page with two to be in view, as the clock needs. */
const TWO_VIEWPORT = { width: 1280, height: 1400 };

const r = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const playButton = (page) => page.getByRole('button', { name: 'Play', exact: true });

const result = {
  built: spawnSync('git', ['rev-parse', '--short', process.env.BENCH_REF ?? 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim(),
  rounds: ROUNDS,
  secondsPerTurn: SECONDS,
};

test.describe.configure({ mode: 'serial' });

/** A fresh page of a kind, drawn and settled, with its CPU slowed `rate` times. */
async function open(browser, kind, { viewport, rate = 1 } = {}) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(PAGES[kind].url);
  await page.waitForSelector(PAGES[kind].ready);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Load and hydration settle first: what is measured is the page as a reader meets it.
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

/** Plays every player of the page for SECONDS: main-thread time per 5 s, and the frames that came late. */
async function playing(browser, kind, rate, viewport) {
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
    for (let n = kind === 'two' ? 2 : 1; n > 0; n--) await playButton(page).first().click();
    await sleep(SECONDS * 1000);
  });
  const gaps = await page.evaluate(() => window.__gaps);
  await close();
  return { per5sMs: (ms / SECONDS) * 5, late: gaps.filter((g) => g > LATE_MS).length };
}

/** A figure as the measured page's median, the floor's, their ratio and the floor's own spread. */
function compare(app, floor, digits = 1) {
  const [a, f] = [median(app), median(floor)];
  return {
    app: r(a, digits),
    floor: r(f, digits),
    ratio: f > 0 ? r(a / f, 2) : null,
    floorSpread: [r(Math.min(...floor), digits), r(Math.max(...floor), digits)],
    withinFloorSpread: a <= Math.max(...floor),
    samples: { app: app.map((x) => r(x, digits)), floor: floor.map((x) => r(x, digits)) },
  };
}

/** Pages in turns, each round in another order, so that none is always first or last. */
async function inTurns(kinds, measure) {
  const runs = Object.fromEntries(kinds.map((k) => [k, []]));
  for (let i = 0; i < ROUNDS; i++) {
    const order = [...kinds.slice(i % kinds.length), ...kinds.slice(0, i % kinds.length)];
    for (const kind of i % 2 ? order.reverse() : order) runs[kind].push(await measure(kind));
  }
  return (kind, key) => runs[kind].map((x) => x[key]);
}

/** Records a figure and says it in the run's output. */
function keep(name, figure) {
  result[name] = figure;
  console.log(`${name}: ${JSON.stringify(figure, (k, v) => (k === 'samples' ? undefined : v))}`);
}

test.beforeAll(async ({ browser }) => {
  const kb = (files) =>
    r(files.reduce((n, f) => n + gzipSync(readFileSync(join(SITE, f)), { level: 9 }).length, 0) / 1000, 2);
  const files = initialFiles(SITE);
  keep('sizes', {
    initialJsKb: kb(files.filter((f) => f.endsWith('.js'))),
    initialCssKb: kb(files.filter((f) => f.endsWith('.css'))),
  });
  // What the peer draws, read from the app's stage while step 1's packet travels: its route, its
  // tag's box and words, and the stage's size on the page.
  const { page, close } = await open(browser, 'app');
  await page.goto('index.html?step=1&t=3');
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
  await close();
  // As long as the app's packet takes over its way in step 1, near enough: the cost is per frame.
  writeFileSync(join(SITE, 'peer/scene.json'), JSON.stringify({ ...scene, seconds: 8 }));
});

for (const rate of [1, 4])
  test(`playing${rate}x: the app, the peer and the floor in turns, CPU slowed ${rate}×`, async ({
    browser,
  }) => {
    const of = await inTurns(['app', 'peer', 'floor'], (kind) => playing(browser, kind, rate));
    keep(`playing${rate}x`, {
      mainThreadPer5sMs: compare(of('app', 'per5sMs'), of('floor', 'per5sMs')),
      lateFrames: compare(of('app', 'late'), of('floor', 'late'), 0),
      peer: {
        mainThreadPer5sMs: compare(of('peer', 'per5sMs'), of('floor', 'per5sMs')),
        lateFrames: compare(of('peer', 'late'), of('floor', 'late'), 0),
      },
    });
  });

test('twoPlayers: two players playing on one page, beside the floor, at 1×', async ({ browser }) => {
  const of = await inTurns(['two', 'floor'], (kind) => playing(browser, kind, 1, TWO_VIEWPORT));
  keep('twoPlayers', { mainThreadPer5sMs: compare(of('two', 'per5sMs'), of('floor', 'per5sMs')) });
});

/**
 * Of a trace's frames (one BeginMainThreadFrame to the next, on the page's main thread), how many
 * ran a Layout, a style recalculation and a Paint; and of the frames between beats (no text
 * changed in it, nor in the one before, whose changes it draws) how many laid out.
 */
function framesOf(events) {
  const begins = events.filter((e) => e.name === 'BeginMainThreadFrame');
  const threads = new Map();
  for (const e of begins) threads.set(`${e.pid}:${e.tid}`, (threads.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts);
  const starts = mine.filter((e) => e.name === 'BeginMainThreadFrame').map((e) => e.ts);
  const list = starts.slice(0, -1).map((start, i) => ({ start, end: starts[i + 1] }));
  const flags = { Layout: 'layout', UpdateLayoutTree: 'style', Paint: 'paint', 'text changed': 'text' };
  let i = 0;
  for (const e of mine) {
    while (i < list.length && e.ts >= list[i].end) i++;
    if (!list[i]) break;
    if (e.ts >= list[i].start && flags[e.name]) list[i][flags[e.name]] = true;
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

test('frames: a trace of 10 s of each step playing, and the frames that lay out', async ({ browser }) => {
  const out = {};
  for (let step = 1; step <= 5; step++) {
    const { page, close } = await open(browser, 'app');
    await page.goto(`index.html?step=${step}`);
    await page.waitForSelector(PAGES.app.ready);
    await sleep(1000);
    await page.evaluate(() =>
      new MutationObserver(() => performance.mark('text changed')).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      }),
    );
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline.frame'],
    });
    await playButton(page).click();
    await sleep(10_000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await close();
    out[`step${step}`] = framesOf(trace.traceEvents ?? trace);
  }
  keep('frames', out);
});

/**
 * "Play from step 4" clicked a second after a fresh page is drawn, timed to the end of the frame
 * that paints it: a user-blocking task posted from that frame's requestAnimationFrame runs as
 * soon as its paint is done, ahead of what the page queued for later. App and floor in turn.
 */
test('playFromStep4: "Play from step 4" to its painted frame, 20 fresh pages each', async ({ browser }) => {
  const runs = { app: [], floor: [] };
  for (let i = 0; i < 20; i++)
    for (const kind of ['app', 'floor']) {
      const { page, close } = await open(browser, kind);
      runs[kind].push(
        await page.evaluate(
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
        ),
      );
      await close();
    }
  keep('playFromStep4', { ...compare(runs.app, runs.floor), appWorst: r(Math.max(...runs.app)) });
});

test('idlePer5s: main-thread time where nothing should run: paused, hidden, scrolled away', async ({
  browser,
}) => {
  const quiet = async (cdp) => r(await busy(cdp, () => sleep(5000)), 2);
  const out = {};
  {
    const { page, cdp, close } = await open(browser, 'app');
    out.pausedMs = await quiet(cdp);
    await playButton(page).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await sleep(500);
    out.hiddenMs = await quiet(cdp);
    await close();
  }
  // A short window, so the page below the player scrolls it wholly out of view.
  const { page, cdp, close } = await open(browser, 'app', { viewport: { width: 1280, height: 300 } });
  await playButton(page).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await sleep(500);
  out.offScreenMs = await quiet(cdp);
  await close();
  keep('idlePer5s', out);
});

test('memory: heap and DOM nodes after the story once and after it 20 times, on a fake clock', async ({
  browser,
}) => {
  const context = await browser.newContext();
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
  keep('memory', { after1: first, after20: last, heapGrowthMb: r(last.heapMb - first.heapMb, 2) });
});

test('lighthouse: the performance score of the page and of the embed', async ({ baseURL }) => {
  const { default: run } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const score = async (path) => {
      const { lhr } = await run(`${baseURL}${path}`, { port: chrome.port, onlyCategories: ['performance'] });
      return Math.round(lhr.categories.performance.score * 100);
    };
    keep('lighthouse', { page: await score(''), embed: await score('?embed=1') });
  } finally {
    await chrome.kill();
  }
});

test.afterAll(() => {
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  // Only a run of every figure is the latest; a run of some is kept beside it, uncommitted.
  const whole = FIGURES.every((f) => f in result);
  writeFileSync(
    join(import.meta.dirname, 'results', whole ? 'latest.json' : 'only-some.tmp'),
    `${JSON.stringify({ ...result, date: new Date().toISOString() }, null, 2)}\n`,
  );
});
