import { fileURLToPath } from 'node:url';

/**
 * For the builds that make one file (the custom element, the React library): the video and
 * GIF export loads as a chunk with a worker beside it, which a single file cannot bring, so
 * their menus go without it (src/export/load.ts).
 */
export const noExport = [
  {
    find: /^(\.\.\/export\/load)$/,
    replacement: fileURLToPath(new URL('./src/export/load.none.ts', import.meta.url)),
  },
];
