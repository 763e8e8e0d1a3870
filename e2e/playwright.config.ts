import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from './support/users.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 8765;

// Real browser (Debian's chromium, never a downloaded one), real server, real embedded database.
export default defineConfig({
  testDir: 'journeys',
  outputDir: join(root, '.cache', 'playwright-output'),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Two cores: a third browser made the heaviest journeys flaky in CI.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, '.cache', 'playwright.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // A fresh data directory per run, so every run starts from the seeded demo data.
    command: 'rm -rf .cache/e2e-data && node --import tsx packages/server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/schema/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      HUELLA_DATA_DIR: join(root, '.cache', 'e2e-data'),
      HUELLA_DEMO_PASSWORD: DEMO_PASSWORD,
      HUELLA_WEB_DIST: join(root, 'packages', 'web', 'dist'),
      LOG_LEVEL: 'warn',
    },
  },
});
