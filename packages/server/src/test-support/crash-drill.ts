import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/connection.ts';
import { checkClient, checkSql, checkTotals } from './crash-checks.ts';
import { newClient, runWriter, type DrillClient, type DrillUser } from './crash-writers.ts';
import { randomSource } from './random-source.ts';
import { apiLogin, killServerGroup, startServer, stopServer, type ServerProcess } from './server-process.ts';

// The crash drill (issue #17 part 3, docs/reliability.md): the real server as a child process, clients writing
// side by side over HTTP, SIGKILL at a random moment, a restart on the same database, and the checks of
// crash-checks.ts; as many rounds as kills. The API suite runs one round (crash-safety.test.ts),
// bench/reliability/crash-safety.ts twenty on each database.

export interface DrillDatabase {
  kind: 'pglite' | 'postgres';
  /** What points main.ts at it: HUELLA_DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** The embedded database's directory, whose lock file a kill leaves behind. */
  dataDir?: string;
  /** A connection for the SQL checks; the embedded database's only while no server runs. */
  open(): Promise<Database>;
}

export interface DrillOptions {
  database: DrillDatabase;
  kills: number;
  /** Clients writing at once (default 5, one per seeded login: a sixth would share a login, whose exports stop each other). */
  clients?: number;
  seed?: number;
  /** The kill comes this long after the clients start, at a random moment in between (ms). */
  killAfterMs?: [number, number];
  /** The demo logins' password (HUELLA_DEMO_PASSWORD of a new database, or the template's). */
  password: string;
  /** A first start of an empty database migrates, seeds and makes the demo reports: it may take minutes. */
  startTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface DrillFigures {
  database: 'pglite' | 'postgres';
  kills: number;
  /** Kills after which the server restarted on the same database and served. */
  killsSurvived: number;
  acknowledgedWrites: number;
  /** Acknowledged writes by kind, and the changes to consolidated reports refused with 409 as they must be. */
  writesByKind: Record<string, number>;
  /** Writes whose answer had not come when the server died: each must be there whole or not at all. */
  inFlightAtKill: number;
  /** Acknowledged rows missing or changed after a restart. Must be 0. */
  writesLost: number;
  /** Writes in flight found in part. Must be 0. */
  inFlightPartial: number;
  /** Rows of the clients' reports compared after the restarts, all rounds together. */
  rowsChecked: number;
  /** Restatements of every report with its own review, all rounds together. */
  reportsChecked: number;
  /** Reports whose stored figures differ from a fresh calculation. Must be 0. */
  totalsMismatches: number;
  /** Exports with `consolidate` whose selection is frozen in part. Must be 0. */
  halfConsolidated: number;
  /** Changes to a consolidated report that the server accepted. Must be 0. */
  frozenReportsChanged: number;
  /** Roll-up rows that are not the GROUP BY of the statistics rows, and reports whose statistics or stage rows do not add up to their total. Must be 0. */
  rollUpDifferences: number;
  factSumMismatches: number;
  /** Kills after which the embedded database's lock file was there, with the dead server's pid, and was taken over. */
  staleLocksTakenOver: number;
  /** Writes the server refused with an error the drill did not expect (not a crash finding; see problems). */
  refusedWrites: number;
  /** Answers to acknowledged writes that differ from what the drill predicted the row would hold. */
  mispredictedAnswers: number;
  seconds: number;
  /** The first findings, described. */
  problems: string[];
}

const USERS = ['demo.super', 'demo.admin', 'demo.user', 'scope3.super', 'platform.super'] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The problems every figure of the drill must show none of. */
export function drillFailures(f: DrillFigures): number {
  return f.writesLost + f.inFlightPartial + f.totalsMismatches + f.halfConsolidated + f.frozenReportsChanged + f.rollUpDifferences + f.factSumMismatches + (f.kills - f.killsSurvived);
}

async function signIn(baseUrl: string, password: string): Promise<DrillUser[]> {
  const users: DrillUser[] = [];
  for (const username of USERS) {
    const token = await apiLogin(baseUrl, username, password);
    const me = (await (await fetch(`${baseUrl}/api/rest-auth/user/`, { headers: { authorization: `Token ${token}` } })).json()) as {
      role: string;
    };
    users.push({
      username,
      token,
      manager: me.role === 'super' || me.role === 'admin',
      scope3: username.startsWith('scope3'),
      // Every seeded company allows it (seed.ts).
      tag: 'customer',
    });
  }
  return users;
}

/** Whether the embedded database's lock file names a process that no longer runs (the server just killed). */
function staleLock(dataDir: string | undefined, pid: number | undefined): boolean {
  if (!dataDir || pid === undefined) return false;
  const file = join(dataDir, 'huella.lock');
  if (!existsSync(file)) return false;
  return Number.parseInt(readFileSync(file, 'utf8'), 10) === pid;
}

export async function runCrashDrill(options: DrillOptions): Promise<DrillFigures> {
  const { database, kills, password } = options;
  const seed = options.seed ?? 17;
  const [minKill, maxKill] = options.killAfterMs ?? [1_500, 6_000];
  const log = options.log ?? (() => undefined);
  const rng = randomSource(seed);
  const env = { HUELLA_DEMO_PASSWORD: password, ...database.env };
  const start = (timeoutMs = options.startTimeoutMs ?? 120_000) => startServer(env, timeoutMs, undefined, { detached: true });
  const figures: DrillFigures = {
    database: database.kind,
    kills,
    killsSurvived: 0,
    acknowledgedWrites: 0,
    writesByKind: {},
    inFlightAtKill: 0,
    writesLost: 0,
    inFlightPartial: 0,
    rowsChecked: 0,
    reportsChecked: 0,
    totalsMismatches: 0,
    halfConsolidated: 0,
    frozenReportsChanged: 0,
    rollUpDifferences: 0,
    factSumMismatches: 0,
    staleLocksTakenOver: 0,
    refusedWrites: 0,
    mispredictedAnswers: 0,
    seconds: 0,
    problems: [],
  };
  const problem = (lines: string[]) => figures.problems.push(...lines.slice(0, Math.max(0, 50 - figures.problems.length)));
  const began = performance.now();
  let server: ServerProcess | null = await start(options.startTimeoutMs ?? 300_000);
  const direct = database.kind === 'postgres' ? await database.open() : null;
  try {
    const users = await signIn(server.url, password);
    const run = Math.floor(rng() * 36 ** 4).toString(36);
    const clients: DrillClient[] = Array.from({ length: options.clients ?? 5 }, (_, i) =>
      newClient(`c${String(i + 1).padStart(2, '0')}`, users[i % users.length]!, `crash-${run}-c${String(i + 1).padStart(2, '0')}.`),
    );
    for (let round = 1; round <= kills; round++) {
      const running: ServerProcess = server ?? (await start());
      let stopped = false;
      const writers = clients.map((client, i) => runWriter(client, { baseUrl: running.url, rng: randomSource(seed * 1000 + round * 100 + i), stopped: () => stopped }));
      // The moment is counted from the round's first acknowledged write, so that a slow first request after a start
      // (modules, caches) does not leave the kill before any write.
      const acknowledgedBefore = clients.reduce((sum, c) => sum + c.acknowledged, 0);
      for (let waited = 0; waited < 60_000 && clients.reduce((sum, c) => sum + c.acknowledged, 0) === acknowledgedBefore; waited += 50) await sleep(50);
      const killAfter = minKill + rng() * (maxKill - minKill);
      await sleep(killAfter);
      stopped = true;
      const pid = running.child.pid;
      await killServerGroup(running);
      server = null;
      await Promise.all(writers);
      const inFlight = clients.filter((c) => c.pending).length;
      figures.inFlightAtKill += inFlight;
      const locked = staleLock(database.dataDir, pid);
      const restartAt = performance.now();
      server = await start();
      figures.killsSurvived += 1;
      if (locked) figures.staleLocksTakenOver += 1;
      const restartSeconds = (performance.now() - restartAt) / 1000;

      for (const client of clients) {
        const check = await checkClient(server.url, client);
        figures.rowsChecked += check.rows;
        figures.writesLost += check.lost.length;
        figures.inFlightPartial += check.partial.length;
        figures.halfConsolidated += check.halfConsolidated.length;
        problem([...check.lost, ...check.partial, ...check.halfConsolidated]);
      }
      const totals = await checkTotals(server.url, users);
      figures.reportsChecked += totals.reports;
      figures.totalsMismatches += totals.mismatches.length;
      problem(totals.mismatches);

      let db = direct;
      if (!db) {
        // The embedded database has one user at a time: the server makes way for the check.
        await stopServer(server);
        server = null;
        db = await database.open();
      }
      try {
        const sqlCheck = await checkSql(db.db);
        figures.rollUpDifferences += sqlCheck.rollUpDifferences.length;
        figures.factSumMismatches += sqlCheck.factSums.length + sqlCheck.rowSums.length;
        problem([...sqlCheck.rollUpDifferences, ...sqlCheck.factSums, ...sqlCheck.rowSums]);
      } finally {
        if (db !== direct) await db.close();
      }

      const acknowledged = clients.reduce((sum, c) => sum + c.acknowledged, 0);
      log(
        `round ${round}/${kills}: killed after ${(killAfter / 1000).toFixed(1)} s with ${inFlight} writes in flight` +
          `${database.dataDir ? (locked ? ', its lock file left behind' : ', no lock file left') : ''}; restarted in ${restartSeconds.toFixed(1)} s; ` +
          `${acknowledged} writes acknowledged so far, ${figures.writesLost} lost, ${figures.inFlightPartial} partial, ` +
          `${totals.reports} reports restated (${figures.totalsMismatches} mismatches), ${figures.rollUpDifferences} roll-up differences`,
      );
    }
    figures.acknowledgedWrites = clients.reduce((sum, c) => sum + c.acknowledged, 0);
    for (const client of clients) {
      for (const [kind, n] of Object.entries(client.byKind)) figures.writesByKind[kind] = (figures.writesByKind[kind] ?? 0) + n;
    }
    const refused = clients.flatMap((c) => c.refused);
    const frozen = refused.filter((r) => r.startsWith('frozen report changed'));
    figures.frozenReportsChanged = frozen.length;
    figures.refusedWrites = refused.length - frozen.length;
    figures.mispredictedAnswers = clients.reduce((sum, c) => sum + c.mispredicted.length, 0);
    problem([...frozen, ...refused.filter((r) => !frozen.includes(r)).slice(0, 10), ...clients.flatMap((c) => c.mispredicted).slice(0, 10)]);
  } finally {
    if (server) await stopServer(server);
    await direct?.close();
    figures.seconds = Math.round((performance.now() - began) / 100) / 10;
  }
  return figures;
}
