import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importsOf, lazyChunkErrors, lazyModuleErrors } from './lazy-modules.mjs';

const made: string[] = [];
/** A folder of files, each path to its text. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-lazy-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('importsOf', () => {
  it('reads imports that bring code, not type imports, and import() apart', () => {
    const text = [
      "import { a, type B } from './a';",
      "import type { C } from './c';",
      "import { type D } from './d';",
      "export { e } from './e';",
      "import './f.css';",
      "// import { g } from './g';",
      "const h = () => import('./h.lazy');",
    ].join('\n');
    expect(importsOf(text)).toEqual({
      staticImports: ['./a', './e', './f.css'],
      dynamicImports: ['./h.lazy'],
    });
  });
});

describe('lazyModuleErrors', () => {
  it('accepts a page whose .lazy modules are reached by import() alone', () => {
    const src = folder({
      'main.tsx': "import { x } from './x';\nimport type { P } from './part.lazy';",
      'x.ts': "export const x = () => import('./part.lazy');",
      'part.lazy.tsx': "import { y } from './y.lazy';\nimport { x } from './x';",
      'y.lazy.ts': 'export const y = 1;',
    });
    expect(lazyModuleErrors(src)).toEqual([]);
  });

  it('names a .lazy module the entry reaches without import(), with the chain to cut', () => {
    const src = folder({
      'main.tsx': "import { x } from './x';",
      'x.ts': "import { y } from './y.lazy';",
      'y.lazy.ts': 'export const y = 1;',
    });
    expect(lazyModuleErrors(src)).toEqual([
      'y.lazy.ts is in the first download: main.tsx → x.ts → y.lazy.ts',
    ]);
  });

  it('names an import() of a module not named .lazy', () => {
    const src = folder({ 'main.tsx': "const z = () => import('./z');", 'z.ts': '' });
    expect(lazyModuleErrors(src)).toEqual(['main.tsx loads ./z with import(), which is not named .lazy']);
  });

  it('holds the project’s own sources', () => {
    expect(lazyModuleErrors(join(import.meta.dirname, '../src'))).toEqual([]);
  });
});

describe('lazyChunkErrors', () => {
  const manifest = (chunks: object) => folder({ '.vite/manifest.json': JSON.stringify(chunks) });
  const entry = { 'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true } };

  it('accepts a build whose only initial script is the entry and whose import()s are .lazy', () => {
    const dist = manifest({
      ...entry,
      'src/a.lazy.ts': { file: 'assets/a-2.js', src: 'src/a.lazy.ts', isDynamicEntry: true },
    });
    expect(lazyChunkErrors(dist, ['assets/index-1.js'])).toEqual([]);
  });

  it('names a chunk split off the entry, and an import() of a module not named .lazy', () => {
    const dist = manifest({
      ...entry,
      '_state-3.js': { file: 'assets/state-3.js', name: 'state' },
      'src/b.ts': { file: 'assets/b-4.js', src: 'src/b.ts', isDynamicEntry: true },
    });
    expect(lazyChunkErrors(dist, ['assets/index-1.js', 'assets/state-3.js'])).toEqual([
      'assets/b-4.js is loaded with import() but comes from src/b.ts, not named .lazy',
      "index.html loads assets/state-3.js besides the entry: the bundler split the entry's chunk",
    ]);
  });
});
