// `npm run render -- --format webm|gif|png [--step N] [--width W] [--theme light|dark] [--no-captions] --out FILE`
// The story (or a step) as a video, a GIF or PNG frames, from the command line: the built site
// is served here and the page's own exporter renders it in headless Chromium, so the file has
// the frames a reader's "Download video" has. Progress goes to stderr; the last line on stdout
// names the file, its size, its frames and its duration. Bad arguments exit with code 2.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, findTestChromium } from './chromium.mjs';
import { USAGE, parseRenderArgs } from './render-args.mjs';
import { exporterChunk, renderInPage } from './render-page.mjs';

const parsed = parseRenderArgs(process.argv.slice(2));
if ('help' in parsed) {
  console.log(USAGE);
  process.exit(0);
}
if ('error' in parsed) {
  console.error(`npm run render: ${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}
const options = parsed.options;
const out = resolve(options.out);

/** The newest modification time of a file or of anything under a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

// Built when there is no build, or the sources changed after it: the site only, not the
// element and the library, which the exporter is not part of.
const built = newest('dist/index.html');
const hasChunk = (() => {
  try {
    return Boolean(exporterChunk());
  } catch {
    return false;
  }
})();
if (
  !hasChunk ||
  ['src', 'public', 'index.html', 'vite.config.ts', 'vite.shared.ts', 'package-lock.json'].some(
    (p) => newest(p) > built,
  )
) {
  console.error('building the site (npx vite build)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: ['ignore', 2, 2] });
  if (build.status !== 0) process.exit(1);
}

const browserPath = findTestChromium();
if (!browserPath) {
  console.error('npm run render needs Chromium: on Debian, apt-get install chromium-headless-shell');
  process.exit(1);
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

const port = await freePort();
const server = spawn(process.execPath, ['scripts/serve.mjs', String(port)], { stdio: ['ignore', 'pipe', 2] });
await new Promise((done, fail) => {
  server.stdout.on('data', (d) => String(d).includes('serving') && done());
  server.on('exit', (code) => fail(new Error(`the site's server stopped (exit ${code})`)));
});

const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('svg.stage > g');
  if (options.format === 'png') mkdirSync(out, { recursive: true });
  const started = performance.now();
  let shown = -1;
  let bytes = 0;
  const result = await renderInPage(
    page,
    {
      format: options.format,
      step: options.step,
      width: options.width,
      theme: options.theme,
      captions: options.captions,
    },
    {
      onProgress(done, total) {
        // On a terminal, one line kept up to date; in a log, a line every tenth.
        const tty = process.stderr.isTTY;
        const percent = Math.floor((done / total) * (tty ? 100 : 10)) * (tty ? 1 : 10);
        if (percent === shown) return;
        shown = percent;
        const line = `rendering: frame ${done} of ${total} (${percent}%)`;
        process.stderr.write(tty ? `\r${line}` : `${line}\n`);
      },
      onPng(k, png) {
        bytes += png.length;
        writeFileSync(join(out, `frame-${String(k + 1).padStart(5, '0')}.png`), png);
      },
    },
  );
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (result.bytes) {
    writeFileSync(out, result.bytes);
    bytes = result.bytes.length;
  }
  const took = (performance.now() - started) / 1000;
  console.error(
    `rendered in ${took.toFixed(1)} s: ${(took / result.seconds).toFixed(2)} s of rendering per second of story`,
  );
  const size = bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(1)} kB`;
  const what = [result.codec, `${result.width}×${result.height}`].filter(Boolean).join(', ');
  console.log(`${out}: ${size}, ${result.frames} frames, ${result.seconds.toFixed(2)} s (${what})`);
} catch (error) {
  failed = true;
  console.error(`\nnpm run render: ${error instanceof Error ? error.message : error}`);
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
