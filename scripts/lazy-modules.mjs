import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The convention that keeps code out of the page's first download, by structure rather than by
// care: a module whose name ends in `.lazy` (`Handout.lazy.tsx`) is never part of it. The page
// loads every such module with import(), or reaches it only from another one; import() loads
// nothing else. The size check holds the sources and the built site to it.

export const LAZY = /\.lazy\.tsx?$/;
const SOURCE = /\.tsx?$/;
const NOT_SHIPPED = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function sourcesIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesIn(path);
    return SOURCE.test(name) && !NOT_SHIPPED.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it, or null for a package. */
function resolved(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

// Without comments, so that an import written in a comment is not read as one.
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** What a module imports with code (not `import type`), and what it loads with import(). */
export function importsOf(text) {
  const source = code(text);
  const staticImports = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const [, , what, specifier] = m;
    const names = what.match(/^\{([^}]*)\}$/)?.[1];
    const typeOnly =
      /^type\b/.test(what) ||
      (names !== undefined && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim())));
    if (!typeOnly) staticImports.push(specifier);
  }
  for (const m of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) staticImports.push(m[1]);
  const dynamicImports = [...source.matchAll(/(?<!typeof\s*)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1],
  );
  return { staticImports, dynamicImports };
}

/**
 * Where the sources break the convention: an import() of a module not named `.lazy`, and a
 * `.lazy` module that the page's entry reaches without one (the chain it takes, to cut).
 */
export function lazyModuleErrors(dir, entry = 'main.tsx') {
  const srcDir = resolve(dir);
  const errors = [];
  const name = (file) => relative(srcDir, file);
  const graph = new Map();
  for (const file of sourcesIn(srcDir)) {
    const { staticImports, dynamicImports } = importsOf(readFileSync(file, 'utf8'));
    graph.set(
      file,
      staticImports.map((s) => resolved(file, s)).filter((f) => f !== null && SOURCE.test(f)),
    );
    for (const specifier of dynamicImports) {
      const target = resolved(file, specifier);
      if (target && !LAZY.test(target))
        errors.push(`${name(file)} loads ${specifier} with import(), which is not named .lazy`);
    }
  }
  const start = join(srcDir, entry);
  const via = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (LAZY.test(file)) {
      const chain = [];
      for (let f = file; f !== null; f = via.get(f)) chain.unshift(name(f));
      errors.push(`${name(file)} is in the first download: ${chain.join(' → ')}`);
      continue;
    }
    for (const next of graph.get(file) ?? [])
      if (!via.has(next)) {
        via.set(next, file);
        queue.push(next);
      }
  }
  return errors;
}

/**
 * Where the built site breaks it, from the build's manifest: a chunk loaded by import() that
 * comes from a module not named `.lazy`, and an initial script other than the entry's own chunk
 * (the bundler has split the entry: a module the entry shares with a lazy chunk went to a
 * chunk of its own, which index.html now preloads).
 */
export function lazyChunkErrors(dist, initialJs) {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) return [`${file} not found: build the site first (npm run build)`];
  const chunks = Object.values(JSON.parse(readFileSync(file, 'utf8')));
  const errors = [];
  for (const chunk of chunks)
    if (chunk.isDynamicEntry && !LAZY.test(chunk.src ?? ''))
      errors.push(`${chunk.file} is loaded with import() but comes from ${chunk.src}, not named .lazy`);
  const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.file));
  for (const script of initialJs) {
    const chunk = chunks.find((c) => c.file === script);
    if (chunk && !entries.has(script))
      errors.push(`index.html loads ${script} besides the entry: the bundler split the entry's chunk`);
    else if (chunk && LAZY.test(chunk.src ?? '')) errors.push(`${script} is a .lazy module's chunk`);
  }
  return errors;
}
