import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emissions',
    include: ['src/**/*.test.ts'],
  },
});
