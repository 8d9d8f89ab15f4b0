import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

const HOST = 'e2e/hosts/react';

/**
 * The React host page is built against the package as a docs site installs it (docs/embedding.md:
 * `npm pack`, then `npm install` of the tarball): packed from the built `dist/`, unpacked into the
 * host's own node_modules. React, framer-motion and zustand come from the repository's, as npm
 * would install them beside it.
 */
export default async function globalSetup(): Promise<void> {
  const packs = mkdtempSync(join(tmpdir(), 'lb-pack-'));
  try {
    const [{ filename, files }] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', packs], { encoding: 'utf8' }),
    ) as [{ filename: string; files: { path: string }[] }];
    // The package holds what a site installs it for and nothing of the site: the component and
    // its types, the element, its stylesheet, the iframe host script, and the code for a
    // reader's own Service that the element and the component fetch when asked.
    const packed = files.map((f) => f.path).sort();
    const wanted = [
      'README.md',
      'dist/element/lb-straight-to-pods-frames.js',
      'dist/element/lb-straight-to-pods-own.js',
      'dist/element/lb-straight-to-pods.css',
      'dist/element/lb-straight-to-pods.js',
      'dist/lib/index.js',
      'dist/lib/types/lib/index.d.ts',
      'package.json',
    ];
    if (packed.join() !== wanted.join()) throw new Error(`npm pack holds ${packed.join(', ')}`);
    const installed = join(HOST, 'node_modules', 'lb-straight-to-pods');
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(packs, filename), '-C', installed, '--strip-components=1']);
  } finally {
    rmSync(packs, { recursive: true, force: true });
  }
  await build({ configFile: `${HOST}/vite.config.ts`, logLevel: 'warn' });
}
