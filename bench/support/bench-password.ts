/** The password of every login bench/seed.ts writes; bench/load.ts signs in with it. */
export const BENCH_PASSWORD = 'bench-pass-123';
