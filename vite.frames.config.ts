import { defineConfig } from 'vite';

// The host page's script for iframe embeds (src/embed/frames.ts): one small ES module beside
// the element's, which a page loads with <script type="module" src>.
export default defineConfig({
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/element',
    // The element's build wrote this folder first.
    emptyOutDir: false,
    lib: { entry: 'src/embed/frames.ts', formats: ['es'], fileName: () => 'lb-straight-to-pods-frames.js' },
    rollupOptions: { output: { codeSplitting: false, minify: true } },
  },
});
