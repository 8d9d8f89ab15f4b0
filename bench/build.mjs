import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

// The site the bench measures, built into bench/.dist (never dist/): the working tree's, or with
// BENCH_REF=<commit> that commit's, so two versions are measured by the same figures. Beside it,
// the custom element (for the page with two players), the floor pages and the peer.
const BENCH = import.meta.dirname;
const ROOT = join(BENCH, '..');
const SITE = join(BENCH, '.dist');

const vite = (cwd, ...args) =>
  execFileSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], { cwd, stdio: 'inherit' });

function build() {
  const ref = process.env.BENCH_REF;
  let dir = ROOT;
  if (ref) {
    dir = join(BENCH, '.src');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`]);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }
  vite(dir, '--outDir', SITE, '--emptyOutDir');
  vite(dir, '--config', 'vite.element.config.ts', '--outDir', join(SITE, 'element'));
  for (const f of ['floor.html', 'floor.js', 'two.html']) copyFileSync(join(BENCH, f), join(SITE, f));
  // The peer is installed apart, from its own package.json and lock file.
  const peer = join(BENCH, 'peer');
  if (!existsSync(join(peer, 'node_modules')))
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: peer,
      stdio: 'inherit',
    });
  vite(ROOT, peer, '--base', './', '--outDir', join(SITE, 'peer'), '--emptyOutDir');
}

build();
