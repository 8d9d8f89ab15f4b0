import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHint } from './vite.shared.ts';

const unmarked = (name: string) => name.replace(/\.lazy$/, '');
/** The element the page is rendered into, as index.html has it. */
const ROOT = '<div id="root"></div>';

/**
 * Writes the pre-rendered page into the built index.html. Only on build: in development the
 * page renders on the client, as it does for any URL with parameters.
 */
function prerender(): Plugin {
  return {
    name: 'lb-prerender',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(ROOT)) throw new Error(`index.html must contain ${ROOT} to pre-render into`);
      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Only for loading the renderer: without this, its dependency scan read every HTML file
        // in the project, as the dev server's did (below), and printed an error in a fresh clone.
        optimizeDeps: { noDiscovery: true },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderPage: () => string;
        };
        return html.replace(ROOT, `<div id="root" data-prerendered>${renderPage()}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the built site works when served from any sub-path.
  base: './',
  plugins: [react(), prerender(), compileHint(['motionParts.lazy'])],
  // The dev server pre-bundles what the page imports. Left to itself, it scans every HTML file in
  // the project, the end-to-end tests' host pages too, and one of those imports the library by
  // its package name, which resolves only once dist/ is built: in a fresh clone the scan failed.
  optimizeDeps: { entries: ['index.html'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The polyfill fetches modulepreload links itself where a browser ignores them (Safari before
    // 17). Every browser would download it with the initial JS and run it at start-up, for a page
    // whose index.html preloads nothing: such a browser only loses fetching the drawing's chunks
    // side by side.
    modulePreload: { polyfill: false },
    // What the size check reads to hold the chunks to their convention (scripts/lazy-modules.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // A chunk is named after the module it loads, less the `.lazy` every such module carries.
        chunkFileNames: (chunk) => `assets/${unmarked(chunk.name)}-[hash].js`,
        assetFileNames: (asset) =>
          `assets/${unmarked(asset.names[0]?.replace(/\.[^.]*$/, '') ?? 'asset')}-[hash][extname]`,
      },
    },
  },
});
