import type { SeedOptions } from '../db/seed.ts';

export const DEMO_PASSWORD = 'test-demo-pass-1';

/** What createTestApp seeds unless a test's env asks otherwise: the demo companies, logins with DEMO_PASSWORD. */
export const TEST_SEED: SeedOptions = { demo: true, demoPassword: DEMO_PASSWORD };
