// Crash safety on demand (issue #17 part 3, docs/reliability.md): the real server on a new database, clients
// writing side by side, SIGKILL at a random moment, restart, checks; --kills rounds per database. The API suite runs
// one round of the same drill (packages/server/src/crash-safety.test.ts).
// Run: node --import tsx bench/reliability/crash-safety.ts --kills 20 --database pglite|postgres|both
// PostgreSQL: a new database on the server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// dropped at the end. The last line is `RESULT {json}` with the figures (npm run test:reliability reads it).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../../packages/server/src/db/connection.ts';
import { drillFailures, runCrashDrill, type DrillDatabase, type DrillFigures } from '../../packages/server/src/test-support/crash-drill.ts';
import { createPostgresDatabase } from '../../packages/server/src/test-support/template-database.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    database: { type: 'string', default: 'both' },
    clients: { type: 'string', default: '5' },
    seed: { type: 'string', default: '17' },
    'min-kill-ms': { type: 'string', default: '1000' },
    'max-kill-ms': { type: 'string', default: '8000' },
  },
});
const kinds = values.database === 'both' ? (['pglite', 'postgres'] as const) : [values.database as 'pglite' | 'postgres'];
if (!kinds.every((k) => k === 'pglite' || k === 'postgres')) throw new Error('--database is pglite, postgres or both');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const password = `crash-drill-${randomBytes(6).toString('hex')}`;

async function newDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: DrillDatabase; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'huella-crash-'));
    return {
      database: { kind, env: { HUELLA_DATA_DIR: dir }, dataDir: dir, open: () => openPglite(dir) },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl, 'huella_crash');
  return { database: { kind, env: { DATABASE_URL: url }, open: () => openPostgres(url, 2) }, drop };
}

const results: DrillFigures[] = [];
for (const kind of kinds) {
  const { database, drop } = await newDatabase(kind);
  console.log(`\n== ${kind}: ${values.kills} kills, ${values.clients} clients, seed ${values.seed} (a first start migrates and seeds the new database)`);
  try {
    const figures = await runCrashDrill({
      database,
      kills: Number(values.kills),
      clients: Number(values.clients),
      seed: Number(values.seed),
      killAfterMs: [Number(values['min-kill-ms']), Number(values['max-kill-ms'])],
      password,
      startTimeoutMs: 300_000,
      log: (line) => console.log(line),
    });
    results.push(figures);
    const { problems, writesByKind, ...counts } = figures;
    console.table(counts);
    console.log(`acknowledged writes by kind: ${Object.entries(writesByKind).toSorted(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    for (const p of problems) console.log(`  ${p}`);
  } finally {
    await drop();
  }
}

const sum = (pick: (f: DrillFigures) => number) => results.reduce((s, f) => s + pick(f), 0);
const result = {
  databases: results.map((f) => f.database),
  kills: sum((f) => f.kills),
  killsSurvived: sum((f) => f.killsSurvived),
  acknowledgedWrites: sum((f) => f.acknowledgedWrites),
  inFlightAtKill: sum((f) => f.inFlightAtKill),
  writesLost: sum((f) => f.writesLost),
  inFlightPartial: sum((f) => f.inFlightPartial),
  rowsChecked: sum((f) => f.rowsChecked),
  reportsChecked: sum((f) => f.reportsChecked),
  totalsMismatches: sum((f) => f.totalsMismatches),
  halfConsolidated: sum((f) => f.halfConsolidated),
  frozenReportsChanged: sum((f) => f.frozenReportsChanged),
  rollUpDifferences: sum((f) => f.rollUpDifferences),
  factSumMismatches: sum((f) => f.factSumMismatches),
  staleLocksTakenOver: sum((f) => f.staleLocksTakenOver),
  refusedWrites: sum((f) => f.refusedWrites),
  mispredictedAnswers: sum((f) => f.mispredictedAnswers),
  seconds: Math.round(sum((f) => f.seconds) * 10) / 10,
  byDatabase: Object.fromEntries(results.map(({ problems: _problems, ...f }) => [f.database, f])),
  failures: sum(drillFailures),
};
console.log(`RESULT ${JSON.stringify(result)}`);
process.exit(result.failures > 0 ? 1 : 0);
