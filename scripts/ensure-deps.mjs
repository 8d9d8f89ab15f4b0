// Installs a folder's npm dependencies when they are missing or older than its lockfile, so a
// fresh clone needs no separate install step: the project's, and each docs site's of the
// docs-sites test (scripts/test-docs-sites.mjs).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

export function ensureDeps(dir = '.') {
  const marker = join(dir, 'node_modules/.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log(`› npm ci in ${dir} (dependencies are missing or out of date)`);
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: dir });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
