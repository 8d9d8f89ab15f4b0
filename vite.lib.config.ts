import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { noExport } from './vite.shared.ts';

// The React component library: the host's React, framer-motion and zustand, not copies.
export default defineConfig({
  plugins: [react()],
  // A single file has no room for the video and GIF export's chunk and worker.
  resolve: { alias: noExport },
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/lib',
    emptyOutDir: true,
    lib: { entry: 'src/lib/index.tsx', formats: ['es'], fileName: () => 'index.js' },
    rollupOptions: {
      // And the package's own file for a reader's own Service, which the host's bundler splits off.
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^framer-motion($|\/)/,
        /^zustand($|\/)/,
        'lb-straight-to-pods/own',
      ],
      // One file: the host's bundler, not ours, decides how its page is split.
      output: { codeSplitting: false },
    },
  },
});
