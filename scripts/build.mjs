// `npm run build`: everything dist/ holds, each from its own config.
//   dist/           the site: the pre-rendered page and its chunks (vite.config.ts)
//   dist/element/   the custom element and its stylesheet (vite.element.config.ts), the host
//                   page's script for iframe embeds (vite.frames.config.ts) and the code for a
//                   reader's own Service (vite.own.config.ts), in the same folder
//   dist/lib/       the React component library (vite.lib.config.ts) and its types (tsconfig.lib.json)
// In this order: the element's build empties dist/element/, which the frames' and own builds add to.
import { spawnSync } from 'node:child_process';
import { build } from 'vite';

for (const configFile of [
  'vite.config.ts',
  'vite.element.config.ts',
  'vite.frames.config.ts',
  'vite.own.config.ts',
  'vite.lib.config.ts',
])
  await build({ configFile });

const types = spawnSync('npx', ['tsc', '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
process.exit(types.status ?? 1);
