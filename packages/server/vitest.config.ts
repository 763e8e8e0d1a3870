import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One migrated and seeded template database per run; each test file gets a copy (test-support/template-database.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
    // Files share a worker's loaded modules (and PGlite's compiled WebAssembly) instead of importing the app again
    // each: no test mocks a module or changes the environment, and each file opens its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
