import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    // Logic tests need no DOM; a component test starts with `// @vitest-environment jsdom` (jsdom costs
    // seconds per file to set up).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
