import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initialFiles } from './initial-files.mjs';

const made: string[] = [];
function site(html: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-initial-'));
  made.push(dir);
  mkdirSync(join(dir, 'assets'));
  if (html !== null) writeFileSync(join(dir, 'index.html'), html);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('initialFiles: what the size budget counts as the page’s initial JS and CSS', () => {
  it('counts the scripts, the chunks the entry preloads and the stylesheets, and nothing else', () => {
    const dir = site(`<!doctype html><html><head>
      <link rel="icon" href="./favicon.svg">
      <script src="./boot.js"></script>
      <script type="module" crossorigin src="./assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/shared-b2.js">
      <link rel="modulepreload" crossorigin href="/assets/shared-b2.js">
      <link rel="stylesheet" crossorigin href="assets/index-c3.css">
      <link rel="prefetch" href="./assets/motionParts-d4.js">
      </head><body><div id="root"></div><script>window.inline = true</script></body></html>`);
    expect(initialFiles(dir)).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/shared-b2.js',
      'boot.js',
    ]);
  });

  it('says what to do when the site is not built', () => {
    const dir = site(null);
    expect(() => initialFiles(dir)).toThrow(/index\.html not found: build the site first \(npm run build\)/);
  });

  it('refuses a page that loads a script from another origin', () => {
    const dir = site('<script src="https://cdn.example.com/react.js"></script>');
    expect(() => initialFiles(dir)).toThrow(
      /loads https:\/\/cdn\.example\.com\/react\.js: not a file of the site/,
    );
  });
});
