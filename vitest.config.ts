import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own environment settings.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
