import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHint, noExport } from './vite.shared.ts';

// The custom element: one self-contained ES module (React included) for plain HTML pages.
export default defineConfig({
  plugins: [
    react(),
    compileHint(),
    {
      // The stylesheet a page links to keep each player's room before it is drawn
      // (src/embed/reserve.css): a file, so no inline style is needed to load it.
      name: 'lb-reserve-css',
      generateBundle() {
        const source = readFileSync('src/embed/reserve.css', 'utf8');
        this.emitFile({ type: 'asset', fileName: 'lb-straight-to-pods.css', source });
      },
    },
  ],
  // A single file has no room for the video and GIF export's chunk and worker.
  resolve: { alias: noExport },
  // The site's public files (favicon, boot script) belong to the site, not to this module.
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist/element',
    emptyOutDir: true,
    lib: { entry: 'src/embed/element.tsx', formats: ['es'], fileName: () => 'lb-straight-to-pods.js' },
    // Vite leaves an ES library's whitespace for the bundlers that consume it; this module is
    // loaded as it is by a page's script tag, so it is minified whole.
    // The library's way to the reader's-own-Service file (src/own/load.beside.ts), never taken here.
    rollupOptions: { external: ['lb-straight-to-pods/own'], output: { codeSplitting: false, minify: true } },
  },
});
