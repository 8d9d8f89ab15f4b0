// `npm run bench`: builds the site into bench/.dist (never dist/), serves it on a free port in
// 4300–4399, drives headless Chromium through it, prints one table to stdout and writes the same
// figures to bench/results/latest.json. Progress and phase durations go to stderr as it runs.
//   npm run bench                      build the working tree and measure it
//   BENCH_REF=HEAD npm run bench       build a commit instead (git archive), e.g. while src/ is mid-edit
//   BENCH_PORT=4321 npm run bench      use that port (must be in 4300–4399)
//   BENCH_QUICK=1 npm run bench        the 4× frame runs cover steps 1–2 only (saves ~80 s)
// What each figure means: bench/README.md.
/* global window, document, MutationObserver, getComputedStyle */
import { chromium } from '@playwright/test';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { floorRun, seekFloorRun, stepOfTry } from './floor.mjs';
import { GC_CATEGORIES, fullCollections, gcPauses, markClock, pauseSpans, traceClock } from './gc-trace.mjs';
import { initialFiles } from './initial-files.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'bench/.dist');
const CACHE = join(ROOT, 'bench/.cache');
const LIGHTHOUSE_PROFILE = join(CACHE, 'lighthouse-profile');
const RESULTS = join(ROOT, 'bench/results/latest.json');
const VIEWPORT = { width: 1920, height: 1080 };
const OFFSCREEN_VIEWPORT = { width: 1280, height: 400 };
const QUICK = process.env.BENCH_QUICK === '1';
/** How soon after a step began a late frame counts as the step's start's (the table's row). */
const STEP_START_MS = 150;
const NOISY_PCT = 10; // others' share of the machine above which timing figures are flagged
const MEASURED = /^(load|frames|floor|seek|step|idle|garbage)/;
const STEP_COUNT = '.step-count'; // the element that reads "Step N of 5"; also in benchInit
// The stage with its drawing in it. The pre-rendered page has the empty svg.stage from the
// start; the drawing's code arrives after.
const DRAWN_STAGE = 'svg.stage > g'; // also in benchInit
const IDLE_MS = 5_000;
const SEEK_TRIES = 20;
const LOAD_RUNS = 5;
const MEMORY_LOOPS = 20;
const GARBAGE_SECONDS = 8;
const FLOOR_WORK_MS = 2; // the app's main-thread ms a frame at 1× when it was chosen (idle phase)
// About the script of a press on the app's scrubber at 1× (traced: 5 ms in a later jump, 10 ms
// in the first on a page).
const SEEK_FLOOR_WORK_MS = 5;
const HARD_LIMIT_MS = 13 * 60_000;
// Fresh pages that play the whole story at 4×: one page's count of frames over 33 ms says little
// (fresh pages of one build, one after another, have missed from 0 to 37 each).
const X4_PAGES = 3;
// Step starts traced at 1× (stepStartRun): fresh pages for each, the frames counted as the step's
// after it began, the main thread's time a drawing task at 1× may take for the frame to be drawn
// in time at 4×, and the phases (trace event, name in the results) its time is told by.
const STEP_WORK_PAGES = 3;
const STEP_FRAMES_MS = 100;
const FRAME_BUDGET_4X_MS = 1000 / 60 / 4;
const WARMED_UP = 'lb-straight-to-pods: warmed up'; // src/components/warmedUp.ts
const STEP_PHASES = [
  ['FunctionCall', 'scriptMs'],
  ['UpdateLayoutTree', 'styleMs'],
  ['Layout', 'layoutMs'],
  ['PrePaint', 'prePaintMs'],
  ['Paint', 'paintMs'],
  ['Layerize', 'layerizeMs'],
];
// Several players on one page (a docs page may hold more than one): custom elements, built into
// ELEMENT_DIR of the bench's site and shown by SEVERAL_PAGE.
const SEVERAL = 3;
const ELEMENT_DIR = 'element';
const SEVERAL_PAGE = 'several.html';

const started = Date.now();
const phases = []; // { name, seconds, error? }
const errors = [];
const state = { server: null, browser: null, lhChrome: null, stopping: false };

const log = (msg) => process.stderr.write(`› ${msg}\n`);
const r2 = (x) => Math.round(x * 100) / 100;
const r1 = (x) => (x == null || Number.isNaN(x) ? null : Math.round(x * 10) / 10);

// CPU use during a phase, from /proc (Linux): the whole machine's, and that of everything else
// than this script, its server and its browsers, so a busy machine shows up next to the figures.
function cpuSnapshot() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    const idleTicks = n[3] + n[4];
    const procs = new Map();
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // f[1] is the parent; f[11..14] are utime, stime, cutime, cstime
        procs.set(Number(pid), { ppid: Number(f[1]), ticks: +f[11] + +f[12] + +f[13] + +f[14] });
      } catch {
        // gone
      }
    }
    let ours = 0;
    const stack = [process.pid];
    const seen = new Set();
    while (stack.length) {
      const pid = stack.pop();
      if (seen.has(pid)) continue;
      seen.add(pid);
      ours += procs.get(pid)?.ticks ?? 0;
      for (const [child, p] of procs) if (p.ppid === pid) stack.push(child);
    }
    return { total, busy: total - idleTicks, ours };
  } catch {
    return null;
  }
}

function cpuShare(a, b) {
  if (!a || !b || b.total <= a.total) return null;
  const span = b.total - a.total; // ticks of all cores together
  const busy = b.busy - a.busy;
  const ours = b.ours - a.ours;
  return {
    machineBusyPct: Math.round((100 * busy) / span),
    othersPct: Math.max(0, Math.round((100 * (busy - ours)) / span)),
  };
}

async function phase(name, fn) {
  const t0 = Date.now();
  const c0 = cpuSnapshot();
  log(`${name}…`);
  try {
    if (state.stopping) throw new Error('stopped');
    return await fn();
  } catch (err) {
    const message = String(err?.message ?? err).split('\n')[0];
    errors.push({ phase: name, message });
    log(`${name} FAILED: ${message}`);
    return { error: message };
  } finally {
    const seconds = (Date.now() - t0) / 1000;
    const cpu = cpuShare(c0, cpuSnapshot());
    phases.push({ name, seconds: r1(seconds), cpu });
    log(
      `${name}: ${seconds.toFixed(1)} s${cpu ? ` (machine busy ${cpu.machineBusyPct}%, others ${cpu.othersPct}%)` : ''}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Cleanup: the server, Playwright's browser and Lighthouse's Chrome go in every case.

// Once only: a signal and the end of the run share the same cleanup, and the process exits only
// after it. The server is killed first (it cannot hang), then the browsers are closed.
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    const { server } = state;
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await Promise.race([new Promise((r) => server.once('exit', r)), sleep(3_000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    closeLighthouse();
    if (state.browser) await Promise.race([state.browser.close().catch(() => {}), sleep(10_000)]);
  })();
  return cleaning;
}

// This script handles the signals itself (Playwright and chrome-launcher are told not to), so
// the server goes too; and on any exit, whatever is still running is killed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    state.stopping = true;
    cleanup().finally(() => process.exit(130));
  });
}
process.once('exit', () => {
  closeLighthouse();
  if (state.server?.exitCode === null) state.server.kill('SIGKILL');
  // Playwright kills the browsers it launched on exit by itself.
});
const watchdog = setTimeout(() => {
  log(`still running after ${HARD_LIMIT_MS / 60_000} min: giving up`);
  cleanup().finally(() => process.exit(2));
}, HARD_LIMIT_MS);
watchdog.unref();

// ---------------------------------------------------------------------------------------------
// Build

function git(...args) {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function build() {
  const ref = process.env.BENCH_REF;
  let cwd = ROOT;
  const source = { ref: ref ?? 'working tree', commit: git('rev-parse', ref ?? 'HEAD') };
  if (ref) {
    if (!source.commit) throw new Error(`BENCH_REF=${ref} is not a commit`);
    cwd = join(CACHE, 'ref');
    rmSync(cwd, { recursive: true, force: true });
    mkdirSync(cwd, { recursive: true });
    const tar = spawnSync('sh', ['-c', `git archive "${source.commit}" | tar -x -C "${cwd}"`], { cwd: ROOT });
    if (tar.status !== 0) throw new Error(`git archive ${ref} failed: ${tar.stderr}`);
    symlinkSync(join(ROOT, 'node_modules'), join(cwd, 'node_modules'));
  } else {
    const changed = git('status', '--porcelain', '--', 'src', 'index.html', 'vite.config.ts');
    source.uncommittedFiles = changed ? changed.split('\n').length : 0;
  }
  mkdirSync(CACHE, { recursive: true });
  const options = { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } };
  const viteBuild = (...args) => spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir'], options);
  const site = viteBuild('--outDir', OUT_DIR);
  // The custom element too, for the run with several players on one page: into its own folder,
  // which the bundle's figures leave out (they are the site's).
  const element =
    site.status === 0 && viteBuild('-c', 'vite.element.config.ts', '--outDir', join(OUT_DIR, ELEMENT_DIR));
  if (ref) rmSync(cwd, { recursive: true, force: true });
  const builds = [site, element].filter(Boolean);
  writeFileSync(
    join(CACHE, 'build.log'),
    builds.map((x) => `${x.stdout ?? ''}\n${x.stderr ?? ''}`).join('\n'),
  );
  const failed = builds.find((x) => x.status !== 0);
  if (failed) {
    process.stderr.write(`${failed.stdout ?? ''}${failed.stderr ?? ''}`.split('\n').slice(0, 30).join('\n'));
    throw new Error(
      `vite build of ${failed === site ? 'the site' : 'the custom element'} failed (full log: bench/.cache/build.log)` +
        (ref ? '' : '; if src/ is mid-edit, BENCH_REF=HEAD npm run bench builds the last commit'),
    );
  }
  writeFileSync(join(OUT_DIR, SEVERAL_PAGE), severalPage());
  return source;
}

/**
 * A docs page with SEVERAL custom elements side by side, each a third of a 1920 px window wide
 * (the players' one-column layout) and all in view, so that none is paused for being off-screen.
 */
function severalPage() {
  const element = '<lb-straight-to-pods step="1" controls="full"></lb-straight-to-pods>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${SEVERAL} players on one page</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/${ELEMENT_DIR}/lb-straight-to-pods.js"></script>
    <style>
      body { margin: 0; display: flex; gap: 8px; }
      lb-straight-to-pods { flex: 1 1 0; min-width: 0; }
    </style>
  </head>
  <body>
    ${Array(SEVERAL).fill(element).join('\n    ')}
  </body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------
// Bundle

function sizeOf(file) {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

function bundle() {
  const initial = new Set(initialFiles(OUT_DIR));
  const files = walk(OUT_DIR)
    .map((p) => relative(OUT_DIR, p))
    .filter((p) => /\.(m?js|css)$/.test(p) && !p.startsWith(`${ELEMENT_DIR}/`))
    .sort()
    .map((file) => ({
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      initial: initial.has(file),
      ...sizeOf(join(OUT_DIR, file)),
    }));
  const sum = (list) => ({
    raw: list.reduce((a, f) => a + f.raw, 0),
    gzip: list.reduce((a, f) => a + f.gzip, 0),
    files: list.length,
  });
  const pick = (kind, initialOnly) => files.filter((f) => f.kind === kind && (!initialOnly || f.initial));
  return {
    initial: { js: sum(pick('js', true)), css: sum(pick('css', true)) },
    total: { js: sum(pick('js', false)), css: sum(pick('css', false)) },
    lazy: files
      .filter((f) => !f.initial)
      .map((f) => ({
        name: f.file
          .split('/')
          .pop()
          .replace(/-[\w-]{8}(?=\.\w+$)/, ''),
        ...f,
      })),
    files,
  };
}

// ---------------------------------------------------------------------------------------------
// Server

async function portIsFree(port) {
  return new Promise((res) => {
    const s = createServer()
      .once('error', () => res(false))
      .listen(port, '127.0.0.1', () => s.close(() => res(true)));
  });
}

async function pickPort() {
  if (process.env.BENCH_PORT) {
    const p = Number(process.env.BENCH_PORT);
    if (!(p >= 4300 && p <= 4399)) throw new Error('BENCH_PORT must be in 4300–4399');
    return p;
  }
  for (let p = 4300; p <= 4399; p++) if (await portIsFree(p)) return p;
  throw new Error('no free port in 4300–4399');
}

async function startServer() {
  const port = await pickPort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), String(port)], {
    cwd: ROOT,
    env: { ...process.env, SERVE_ROOT: OUT_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  state.server = child;
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}/`;
  const expected = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.trim()}`);
    try {
      const res = await fetch(base);
      if (res.ok) {
        if ((await res.text()) !== expected)
          throw new Error(`port ${port} serves something else than bench/.dist`);
        return { port, base };
      }
    } catch (err) {
      if (String(err.message).includes('serves something else')) throw err;
    }
    await sleep(100);
  }
  throw new Error(`server did not answer on ${base}: ${output.trim()}`);
}

// ---------------------------------------------------------------------------------------------
// In-page instrumentation, installed before any page script runs.

function benchInit() {
  const w = window;
  if (w.__bench) return;
  const STEP_COUNT = '.step-count'; // the element that reads "Step N of 5"
  const PLAY_BUTTON = '.controls .primary'; // the button that reads "Play" or "Pause"
  const raf = w.requestAnimationFrame.bind(w);
  const b = {
    appFrames: 0, // frames in which the page (app, framer-motion) ran any rAF callback
    lastAppTs: -1,
    longTasks: [],
    lastClick: null,
    lastPress: null,
    rec: null,
    seek: null,
    stageAt: null,
    stageReadyAt: null,
  };
  w.__bench = b;
  w.requestAnimationFrame = (cb) =>
    raf((ts) => {
      if (ts !== b.lastAppTs) {
        b.lastAppTs = ts;
        b.appFrames += 1;
      }
      cb(ts);
    });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing
  }
  w.addEventListener(
    'click',
    () => {
      b.lastClick = performance.now();
      if (b.rec && b.rec.click == null) b.rec.click = b.lastClick;
    },
    true,
  );
  // A range input moves on the press, not on the click that follows.
  w.addEventListener('pointerdown', () => (b.lastPress = performance.now()), true);
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const stepText = () => norm(document.querySelector(STEP_COUNT)?.textContent);

  // Frame recorder: its own rAF loop (not counted as the app's), optionally stopping itself on
  // the frame after "Step N of 5" appears.
  // Marks record when the step count changed, to tell which step each frame belongs to.
  b.startFrames = (untilText) => {
    const rec = { ts: [], on: true, stoppedAt: null, click: null, marks: [[0, stepText()]] };
    rec.stopped = new Promise((resolve) => (rec.stop = resolve));
    b.rec = rec;
    const loop = (ts) => {
      if (!rec.on) return;
      rec.ts.push(ts);
      raf(loop);
    };
    raf(loop);
    const el = document.querySelector(STEP_COUNT);
    if (!el) return;
    const mo = new MutationObserver(() => {
      const text = stepText();
      if (text === rec.marks.at(-1)[1]) return;
      rec.marks.push([performance.now(), text]);
      if (text !== untilText) return;
      mo.disconnect();
      rec.stoppedAt = performance.now();
      rec.on = false;
      rec.stop();
    });
    mo.observe(el, { subtree: true, childList: true, characterData: true });
    rec.mo = mo;
  };
  b.stopFrames = () => {
    const rec = b.rec ?? { ts: [], stoppedAt: null, click: null, marks: [] };
    rec.on = false;
    rec.mo?.disconnect();
    b.rec = null;
    return {
      ts: rec.ts,
      stoppedAt: rec.stoppedAt,
      lastAppTs: b.lastAppTs,
      click: rec.click,
      marks: rec.marks,
    };
  };

  // Several players (the bench's page of custom elements): started in one task, as if by one
  // click; the frames stop when every one has ended or, partly, when the first reaches step 3.
  // Steps are marked by the first one's stepchange events (its step count is in its shadow root).
  b.playAll = (partly) => {
    const rec = b.rec;
    const players = [...document.querySelectorAll('lb-straight-to-pods')];
    const stop = () => {
      rec.stoppedAt = performance.now();
      rec.on = false;
      rec.stop();
      if (partly) for (const p of players) p.pause();
    };
    let ended = 0;
    for (const p of players)
      p.addEventListener('ended', () => {
        ended += 1;
        if (ended === players.length) stop();
      });
    players[0].addEventListener('stepchange', (e) => {
      rec.marks.push([performance.now(), `Step ${e.detail.step} of 5`]);
      if (partly && e.detail.step === 3) stop();
    });
    rec.marks = [[0, 'Step 1 of 5']];
    rec.click = performance.now();
    for (const p of players) p.play();
  };

  // The end of a whole story: the play button reads "Play" again after "Pause". Awaited in one
  // evaluate, as the recorder's own stop is: Playwright's waitFor would query the page's roles
  // every 500 ms, which at 4× CPU is work enough to make a frame late.
  // It fails at once without the button, and after 10 s if the button never read "Pause".
  b.ended = () =>
    new Promise((resolve, reject) => {
      const el = document.querySelector(PLAY_BUTTON);
      if (!el) return reject(new Error(`no ${PLAY_BUTTON} on the page`));
      let paused = false;
      const check = () => {
        const text = norm(el.textContent);
        if (text === 'Pause') paused = true;
        else if (paused && text === 'Play') {
          mo.disconnect();
          resolve();
        }
      };
      const mo = new MutationObserver(check);
      mo.observe(el, { subtree: true, childList: true, characterData: true });
      check();
      setTimeout(() => {
        if (paused) return;
        mo.disconnect();
        reject(new Error('the play button did not read "Pause" within 10 s of the click'));
      }, 10_000);
    });

  // Seek: from the click (or press) to the first frame after the step count reads the expected text.
  b.armSeek = (expected) => {
    b.seek = null;
    b.lastClick = null;
    b.lastPress = null;
    const mo = new MutationObserver(() => {
      if (stepText() !== expected) return;
      mo.disconnect();
      const changeAt = performance.now();
      const { lastClick: click, lastPress: press } = b;
      raf(() => (b.seek = { click, press, changeAt, frameAt: performance.now() }));
    });
    mo.observe(document.body, { subtree: true, childList: true, characterData: true });
  };

  // Load: when the stage is first drawn (DRAWN_STAGE), and when the fonts are ready after that.
  const stageMo = new MutationObserver(() => {
    if (!document.querySelector('svg.stage > g')) return;
    stageMo.disconnect();
    b.stageAt = performance.now();
    document.fonts.ready.then(() => (b.stageReadyAt = performance.now()));
  });
  stageMo.observe(document, { subtree: true, childList: true });
}

// ---------------------------------------------------------------------------------------------
// Helpers for pages

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

async function openPage(context, url, viewport = VIEWPORT) {
  const page = await context.newPage({ viewport });
  page.on('pageerror', (e) => log(`page error: ${e.message}`));
  await page.setViewportSize(viewport);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(DRAWN_STAGE);
  await page.evaluate(() => document.fonts.ready);
  const cdp = await context.newCDPSession(page);
  return { page, cdp };
}

/** Waits until each of the page's SEVERAL players has drawn its stage. */
const allDrawn = (page) =>
  page.waitForFunction(
    ([n, drawn]) =>
      [...document.querySelectorAll('lb-straight-to-pods')].filter((e) => e.shadowRoot?.querySelector(drawn))
        .length === n,
    [SEVERAL, DRAWN_STAGE],
  );
const button = (page, name) => page.getByRole('button', { name, exact: true });
const scrubber = (page) => page.getByRole('slider', { name: 'Position in the animation' });
// The timeline's segment for step n: the steps to scale, above the scrubber.
const segment = (page, n) =>
  page
    .getByRole('group', { name: 'Steps' })
    .getByRole('button', { name: new RegExp(`^Play from step ${n}:`) });
// Where on the scrubber (relative to it) the middle of step n is.
async function middleOf(page, n) {
  const [seg, bar] = await Promise.all([segment(page, n).boundingBox(), scrubber(page).boundingBox()]);
  return { x: seg.x + seg.width / 2 - bar.x, y: bar.height / 2 };
}
const throttle = (cdp, rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

// ---------------------------------------------------------------------------------------------
// Page check: the controls and text the bench drives are there, so a changed page fails clearly.

async function pageCheck(context, base) {
  const { page } = await openPage(context, `${base}?step=5&t=0`);
  try {
    const problems = [];
    const names = [
      'Play',
      'Next step',
      'Previous step',
      'Restart',
      ...[1, 2, 3, 4, 5].map((n) => `Play from step ${n}`),
    ];
    for (const name of names) {
      const n = await button(page, name).count();
      if (n !== 1) problems.push(`${n} buttons named "${name}"`);
    }
    const sliders = await scrubber(page).count();
    if (sliders !== 1) problems.push(`${sliders} sliders named "Position in the animation"`);
    for (const n of [1, 2, 3, 4, 5]) {
      const k = await segment(page, n).count();
      if (k !== 1) problems.push(`${k} segments for step ${n} in the group "Steps"`);
    }
    const text = await page.evaluate(
      (sel) => document.querySelector(sel)?.textContent.replace(/\s+/g, ' ').trim() ?? null,
      STEP_COUNT,
    );
    if (text !== 'Step 5 of 5')
      problems.push(`${STEP_COUNT} reads ${JSON.stringify(text)}, not "Step 5 of 5"`);
    if (problems.length) throw new Error(`the page changed: ${problems.join('; ')}`);
    return { ok: true };
  } finally {
    await page.close();
  }
}

/** `promise`'s value, or an error that says `what` if it takes longer than `ms`. */
async function within(promise, ms, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// Frame timing

/**
 * One playthrough at `rate`× CPU. With `several`, the page is SEVERAL_PAGE: its custom elements
 * are started in one task by their play() (their steps then change in the same frames, the
 * worst case) and the run ends when each has said `ended` (or, partial, when one reaches step 3).
 */
async function frameRun(context, base, rate, { several = false } = {}) {
  const partial = rate !== 1 && QUICK;
  const { page, cdp } = await openPage(context, several ? `${base}${SEVERAL_PAGE}` : `${base}?step=1&t=0`);
  const browser = context.browser();
  let tracing = false;
  try {
    if (several) await allDrawn(page);
    await sleep(500);
    await throttle(cdp, rate);
    // Garbage collection is traced (its pauses only, which costs the page next to nothing), to
    // tell which late frames a collector's pause made late.
    tracing = true;
    await browser.startTracing(page, { categories: GC_CATEGORIES });
    const clock = await markClock(page);
    // Several players' step counts are in their shadow roots: playAll marks their steps itself.
    await page.evaluate(
      (until) => window.__bench.startFrames(until),
      partial && !several ? 'Step 3 of 5' : null,
    );
    if (several) await page.evaluate((partly) => window.__bench.playAll(partly), partial);
    else await button(page, 'Play').click();
    // Waited for inside the page, not by polling it: see `ended` in benchInit.
    const whole = !several && !partial;
    await within(
      page.evaluate((w) => (w ? window.__bench.ended() : window.__bench.rec.stopped), whole),
      120_000,
      partial ? 'step 3 did not come within 2 minutes' : 'the story did not end within 2 minutes',
    );
    if (partial && !several) await button(page, 'Pause').click();
    const rec = await page.evaluate(() => window.__bench.stopFrames());
    tracing = false;
    const traced = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    if (rec.click == null) throw new Error('the click on Play was not seen in the page');
    const longTasks = await page.evaluate(() => window.__bench.longTasks);
    await throttle(cdp, 1);
    // The window: frames from the click to the last frame of the app (full run) or to step 3.
    const end = partial ? rec.stoppedAt : rec.lastAppTs;
    const ts = rec.ts.filter((t) => t >= rec.click && t <= end);
    const deltas = ts.slice(1).map((t, i) => t - ts[i]);
    const sorted = [...deltas].sort((a, b) => a - b);
    const lt = longTasks.filter(([s]) => s >= rec.click && s <= end);
    const seconds = (ts.at(-1) - ts[0]) / 1000;
    // Which step each frame (by its start) and each long task belongs to.
    const stepAt = (t) => {
      let text = rec.marks[0]?.[1] ?? '';
      for (const [at, mark] of rec.marks) if (at <= t) text = mark;
      return Number(text.match(/Step (\d+)/)?.[1] ?? 0);
    };
    // Late frames that ended soon after a step began: the step's new text is laid out and painted
    // then, and with the side column not drawn such frames were seldom late (1 in four pages of a
    // probe, against 12).
    const starts = rec.marks.slice(1).map(([at]) => at);
    const late = deltas.flatMap((d, i) => (d > 33 ? [i] : []));
    const lateEnds = late.map((i) => ts[i + 1]);
    const atStepStart = lateEnds.filter((t) => starts.some((at) => t > at && t - at <= STEP_START_MS)).length;
    const byStep = {};
    const slot = (n) => (byStep[n] ??= { frames: 0, over33: 0, longTaskMs: 0 });
    deltas.forEach((d, i) => {
      const x = slot(stepAt(ts[i]));
      x.frames += 1;
      if (d > 33) x.over33 += 1;
    });
    for (const [start, d] of lt) slot(stepAt(start)).longTaskMs += d;
    for (const x of Object.values(byStep)) x.longTaskMs = r1(x.longTaskMs);
    const gc = gcPauses(traced, clock, ts, deltas, rec.click);
    return {
      cpuThrottle: rate,
      span: partial ? 'steps 1–2' : 'steps 1–5',
      ...(several ? { players: SEVERAL } : {}),
      wallSeconds: r1(seconds),
      frames: ts.length,
      fps: r1(deltas.length / seconds),
      p50: r1(percentile(sorted, 50)),
      p95: r1(percentile(sorted, 95)),
      p99: r1(percentile(sorted, 99)),
      max: r1(sorted.at(-1)),
      over20: deltas.filter((d) => d > 20).length,
      over33: late.length,
      // When each late frame ended, in seconds after the click: at 1× speed, the story's time
      // (less what late frames lost), to find the moment that made it late.
      lateAt: lateEnds.map((t) => r2((t - rec.click) / 1000)),
      // And how long each was: the gaps come in whole display frames (16.7 ms at 60 Hz), so about
      // 33.3 ms is one frame missed (its work just over a frame's time), 50 ms two, and so on.
      lateMs: late.map((i) => r1(deltas[i])),
      atStepStart,
      longTasks: { count: lt.length, totalMs: r1(lt.reduce((a, [, d]) => a + d, 0)) },
      byStep,
      gc,
    };
  } finally {
    // A run that failed midway must not leave tracing on: the next run could not start its own.
    if (tracing) await browser.stopTracing().catch(() => {});
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Step starts at 1×, traced

/**
 * The main thread's CPU time of the frames around a step's start while playing at 1×: the task
 * that draws each (its animation callbacks, style, layout and paint), and the tasks since the
 * frame before (React's render of the change among them). The drawing task begins at the
 * display's beat and must end within a 60 Hz frame at 4× CPU: about FRAME_BUDGET_4X_MS at 1× if
 * all of it slows fourfold, a rough line, not a rule (in run 27 three of twelve starts were over it
 * by up to 0.7 ms, and the 4× stories missed no frame as a step began). The tasks before it run
 * after the frame before is drawn and count only when it leaves them too little time. The 4× late
 * frames vary from 0 to 37 between fresh pages of one build; this is the page's own work, which
 * varies less between pages (bench/README.md), so a change to what a step's start does shows in
 * its median, read against a build measured in turns with it (it moves with the machine). A
 * fresh page for each step start, opened half a second before it, as a reader would meet it.
 */
async function stepStartRun(context, base) {
  const seconds = await stepSeconds(context, base);
  const pages = [];
  for (let i = 0; i < (QUICK ? 1 : STEP_WORK_PAGES); i++) {
    const page = {};
    for (let n = 2; n <= 5; n++) page[n] = await oneStepStart(context, base, n, seconds[n - 2]);
    pages.push(page);
  }
  const heaviest = pages.flatMap((p) => Object.values(p).map((x) => x.heaviest));
  return {
    cpuThrottle: 1,
    budgetMs: r2(FRAME_BUDGET_4X_MS),
    pages,
    medianMs: r2(median(heaviest.map((h) => h.drawMs))),
    worstMs: r2(Math.max(...heaviest.map((h) => h.drawMs))),
    overBudget: heaviest.filter((h) => h.drawMs > FRAME_BUDGET_4X_MS).length,
    starts: heaviest.length,
    beforeMedianMs: r2(median(heaviest.map((h) => h.beforeMs))),
    // What the heaviest drawing tasks spent their time on: each phase's median.
    inHeaviest: Object.fromEntries(
      STEP_PHASES.map(([, key]) => [key, r2(median(heaviest.map((h) => h[key])))]),
    ),
  };
}

/** Each step's length in seconds, as the timeline's segments are drawn to scale by it. */
async function stepSeconds(context, base) {
  const { page } = await openPage(context, `${base}?step=1&t=0`);
  try {
    const seconds = [];
    for (let n = 1; n <= 5; n++)
      seconds.push(Number(await segment(page, n).evaluate((el) => getComputedStyle(el).flexGrow)));
    if (!seconds.every((x) => x > 1))
      throw new Error(`the segments' lengths are not steps' seconds: ${seconds}`);
    return seconds;
  } finally {
    await page.close();
  }
}

/** Step n's start, played at 1× from half a second before it (step n − 1 lasts `previousSeconds`). */
async function oneStepStart(context, base, n, previousSeconds) {
  const { page } = await openPage(context, `${base}?step=${n - 1}&t=${r1(previousSeconds - 0.5)}`);
  const browser = context.browser();
  let tracing = false;
  try {
    // As a reader meets the page a moment after it loads: what the app runs once to be quick
    // later has run.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_UP);
    tracing = true;
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'blink.user_timing'] });
    const clock = await markClock(page);
    await page.evaluate((until) => window.__bench.startFrames(until), `Step ${n} of 5`);
    await button(page, 'Play').click();
    await within(
      page.evaluate(() => window.__bench.rec.stopped),
      10_000,
      `step ${n} did not begin within 10 s`,
    );
    await sleep(300);
    await button(page, 'Pause').click();
    const rec = await page.evaluate(() => window.__bench.stopFrames());
    tracing = false;
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    return framesAfter(events, clock, rec.stoppedAt);
  } finally {
    if (tracing) await browser.stopTracing().catch(() => {});
    await page.close();
  }
}

/**
 * The frames drawn within STEP_FRAMES_MS after page time `at` (when the step count changed): the
 * CPU time of the task that drew each (the one with its PrePaint) and of the phases in it, and of
 * the tasks since the frame before; and the heaviest drawing task.
 */
function framesAfter(events, clock, at) {
  const tc = traceClock(events, clock);
  if (!tc) throw new Error('the trace has no clock mark');
  const { mark, at: toPage } = tc;
  const main = events.filter((e) => e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid);
  const cpu = (e) => (e.tdur ?? e.dur) / 1000;
  const inside = (e, outer) => e !== outer && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur;
  // Each phase's own events, not those nested in one of the same name (Paint nests Paint).
  const phaseOf = Object.fromEntries(
    STEP_PHASES.map(([name]) => {
      const all = main.filter((e) => e.name === name);
      return [name, all.filter((e) => !all.some((o) => inside(e, o)))];
    }),
  );
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  const frames = [];
  let since = 0;
  tasks.forEach((task, i) => {
    if (!phaseOf.PrePaint.some((e) => inside(e, task))) return;
    const before = tasks.slice(since, i);
    since = i + 1;
    const drawnAt = toPage(task.ts + task.dur);
    if (drawnAt <= at || drawnAt > at + STEP_FRAMES_MS) return;
    const phases = Object.fromEntries(
      STEP_PHASES.map(([name, key]) => [
        key,
        r2(phaseOf[name].filter((e) => inside(e, task)).reduce((a, e) => a + cpu(e), 0)),
      ]),
    );
    frames.push({
      drawnMs: r1(drawnAt - at),
      drawMs: r2(cpu(task)),
      beforeMs: r2(before.reduce((a, t) => a + cpu(t), 0)),
      ...phases,
    });
  });
  if (!frames.length) throw new Error(`no frame drawn within ${STEP_FRAMES_MS} ms after the step began`);
  const heaviest = frames.reduce((a, b) => (b.drawMs > a.drawMs ? b : a));
  return { frames, heaviest };
}

// ---------------------------------------------------------------------------------------------
// Seek latency

/**
 * `by`: `button` clicks "Play from step N"; `scrubber` presses the scrubber under the middle of
 * step N's segment (the segments are the steps to scale, above it), a jump that keeps the
 * player paused.
 */
async function seekRun(context, base, rate, by = 'button') {
  // Start at step 5 so that every jump (1, 2, 3, 4, 5, 1, …) changes the step count.
  const { page, cdp } = await openPage(context, `${base}?step=5&t=0`);
  const input = by === 'scrubber' ? 'press' : 'click';
  const browser = context.browser();
  let tracing = false;
  try {
    await sleep(300);
    await throttle(cdp, rate);
    // Collections are traced, as in the frame runs, to tell a slow seek that one paused.
    tracing = true;
    await browser.startTracing(page, { categories: GC_CATEGORIES });
    const clock = await markClock(page);
    const spans = [];
    const toFrame = [];
    const toDom = [];
    for (let i = 0; i < SEEK_TRIES; i++) {
      const n = stepOfTry(i);
      const expected = `Step ${n} of 5`;
      // Scrolled into view first (the step list is below the fold), so the figure is the input's,
      // not the scroll's.
      const target = by === 'scrubber' ? scrubber(page) : button(page, `Play from step ${n}`);
      await target.scrollIntoViewIfNeeded();
      const options = by === 'scrubber' ? { position: await middleOf(page, n) } : {};
      await page.evaluate((e) => window.__bench.armSeek(e), expected);
      await target.click(options);
      await page.waitForFunction(() => window.__bench.seek, null, { polling: 50, timeout: 10_000 });
      const s = await page.evaluate(() => window.__bench.seek);
      const from = s[input];
      if (from == null) throw new Error(`the ${input} was not seen in the page`);
      toFrame.push(s.frameAt - from);
      toDom.push(s.changeAt - from);
      spans.push([from, s.frameAt]);
      await sleep(250);
    }
    tracing = false;
    const traced = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    await throttle(cdp, 1);
    const worstAt = toFrame.indexOf(Math.max(...toFrame));
    // How many seeks a collector paused, and how long the worst of those took.
    const tc = traceClock(traced, clock);
    const paused = (name) => {
      if (!tc) return null;
      const gcs = pauseSpans(traced, tc, name);
      const hit = toFrame.filter((_, i) => gcs.some(([a, b]) => a < spans[i][1] && b > spans[i][0]));
      return { seeks: hit.length, worstMs: hit.length ? r1(Math.max(...hit)) : null };
    };
    return {
      cpuThrottle: rate,
      tries: SEEK_TRIES,
      medianMs: r1(median(toFrame)),
      worstMs: r1(toFrame[worstAt]),
      domMedianMs: r1(median(toDom)),
      domWorstMs: r1(Math.max(...toDom)),
      // Which try the worst was tells a first visit's cost (tries 1–4; the page opens at step 5)
      // from a random one.
      worst: { try: worstAt + 1, step: stepOfTry(worstAt) },
      eachMs: toFrame.map(r1),
      gc: { minor: paused('V8.GC_SCAVENGER'), major: paused('V8.GC_MARK_COMPACTOR') },
    };
  } finally {
    // A run that failed midway must not leave tracing on: the next run could not start its own.
    if (tracing) await browser.stopTracing().catch(() => {});
    await page.close();
  }
}

const seekFloorFigures = (run) => {
  const worstAt = run.eachMs.indexOf(Math.max(...run.eachMs));
  return { ...run, medianMs: r1(median(run.eachMs)), worstMs: run.eachMs[worstAt], worstTry: worstAt + 1 };
};

// ---------------------------------------------------------------------------------------------
// Idle cost

const metricMap = (m) => Object.fromEntries(m.metrics.map(({ name, value }) => [name, value]));

async function busyFor(page, cdp, ms) {
  await cdp.send('Performance.enable');
  const f0 = await page.evaluate(() => window.__bench.appFrames);
  const m0 = metricMap(await cdp.send('Performance.getMetrics'));
  const t0 = Date.now();
  await sleep(ms);
  const m1 = metricMap(await cdp.send('Performance.getMetrics'));
  const wall = Date.now() - t0;
  const f1 = await page.evaluate(() => window.__bench.appFrames);
  const per5s = (k) => r1(((m1[k] - m0[k]) * 1000 * IDLE_MS) / wall);
  return {
    taskMs: per5s('TaskDuration'),
    scriptMs: per5s('ScriptDuration'),
    layoutMs: per5s('LayoutDuration'),
    styleMs: per5s('RecalcStyleDuration'),
    appFrames: Math.round(((f1 - f0) * IDLE_MS) / wall),
    visibility: await page.evaluate(() => document.visibilityState),
    // Whether the app still says it plays at the end (it may pause itself, e.g. off-screen).
    playing: (await button(page, 'Pause').count()) === 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Garbage: what playing leaves for the collectors, Blink's heap apart from V8's. Blink's share
// of a major collection's pause grows with it (see gcPauses); the page's DOM writes make about
// half of it.

async function garbage(context, base) {
  const { page, cdp } = await openPage(context, `${base}?step=2&t=0`);
  const browser = context.browser();
  let tracing = false;
  try {
    await sleep(500);
    tracing = true;
    await browser.startTracing(page, { categories: GC_CATEGORIES });
    await page.evaluate(() => performance.mark('bench-garbage'));
    // A full collection (V8's and Blink's heaps together) before and after: what the second
    // finds, less what the first left, is what the play allocated in Blink's heap (in V8's, what
    // reached the old generation).
    await cdp.send('HeapProfiler.collectGarbage');
    const from = Date.now();
    await button(page, 'Play').click();
    await sleep(GARBAGE_SECONDS * 1000);
    await cdp.send('HeapProfiler.collectGarbage');
    const seconds = (Date.now() - from) / 1000;
    await button(page, 'Pause').click();
    tracing = false;
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const mark = events.find((e) => e.name === 'bench-garbage');
    if (!mark) return { error: 'the trace has no mark' };
    const full = fullCollections(events, mark.pid)
      .filter(({ ts }) => ts > mark.ts)
      .map(({ line }) => line);
    if (full.length < 2) return { error: `expected two full collections, saw ${full.length}` };
    // Older V8s (Chromium 150's) print no heap sizes in these lines: say so, not "NaN kB/s".
    const sizes = ['start', 'end'].flatMap((w) => [
      `${w}_global_consumed_size`,
      `${w}_old_gen_consumed_size`,
    ]);
    if (!full.every((line) => sizes.every((k) => Number.isFinite(line[k]))))
      return { error: "this Chromium's V8 gives no heap sizes per collection (global_consumed_size)" };
    const blink = (line, when) =>
      line[`${when}_global_consumed_size`] - line[`${when}_old_gen_consumed_size`];
    const old = (line, when) => line[`${when}_old_gen_consumed_size`];
    // Collections that came between are summed across: each starts where the one before ended.
    let blinkBytes = 0;
    let oldBytes = 0;
    for (let i = 1; i < full.length; i++) {
      blinkBytes += blink(full[i], 'start') - blink(full[i - 1], 'end');
      oldBytes += old(full[i], 'start') - old(full[i - 1], 'end');
    }
    return {
      span: `step 2 from 0 s, ${GARBAGE_SECONDS} s at 1×`,
      seconds: r1(seconds),
      blinkKBps: Math.round(blinkBytes / 1000 / seconds),
      oldGenerationKBps: Math.round(oldBytes / 1000 / seconds),
      // The forced ones (two rounds each) say "low memory notification"; any other came between.
      collectionsBetween: full.filter((line) => line.reason !== 'low memory notification').length,
    };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => {});
    await page.close();
  }
}

async function idle(context, base) {
  const out = {};
  {
    const { page, cdp } = await openPage(context, `${base}?step=3&t=2`);
    await sleep(1_000);
    out.paused = await busyFor(page, cdp, IDLE_MS);
    await page.close();
  }
  {
    const { page, cdp } = await openPage(context, `${base}?step=1&t=0`);
    await button(page, 'Play').click();
    await sleep(1_000);
    out.playingVisible = await busyFor(page, cdp, IDLE_MS);
    await page.close();
  }
  {
    const { page, cdp } = await openPage(context, `${base}?step=1&t=0`);
    await button(page, 'Play').click();
    const blank = await context.newPage();
    await blank.bringToFront();
    await sleep(1_000);
    out.playingBackgroundTab = await busyFor(page, cdp, IDLE_MS);
    await blank.close();
    await page.close();
  }
  {
    // Headless never hides a tab (above), so the page is told it is hidden, as a browser tells
    // it: this measures the app's own answer, with Chromium still offering it every frame.
    const { page, cdp } = await openPage(context, `${base}?step=1&t=0`);
    await button(page, 'Play').click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await sleep(1_000);
    out.playingHidden = await busyFor(page, cdp, IDLE_MS);
    await page.close();
  }
  {
    const { page, cdp } = await openPage(context, `${base}?step=1&t=0`, OFFSCREEN_VIEWPORT);
    await button(page, 'Play').click();
    const stageBottom = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('svg.stage').getBoundingClientRect().bottom;
    });
    await sleep(1_000);
    out.playingOffscreen = { ...(await busyFor(page, cdp, IDLE_MS)), stageBottom: r1(stageBottom) };
    await page.close();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Memory, with Playwright's fake clock: 52 s of story per loop in well under a second.

async function memory(browser, base) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(benchInit);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${base}?step=1&t=0`, { waitUntil: 'networkidle' });
    await page.waitForSelector(DRAWN_STAGE);
    // From here the page's time moves only by runFor: no real time leaks into the story.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const cdp = await context.newCDPSession(page);
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      return {
        heapUsedMB: Math.round((heap.usedSize / 1e6) * 100) / 100,
        domNodes: dom.nodes,
        elements,
        listeners: dom.jsEventListeners,
      };
    };
    const out = { afterLoad: await sample() };
    // Loop 1 times the story in the page: each change of the step count, and the moment the
    // Play button is back, by the page's (fake) clock, to the frame.
    await page.evaluate((sel) => {
      const norm = (x) => (x ?? '').replace(/\s+/g, ' ').trim();
      const story = { marks: [], endAt: null };
      window.__bench.story = story;
      const mo = new MutationObserver(() => {
        const text = norm(document.querySelector(sel)?.textContent);
        if (text !== story.marks.at(-1)?.[1]) story.marks.push([performance.now(), text]);
        const over = [...document.querySelectorAll('button')].some((b) => norm(b.textContent) === 'Play');
        if (over && story.marks.length > 1) {
          story.endAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, STEP_COUNT);
    await button(page, 'Play').click();
    let elapsed = 0;
    while (!(await page.evaluate(() => window.__bench.story.endAt))) {
      if (elapsed >= 300_000) throw new Error('the story did not end within 300 s of story time');
      await page.clock.runFor(5_000);
      elapsed += 5_000;
    }
    const { marks, endAt, click } = await page.evaluate(() => ({
      ...window.__bench.story,
      click: window.__bench.lastClick,
    }));
    const starts = [click, ...marks.filter(([, text]) => !/Step 1 /.test(text)).map(([t]) => t)];
    const steps = starts.map((t, i) => r2(((starts[i + 1] ?? endAt) - t) / 1000));
    out.story = { seconds: r2((endAt - click) / 1000), steps, resolution: 0.02 };
    out.after1 = await sample();
    for (let loop = 2; loop <= MEMORY_LOOPS; loop++) {
      await button(page, 'Play').click();
      await page.clock.runFor(Math.ceil(out.story.seconds + 1) * 1_000);
      if (!(await button(page, 'Play').isVisible())) throw new Error(`loop ${loop} did not reach the end`);
    }
    out.after20 = await sample();
    return out;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Cold load

async function load(browser, base) {
  const runs = [];
  for (let i = 0; i <= LOAD_RUNS; i++) {
    // A fresh context each time: empty cache. The first run warms the browser and is dropped.
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      await context.addInitScript(benchInit);
      const page = await context.newPage();
      await page.goto(base, { waitUntil: 'commit' });
      await page.waitForFunction(
        () =>
          window.__bench?.stageReadyAt != null &&
          performance.getEntriesByName('first-contentful-paint').length > 0,
        null,
        {
          polling: 50,
          timeout: 30_000,
        },
      );
      const r = await page.evaluate(() => ({
        stageReady: window.__bench.stageReadyAt,
        stageInDom: window.__bench.stageAt,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      }));
      if (i > 0) runs.push(r);
    } finally {
      await context.close();
    }
  }
  const col = (k) => runs.map((r) => r[k]).filter((x) => x != null);
  return {
    runs: LOAD_RUNS,
    stageReadyMedianMs: r1(median(col('stageReady'))),
    stageReadyMinMs: r1(Math.min(...col('stageReady'))),
    stageReadyMaxMs: r1(Math.max(...col('stageReady'))),
    stageInDomMedianMs: r1(median(col('stageInDom'))),
    fcpMedianMs: r1(median(col('fcp'))),
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function lighthouseRun(base) {
  let lighthouse, launch, version;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
    ({ launch } = await import('chrome-launcher'));
    version = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch (err) {
    return { unavailable: `cannot load lighthouse (${String(err.message).split('\n')[0]})` };
  }
  const out = { version, preset: 'default (mobile), simulated and applied throttling', pages: {} };
  rmSync(LIGHTHOUSE_PROFILE, { recursive: true, force: true });
  mkdirSync(LIGHTHOUSE_PROFILE, { recursive: true });
  try {
    const chrome = await launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      userDataDir: LIGHTHOUSE_PROFILE,
      logLevel: 'silent',
      handleSIGINT: false,
    });
    state.lhChrome = chrome;
    // Simulated throttling is Lighthouse's default and its score; applied throttling really slows
    // the network and CPU, so it also sees what paints before the scripts arrive (pre-rendering),
    // which the simulation, fed a fast local load, cannot.
    out.appliedThrottling = {};
    for (const [path, method] of [
      ['/', 'simulate'],
      ['/?embed=1', 'simulate'],
      ['/', 'devtools'],
      ['/?embed=1', 'devtools'],
    ]) {
      const url = new URL(path, base).href;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: method,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const audit = (id) => r1(lhr.audits[id]?.numericValue);
      (method === 'simulate' ? out.pages : out.appliedThrottling)[path] = {
        score:
          lhr.categories.performance.score == null
            ? null
            : Math.round(lhr.categories.performance.score * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        speedIndexMs: audit('speed-index'),
        warnings: lhr.runWarnings ?? [],
      };
    }
  } catch (err) {
    out.unavailable = String(err?.message ?? err).split('\n')[0];
  }
  return out;
}

// After the lighthouse phase, not inside it: Chrome's processes count as this script's only while
// they live. Killed (chrome-launcher kills the whole group), they are reaped by init, not through
// this script, so when they died before the phase's last look its "others" column took all their
// CPU time: 29–33 % in runs 17 and 20–22, 1–2 % in runs 14–16, 18 and 19. Also the cleanup's, on a
// signal or at exit.
function closeLighthouse() {
  try {
    state.lhChrome?.kill();
  } catch {
    // already gone
  }
  state.lhChrome = null;
  // Retried: a Chrome just killed may still be writing its profile.
  rmSync(LIGHTHOUSE_PROFILE, { recursive: true, force: true, maxRetries: 3 });
}

// ---------------------------------------------------------------------------------------------
// The table

const files = (n) => `${n} file${n === 1 ? '' : 's'}`;
const kB = (b) => `${(b / 1000).toFixed(1)} kB`;
const ms = (x) => (x == null ? '–' : `${x.toFixed(1)} ms`);
const seekGc = (gc) => {
  const said = ['minor', 'major']
    .filter((kind) => gc?.[kind]?.seeks)
    .map((kind) => `a ${kind} GC in ${gc[kind].seeks} (worst ${ms(gc[kind].worstMs)})`);
  return said.length ? `; ${said.join(', ')}` : '';
};
/**
 * Major collections by reason, each one's final pause and when it ended, after `from`; led by
 * `sep`, or nothing when there were none.
 */
const majorReasons = ({ reasons, finalPauses = [] } = {}, { from = 'Play', sep = '; ' } = {}) => {
  const list = Object.entries(reasons ?? {});
  if (!list.length) return '';
  const pauses = finalPauses.map(
    (p) =>
      `${ms(p.pauseMs)}, Blink's heap ${ms(p.blinkMs)}${p.endedAt == null ? '' : `, ended ${p.endedAt} s after ${from}`}`,
  );
  return `${sep}major: ${list.map(([why, n]) => `${why} ×${n}`).join(', ')} (final pause: ${pauses.join('; ')})`;
};

/** What a further page's 4× playthrough adds: its late frames and the collections among them. */
const lateFramesOf = (f) => ({
  frames: f.frames,
  over20: f.over20,
  over33: f.over33,
  lateAt: f.lateAt,
  lateMs: f.lateMs,
  atStepStart: f.atStepStart,
  gcOver33: f.gc.error ? null : f.gc.major.over33,
});

const afterStepText = (n) => `${n} within ${STEP_START_MS} ms after a step began`;

/** The further 4× pages, each, then the median over every page, the first run's included. */
const morePagesText = ({ x4, x4More }) => {
  if (!x4More) return 'not run';
  if (x4More.error) return x4More.error;
  const all = [x4, ...x4More].filter((f) => !f.error).map((f) => f.over33);
  const each = x4More.map(
    (p) =>
      `${p.over33} of ${p.frames}` +
      (p.lateAt.length
        ? ` (${p.lateAt.map((t) => `${t} s`).join(', ')}; ${p.gcOver33 ?? '?'} in a major GC, ` +
          `${afterStepText(p.atStepStart)})`
        : ''),
  );
  return `${each.join('; ')}; median of all ${all.length} pages ${median(all)}`;
};

const floorText = (f) =>
  !f
    ? 'not run'
    : (f.error ??
      f.runs
        .map(
          (r) =>
            `${r.workMs} ms of work a frame: ${r.over33} of ${r.frames}` +
            (r.lateAt.length
              ? ` (${r.lateAt.map((t) => `${t} s`).join(', ')}; ${r.gc?.major?.over33 ?? '?'} in a major GC)`
              : '') +
            majorReasons(r.gc?.major, { from: 'its first frame', sep: ', ' }),
        )
        .join('; ') + ` (${f.seconds} s each)`);
const seekFloorText = (f) =>
  !f
    ? 'not run'
    : (f.error ??
      f.runs
        .map(
          (r) => `${r.workMs} ms of work a press: ${ms(r.medianMs)} / ${ms(r.worstMs)} (try ${r.worstTry})`,
        )
        .join('; '));
const lhText = (p) =>
  `${p.score} (FCP ${ms(p.fcpMs)}, LCP ${ms(p.lcpMs)}, TBT ${ms(p.tbtMs)}, CLS ${p.cls?.toFixed(3)})`;

function table(result) {
  const rows = [];
  const section = (name, list) => {
    for (const [i, [metric, value]] of list.entries()) rows.push([i === 0 ? name : '', metric, value]);
    rows.push(null);
  };
  const failed = (x) => (!x ? [['not run', '']] : x.error ? [['error', x.error]] : null);
  const m = result.machine;
  section('Machine', [
    ['cpu', `${m.cpu} × ${m.cores} cores, ${m.memoryGB} GB`],
    ['node / chromium', `${m.node} / ${m.chromium}`],
    [
      'date, build of',
      `${m.date}, ${result.source?.ref} @ ${String(result.source?.commit ?? '?').slice(0, 8)}`,
    ],
  ]);
  const b = result.bundle;
  section(
    'Bundle',
    failed(b) ?? [
      [
        'initial JS (raw / gzip)',
        `${kB(b.initial.js.raw)} / ${kB(b.initial.js.gzip)} (${files(b.initial.js.files)})`,
      ],
      ['initial CSS (raw / gzip)', `${kB(b.initial.css.raw)} / ${kB(b.initial.css.gzip)}`],
      [
        'total JS (raw / gzip)',
        `${kB(b.total.js.raw)} / ${kB(b.total.js.gzip)} (${files(b.total.js.files)})`,
      ],
      ['total CSS (raw / gzip)', `${kB(b.total.css.raw)} / ${kB(b.total.css.gzip)}`],
      ...b.lazy.map((f) => [`lazy: ${f.name}`, `${kB(f.raw)} / ${kB(f.gzip)}`]),
    ],
  );
  const story = result.memory?.story;
  const storyOf = (span) =>
    !story ? '? s' : `${r1(span === 'steps 1–2' ? story.steps[0] + story.steps[1] : story.seconds)} s`;
  for (const [key, title] of [
    ['x1', 'Frames 1× CPU'],
    ['x4', 'Frames 4× CPU'],
    ['severalX4', `Frames 4× CPU, ${SEVERAL} players side by side`],
  ]) {
    const f = result.frames[key];
    section(
      title,
      failed(f) ?? [
        ['span', `${f.span}: ${f.wallSeconds} s wall for ${storyOf(f.span)} of story`],
        ['frames', `${f.frames} (${f.fps} fps)`],
        ['frame time p50 / p95 / p99', `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)} (max ${ms(f.max)})`],
        [
          'frames > 20 ms / > 33 ms',
          `${f.over20} / ${f.over33}${f.lateAt.length ? ` (${f.lateAt.map((t, i) => `${t} s${f.lateMs ? `: ${ms(f.lateMs[i])}` : ''}`).join(', ')} after Play; ${afterStepText(f.atStepStart)})` : ''}`,
        ],
        ['long tasks', `${f.longTasks.count}, ${ms(f.longTasks.totalMs)} total`],
        [
          'GC pauses: minor / major (frames > 33 ms in one)',
          f.gc.error ??
            [f.gc.minor, f.gc.major].map((g) => `${g.count}, max ${ms(g.maxMs)} (${g.over33})`).join(' / ') +
              majorReasons(f.gc.major),
        ],
        ...(key === 'x4'
          ? [
              ['more fresh pages: frames > 33 ms', morePagesText(result.frames)],
              ['floor, a blank page moving one dot: frames > 33 ms', floorText(result.frames.floor4)],
            ]
          : []),
        [
          'by step: frames > 33 ms, long-task ms',
          Object.entries(f.byStep)
            .map(([n, x]) => `${n}: ${x.over33}, ${Math.round(x.longTaskMs)}`)
            .join(' · '),
        ],
      ],
    );
  }
  const s = result.seek;
  section(
    'Seek (Play from step N; a press on the scrubber)',
    [
      ['x1', '1× CPU'],
      ['x4', '4× CPU'],
      ['scrubberX1', 'scrubber, 1× CPU', 'press'],
      ['scrubberX4', 'scrubber, 4× CPU', 'press'],
    ]
      .flatMap(([key, label, input = 'click']) =>
        !s[key] || s[key].error
          ? [[`${label}`, s[key]?.error ?? 'not run']]
          : [
              [
                `${label}: ${input} → frame median / worst`,
                `${ms(s[key].medianMs)} / ${ms(s[key].worstMs)} (${s[key].tries} tries; worst: try ${s[key].worst.try}, to step ${s[key].worst.step})` +
                  seekGc(s[key].gc),
              ],
            ],
      )
      .concat([
        ["floor, a blank page's range input, 4×: press → frame median / worst", seekFloorText(s.floorX4)],
      ]),
  );
  const st = result.stepStarts;
  section(
    "Step starts, 1× CPU, traced: the main thread's time to draw a frame",
    failed(st) ?? [
      [
        'heaviest drawing task, each page: step 2 / 3 / 4 / 5',
        st.pages
          .map((p) =>
            Object.values(p)
              .map((x) => ms(x.heaviest.drawMs))
              .join(' / '),
          )
          .join('; '),
      ],
      [
        `median / worst; over ${st.budgetMs} ms (16.7 ms at 4×)`,
        `${ms(st.medianMs)} / ${ms(st.worstMs)}; ${st.overBudget} of ${st.starts} step starts`,
      ],
      ['tasks between the frame before and it (median)', ms(st.beforeMedianMs)],
      [
        'in the heaviest drawing tasks (medians)',
        Object.entries(st.inHeaviest)
          .map(([key, x]) => `${key.replace(/Ms$/, '')} ${ms(x)}`)
          .join(', '),
      ],
    ],
  );
  const idleRows = failed(result.idle) ?? [
    ...[
      ['paused', 'paused'],
      ['playingVisible', 'playing, visible (reference)'],
      ['playingBackgroundTab', 'playing, background tab'],
      ['playingHidden', 'playing, told the tab is hidden'],
      ['playingOffscreen', 'playing, scrolled off-screen'],
    ].map(([key, label]) => {
      const x = result.idle[key];
      let note = `${x.appFrames} app frames, page ${x.visibility}`;
      if (key !== 'paused' && !x.playing) note += ', app paused itself';
      if (key !== 'paused' && x.playing && x.appFrames === 0) note += ', clock suspended';
      if (key === 'playingBackgroundTab' && x.visibility === 'visible') note += ' (headless never hides it)';
      if (key === 'playingOffscreen') note += `, stage bottom ${x.stageBottom}px`;
      return [label, `${ms(x.taskMs)} main thread (script ${ms(x.scriptMs)}); ${note}`];
    }),
  ];
  section(`Idle cost per ${IDLE_MS / 1000} s`, idleRows);
  const g = result.garbage;
  section(
    'Garbage while playing',
    failed(g) ?? [
      ['span', `${g.span} (${g.seconds} s between two full collections)`],
      [
        "Blink's heap / JS old generation",
        `${g.blinkKBps} kB/s / ${g.oldGenerationKBps} kB/s` +
          (g.collectionsBetween
            ? ` (${g.collectionsBetween} collections of V8's own between, summed across)`
            : ''),
      ],
    ],
  );
  const mem = result.memory;
  const memRow = (x) =>
    `${x.heapUsedMB} MB heap, ${x.domNodes} DOM nodes (${x.elements} elements), ${x.listeners} listeners`;
  section(
    'Memory (after GC)',
    failed(mem) ?? [
      [
        'story length (fake clock)',
        `${mem.story.seconds} s = ${mem.story.steps.join(' + ')} (±${mem.story.resolution} s)`,
      ],
      ['after load', memRow(mem.afterLoad)],
      ['after 1 loop', memRow(mem.after1)],
      [`after ${MEMORY_LOOPS} loops`, memRow(mem.after20)],
    ],
  );
  const l = result.load;
  const lh = result.lighthouse;
  section('Load', [
    ...(failed(l) ?? [
      [
        'cold: stage drawn + fonts ready',
        `median ${ms(l.stageReadyMedianMs)} (min ${ms(l.stageReadyMinMs)}, max ${ms(l.stageReadyMaxMs)}, ${l.runs} runs)`,
      ],
      ['cold: first contentful paint', `median ${ms(l.fcpMedianMs)}`],
    ]),
    ...(!lh || lh.unavailable
      ? [['lighthouse', `unavailable (${lh?.unavailable ?? 'not run'})`]]
      : [
          ...Object.entries(lh.pages).map(([path, p]) => [`lighthouse ${path}`, lhText(p)]),
          ...Object.entries(lh.appliedThrottling ?? {}).map(([path, p]) => [
            `lighthouse ${path}, applied throttling`,
            lhText(p),
          ]),
        ]),
  ]);
  section(
    'Phase durations',
    result.phases.map((p) => [
      p.name,
      `${p.seconds.toFixed(1)} s${p.error ? ' (failed)' : ''}` +
        (p.cpu ? ` · CPU busy ${p.cpu.machineBusyPct}%, others ${p.cpu.othersPct}%` : ''),
    ]),
  );
  rows.pop();
  rows.push(null, ['Total', '', `${result.totalSeconds.toFixed(1)} s`]);
  const noisy = result.phases.filter((p) => p.cpu && p.cpu.othersPct >= NOISY_PCT && MEASURED.test(p.name));
  if (noisy.length)
    rows.push([
      'WARNING',
      'busy machine',
      `other processes used ≥${NOISY_PCT}% of the CPU during: ${noisy.map((p) => p.name).join(', ')}`,
    ]);

  const header = ['Section', 'Metric', 'Value'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.filter(Boolean).map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map((r) => (r ? line(r) : line(['', '', ''])))].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Main

const result = {
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    chromium: null,
    date: new Date().toISOString(),
  },
  settings: {
    viewport: VIEWPORT,
    offscreenViewport: OFFSCREEN_VIEWPORT,
    idleWindowMs: IDLE_MS,
    seekTries: SEEK_TRIES,
    memoryLoops: MEMORY_LOOPS,
    loadRuns: LOAD_RUNS,
    fourXSpan: QUICK ? 'steps 1–2' : 'steps 1–5',
  },
  source: null,
  bundle: null,
  frames: {},
  seek: {},
  stepStarts: null,
  idle: null,
  garbage: null,
  memory: null,
  load: null,
  lighthouse: null,
  phases,
  errors,
  totalSeconds: null,
};

let exitCode = 0;
try {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('no Chromium found (see README: CHROMIUM_PATH or apt-get install chromium)');
  const source = await phase('build', () => build());
  if (source.error) throw new Error(`build failed: ${source.error}`);
  result.source = source;
  result.bundle = await phase('bundle', () => bundle());
  const { base } = await phase('server', () => startServer());
  if (!base) throw new Error('the server did not start');
  result.server = base;

  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  state.browser = browser;
  result.machine.chromium = browser.version();
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(benchInit);

  result.pageCheck = await phase('page check', () => pageCheck(context, base));
  result.load = await phase('load', () => load(browser, base));
  result.frames.x1 = await phase('frames 1× (steps 1–5)', () => frameRun(context, base, 1));
  result.frames.x4 = await phase(`frames 4× (steps 1–${QUICK ? 2 : 5})`, () => frameRun(context, base, 4));
  // As long as the 4× run, straight after it: what this machine misses with nothing of the app,
  // doing no work, then FLOOR_WORK_MS a frame, evenly.
  const seconds = result.frames.x4.wallSeconds ?? (QUICK ? 19 : 55);
  result.frames.floor4 = await phase('floor 4× (blank page)', async () => ({
    seconds,
    runs: [
      await floorRun(context, { seconds, rate: 4, ms: 0 }),
      await floorRun(context, { seconds, rate: 4, ms: FLOOR_WORK_MS }),
    ],
  }));
  // Not in a quick run, which plays steps 1–2 only.
  if (!QUICK)
    result.frames.x4More = await phase(`frames 4×, ${X4_PAGES - 1} more fresh pages`, async () => {
      const pages = [];
      for (let i = 1; i < X4_PAGES; i++) pages.push(lateFramesOf(await frameRun(context, base, 4)));
      return pages;
    });
  result.frames.severalX4 = await phase(`frames 4×, ${SEVERAL} players (steps 1–${QUICK ? 2 : 5})`, () =>
    frameRun(context, base, 4, { several: true }),
  );
  result.seek.x1 = await phase('seek 1×', () => seekRun(context, base, 1));
  result.seek.x4 = await phase('seek 4×', () => seekRun(context, base, 4));
  result.seek.scrubberX1 = await phase('seek 1×, scrubber', () => seekRun(context, base, 1, 'scrubber'));
  result.seek.scrubberX4 = await phase('seek 4×, scrubber', () => seekRun(context, base, 4, 'scrubber'));
  // Straight after it: what a blank page's range input takes from press to frame on this machine
  // at 4×, doing nothing else, then about what the app's press does at 1×.
  result.seek.floorX4 = await phase('seek floor 4× (blank page)', async () => ({
    runs: [
      seekFloorFigures(await seekFloorRun(context, { rate: 4, tries: SEEK_TRIES, ms: 0 })),
      seekFloorFigures(await seekFloorRun(context, { rate: 4, tries: SEEK_TRIES, ms: SEEK_FLOOR_WORK_MS })),
    ],
  }));
  result.stepStarts = await phase('step starts 1× (traced)', () => stepStartRun(context, base));
  result.idle = await phase('idle', () => idle(context, base));
  result.garbage = await phase('garbage', () => garbage(context, base));
  result.memory = await phase(`memory (${MEMORY_LOOPS} loops, fake clock)`, () => memory(browser, base));
  await context.close();
  await browser.close();
  state.browser = null;
  if (state.stopping) throw new Error('stopped by a signal');
  // Lighthouse last, alone: its own Chrome, nothing else on the CPU.
  result.lighthouse = await phase('lighthouse', () => lighthouseRun(base));
  closeLighthouse();
  if (result.lighthouse.error) result.lighthouse = { unavailable: result.lighthouse.error };
} catch (err) {
  errors.push({ phase: 'setup', message: String(err?.message ?? err).split('\n')[0] });
  log(`stopped: ${err?.message ?? err}`);
} finally {
  await cleanup();
}

result.totalSeconds = r1((Date.now() - started) / 1000);
for (const p of phases) if (errors.some((e) => e.phase === p.name)) p.error = true;
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(`${RESULTS}.tmp`, `${JSON.stringify(result, null, 2)}\n`);
renameSync(`${RESULTS}.tmp`, RESULTS);
console.log(table(result));
if (errors.length) console.log(`\nErrors: ${errors.map((e) => `${e.phase}: ${e.message}`).join('; ')}`);
log(`wrote ${relative(ROOT, RESULTS)}`);
if (errors.length) exitCode = 1;
clearTimeout(watchdog);
process.exit(exitCode);
