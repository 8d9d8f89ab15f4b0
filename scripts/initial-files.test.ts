import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initialFiles } from './initial-files.mjs';
import { sizeBudgets } from './size-budgets.mjs';

const made: string[] = [];
/** A built site in a new folder: its index.html (unless null) and the files it names. */
function site(html: string | null, files: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-initial-'));
  made.push(dir);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  if (html !== null) writeFileSync(join(dir, 'index.html'), html);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// As Vite writes a page whose entry the bundler split: the entry, and a chunk it preloads.
const SPLIT = `<!doctype html><html><head>
  <link rel="icon" href="./favicon.svg">
  <script src='./boot.js'></script>
  <script type="module" crossorigin src="./assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="./assets/shared-b2.js">
  <link rel="modulepreload" crossorigin href="/assets/shared-b2.js">
  <link rel=stylesheet crossorigin href=assets/index-c3.css?v=2>
  <link rel="preload" as="script" href="./assets/late-e5.js#x">
  <link rel="preload" as="font" href="./fonts/sans.woff2">
  <link rel="prefetch" href="./assets/motionParts-d4.js">
  </head><body><div id="root"></div><script>window.inline = true</script></body></html>`;
const SPLIT_FILES = [
  'boot.js',
  'assets/index-a1.js',
  'assets/shared-b2.js',
  'assets/index-c3.css',
  'assets/late-e5.js',
  'assets/motionParts-d4.js',
  'fonts/sans.woff2',
];

describe('initialFiles: what the size budget counts as the page’s initial JS and CSS', () => {
  it('counts the scripts, the chunks the entry preloads and the stylesheets, and nothing else', () => {
    expect(initialFiles(site(SPLIT, SPLIT_FILES))).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/late-e5.js',
      'assets/shared-b2.js',
      'boot.js',
    ]);
  });

  it('says what to do when the site is not built', () => {
    expect(() => initialFiles(site(null))).toThrow(
      /index\.html not found: build the site first \(npm run build\)/,
    );
  });

  it('refuses a page that loads a script from another origin', () => {
    const dir = site('<script src="https://cdn.example.com/react.js"></script>');
    expect(() => initialFiles(dir)).toThrow(
      /loads https:\/\/cdn\.example\.com\/react\.js: not a file of the site/,
    );
    const bare = site('<script src="//cdn.example.com/react.js"></script>');
    expect(() => initialFiles(bare)).toThrow(/not a file of the site/);
  });

  it('refuses a file the page names but the site does not have, rather than count less', () => {
    const dir = site(
      SPLIT,
      SPLIT_FILES.filter((f) => f !== 'assets/shared-b2.js'),
    );
    expect(() => initialFiles(dir)).toThrow(/loads \.\/assets\/shared-b2\.js, which is not in/);
    const outside = site('<link rel="stylesheet" href="../elsewhere.css">');
    expect(() => initialFiles(outside)).toThrow(/loads \.\.\/elsewhere\.css, which is not in/);
  });
});

describe('sizeBudgets: the checks size-limit runs', () => {
  it('holds a chunk split off the entry to the initial JS budget', () => {
    const dist = site(SPLIT, SPLIT_FILES);
    const initialJs = sizeBudgets(dist).find((check) => check.name.startsWith('page: initial JS'));
    expect(initialJs).toBeDefined();
    expect(initialJs?.path).toEqual(
      ['assets/index-a1.js', 'assets/late-e5.js', 'assets/shared-b2.js', 'boot.js'].map((f) => join(dist, f)),
    );
  });
});
