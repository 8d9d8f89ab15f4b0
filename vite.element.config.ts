import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The custom element: one self-contained ES module (React included) for plain HTML pages.
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist/element',
    emptyOutDir: true,
    lib: { entry: 'src/embed/element.tsx', formats: ['es'], fileName: () => 'lb-straight-to-pods.js' },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
