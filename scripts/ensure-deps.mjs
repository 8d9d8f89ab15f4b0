// Installs the project's npm dependencies when they are missing or older than the lockfile,
// so a fresh clone needs no separate install step.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function ensureDeps() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('› npm ci (dependencies are missing or out of date)');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
