// `npm run test:docs-sites`: every recipe of docs/embedding.md, pasted verbatim into a real site
// of its generator (e2e/sites/<generator>/), built, served under a sub-path and checked in
// Chromium (e2e/sites/docs-sites.spec.ts). It installs what it needs: each npm site's pinned
// dependencies into its own folder, and, as root on Debian, Hugo and MkDocs Material.
// It ends with one line, "N passed, N failed", and a table of build times and layout shifts.
//
// In a site's files, a line holding "recipe: <name>" (in a comment of that file's language)
// is replaced by the doc's block marked <!-- recipe: <name> -->, indented as the line was;
// `x.in` is written out as `x`. A recipe pasted twice on a page keeps its imports once.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { findTestChromium } from './chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const started = Date.now();
const SITES = 'e2e/sites';
const WORK = join(SITES, '.work');
const OUT = resolve(WORK, 'out');
const PORT = Number(process.env.E2E_PORT ?? 4173) + 4;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const doc = readFileSync('docs/embedding.md', 'utf8');
const root = typeof process.getuid === 'function' && process.getuid() === 0;

function run(cmd, args, options = {}) {
  console.log(`\n› ${cmd} ${args.join(' ')}${options.cwd ? ` (in ${options.cwd})` : ''}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (r.status !== 0) {
    console.error(`${cmd} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

/** The doc's block marked <!-- recipe: name --> (or, for plain HTML, <!-- snippet: name -->). */
function recipe(name) {
  const found = doc.match(
    new RegExp(`<!-- (?:recipe|snippet): ${name} -->\\s*\`\`\`[\\w-]*\\n([\\s\\S]*?)\`\`\``),
  );
  if (!found?.[1]) throw new Error(`docs/embedding.md has no "${name}" recipe`);
  return found[1].replace(/\n$/, '');
}

/** The text with each "recipe:" line replaced by that recipe. */
function paste(text) {
  const pasted = new Set();
  return text.replace(/^([ \t]*).*\brecipe: ([\w-]+).*$/gm, (_, indent, name) => {
    let lines = recipe(name).split('\n');
    if (pasted.has(name)) lines = lines.filter((l) => !/^import\s/.test(l));
    pasted.add(name);
    return lines.map((l) => (l ? indent + l : l)).join('\n');
  });
}

/** Writes every `x.in` under dir as `x`, with its recipes pasted. */
function fill(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') fill(path);
    else if (entry.name.endsWith('.in')) writeFileSync(path.slice(0, -3), paste(readFileSync(path, 'utf8')));
  }
}

/** The built site, where the recipes say to copy it: all of dist/, as in the doc. */
function copyDist(to) {
  rmSync(to, { recursive: true, force: true });
  cpSync('dist', to, { recursive: true });
}

/** Installs Debian packages when missing, as root only (as scripts/test.mjs does for Chromium). */
function debian(command, packages) {
  if (spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0) return;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(`${command} is missing: on Debian, sudo apt-get install -y ${packages.join(' ')}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', ...packages], { env });
}

const pack = () => {
  const [{ filename }] = JSON.parse(
    spawnSync('npm', ['pack', '--json', '--pack-destination', WORK], { encoding: 'utf8' }).stdout,
  );
  return resolve(WORK, filename);
};

/** A plain HTML page with the recipe twice, a link away and back, as the other sites have. */
function htmlPage(title, recipeName) {
  // The doc's site, https://docs.example.com with dist/ at /lb/, is this one's plain HTML pages.
  const body = (recipeName ? recipe(recipeName) : '')
    .replaceAll('https://docs.example.com/lb/', `${ORIGIN}/html/lb/`)
    .replaceAll('https://docs.example.com', ORIGIN);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head>
<body>
<nav><a href="away.html">Away</a> <a href="element.html">The custom element</a> <a href="iframe.html">The iframe</a></nav>
<h1>${title}</h1>
<p>A paragraph before the players.</p>
${body}
<p>A paragraph between them.</p>
${body}
<p>A paragraph after them.</p>
</body>
</html>
`;
}

/** Each generator: how its site is made ready and built into OUT/<name>. */
const GENERATORS = {
  docusaurus(dir) {
    ensureDeps(dir);
    // The React component as the doc installs it: from the packed package.
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', pack()], { cwd: dir });
    // Webpack's cache takes a package of the same version for the same files: it would build
    // the component as it was last time.
    rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    fill(dir);
    copyDist(join(dir, 'static/lb'));
    return () => run('npx', ['docusaurus', 'build', '--out-dir', join(OUT, 'docusaurus')], { cwd: dir });
  },
  vitepress(dir) {
    ensureDeps(dir);
    fill(dir);
    copyDist(join(dir, 'public/lb'));
    return () => run('npx', ['vitepress', 'build', '.', '--outDir', join(OUT, 'vitepress')], { cwd: dir });
  },
  hugo(dir) {
    debian('hugo', ['hugo']);
    fill(dir);
    copyDist(join(dir, 'static/lb'));
    const args = ['--source', dir, '--destination', join(OUT, 'hugo'), '--baseURL', `${ORIGIN}/hugo/`];
    return () => run('hugo', ['--quiet', ...args]);
  },
  mkdocs(dir) {
    debian('mkdocs', ['mkdocs', 'mkdocs-material']);
    fill(dir);
    copyDist(join(dir, 'docs/lb'));
    mkdirSync(join(dir, 'docs/stylesheets'), { recursive: true });
    writeFileSync(join(dir, 'docs/stylesheets/lb-color-scheme.css'), `${recipe('mkdocs-scheme-css')}\n`);
    const env = { LB_SITE_URL: `${ORIGIN}/mkdocs/` };
    return () =>
      run('mkdocs', ['build', '--quiet', '-f', join(dir, 'mkdocs.yml'), '-d', join(OUT, 'mkdocs')], { env });
  },
  html() {
    const to = join(OUT, 'html');
    return () => {
      copyDist(join(to, 'lb'));
      writeFileSync(join(to, 'element.html'), htmlPage('The custom element', 'element'));
      writeFileSync(join(to, 'iframe.html'), htmlPage('The iframe', 'iframe'));
      writeFileSync(join(to, 'away.html'), htmlPage('Away'));
    };
  },
};

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((m, e) => Math.max(m, statSync(join(e.parentPath, e.name)).mtimeMs), 0);

ensureDeps();
if (!existsSync('dist/lib/index.js') || newest('src') > statSync('dist/lib/index.js').mtimeMs) {
  run('npm', ['run', 'build']);
}
if (!findTestChromium()) {
  console.error('No Chromium for the docs-sites test: run npm test first, which installs one.');
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'index.html'), '<!doctype html><title>Docs sites</title>');

const only = process.argv.slice(2);
const builds = {};
for (const [name, prepare] of Object.entries(GENERATORS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  rmSync(join(OUT, name), { recursive: true, force: true });
  const build = prepare(join(SITES, name));
  const t0 = Date.now();
  build();
  builds[name] = (Date.now() - t0) / 1000;
}

const json = join(WORK, 'playwright.json');
rmSync(json, { force: true });
const grep = only.length > 0 ? ['--grep', `(${only.join('|')}): `] : [];
spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'playwright.sites.config.ts', '--reporter=list,json', ...grep],
  {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  },
);

// Per generator: build time, tests passed and failed, and the layout shift each page measured.
const rows = Object.fromEntries(Object.keys(builds).map((n) => [n, { passed: 0, failed: 0, shift: [] }]));
const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : { suites: [] };
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      const row = rows[suite.title.split(':')[0]];
      if (!row) continue;
      row[t.status === 'expected' ? 'passed' : 'failed'] += 1;
      for (const a of t.annotations)
        if (a.type === 'layout shift') row.shift.push(`${suite.title.split(': ')[1]} ${a.description}`);
    }
  }
  for (const s of suite.suites ?? []) walk(s);
};
report.suites.forEach(walk);
console.log('\ngenerator    build   passed  failed  layout shift');
for (const [name, row] of Object.entries(rows)) {
  const build = `${builds[name].toFixed(1)} s`.padStart(7);
  console.log(
    `${name.padEnd(12)} ${build} ${String(row.passed).padStart(6)} ${String(row.failed).padStart(7)}  ${row.shift.join(', ')}`,
  );
}
const passed = Object.values(rows).reduce((n, r) => n + r.passed, 0);
const failed = Object.values(rows).reduce((n, r) => n + r.failed, 0);
console.log(`\nThe docs-sites test took ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`${passed} passed, ${failed + (passed === 0 ? 1 : 0)} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
