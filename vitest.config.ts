import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The unit tests: the model, the stores, the server render and the scripts' helpers, in Node.
// The site's build settings (vite.config.ts) play no part in them.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
