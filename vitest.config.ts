import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own environment settings.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    // Vitest's default is one worker fewer than the cores, which is a single worker on a two-core CI machine; the API
    // tests wait on PostgreSQL, on servers they start and on mail retries much of the time, so a worker per core.
    maxWorkers: availableParallelism(),
  },
});
