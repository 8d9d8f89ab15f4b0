import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A consumer of the published package: it resolves lb-straight-to-pods by name.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
