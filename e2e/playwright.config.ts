import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_PORT as port, MAIL_SINK } from './support/ports.ts';
import { DEMO_PASSWORD } from './support/users.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

// Real browser (Debian's chromium, never a downloaded one), real server, real embedded database.
export default defineConfig({
  testDir: 'journeys',
  outputDir: join(root, '.cache', `playwright-output-${port}`),
  // CI shares two cores between two browsers, the server and its embedded database: a report's child
  // tables once took more than 7 s to load there, so waits allow 15 s (a passing run waits far less).
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
    // A failed journey keeps its trace (actions and their timing, console, network, the error) and a screenshot of
    // the page it failed on. DOM snapshots and screencast frames at every action are left out: recording them for
    // every journey made the run about a quarter slower (users + materials: 57 s with them, 45 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      // The outside world's mail server (a local SMTP sink): the journeys read what the app mailed.
      command: 'node --import tsx e2e/support/mail-sink-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${MAIL_SINK.http}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SINK.smtp), MAIL_SINK_HTTP_PORT: String(MAIL_SINK.http) },
    },
    {
      // A fresh data directory per run (and per port, so two runs in one checkout stay apart): the seeded demo data.
      command: `rm -rf .cache/e2e-data-${port} && node --import tsx packages/server/src/main.ts`,
      cwd: root,
      // An API path, so the journeys begin once the database is migrated and seeded: the server answers its client
      // and the OpenAPI document before that (docs/decisions/0013-start-up.md); this one answers 401 then, which counts.
      url: `http://127.0.0.1:${port}/api/rest-auth/user/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        HUELLA_DATA_DIR: join(root, '.cache', `e2e-data-${port}`),
        HUELLA_DEMO_PASSWORD: DEMO_PASSWORD,
        // A second build (HUELLA_WEB_DIST) lets parallel work test its own client without overwriting another's.
        HUELLA_WEB_DIST: process.env.HUELLA_WEB_DIST ?? join(root, 'packages', 'web', 'dist'),
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK.smtp}`,
        MAIL_TO: 'sales@huella.test',
        // The HSEQ journey's service answers at once, but a CI machine busy with the other browser can hold the
        // server's answer back: the 8 s default is about a real service, not about this one.
        HUELLA_HSEQ_TIMEOUT_SECONDS: '30',
      },
    },
  ],
});
