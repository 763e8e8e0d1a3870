import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import type { Executor } from '../db/connection.ts';
import { conflict } from '../http/errors.ts';
import { postgresPool } from './cursor-pages.ts';

// docs/exports.md "One export at a time": a user's CSV exports run one at a time on every process; the newest wins
// and the one it replaced stops at its next batch. Who is exporting is PostgreSQL's to know, not a process's.

/** The first of the two int4 advisory-lock keys of an export (the second is the user id); the bigint key space of the start-up lock and the rate limits is a separate one. */
export const EXPORT_TURN_LOCK = 0x48756578; // "Huex"

/** Running exports hold at most this many connections of their own per process; one more export waits for one to end. */
const TURN_CONNECTIONS = 10;

/** How many times a beginning export stops the holder of its user's turn and tries again before it counts as superseded itself. */
const TAKE_ATTEMPTS = 50;

export interface ExportTurn {
  /** Throws a 409 (`export_superseded`) when a newer export of the same user has begun since this one. */
  check(): Promise<void>;
  /** Gives the turn up; calling it again does nothing. */
  end(): Promise<void>;
}

export const exportSuperseded = () => conflict('export_superseded');

/**
 * PostgreSQL: a running export holds its user's turn, an exclusive advisory lock on (EXPORT_TURN_LOCK, user id)
 * taken in a transaction on a connection of its own (not the pool's, which its reads need: ten exports holding
 * the pool's ten and waiting for an eleventh would never end). A new export of the same user, on any process,
 * finds the holder in `pg_locks` and ends its connection (`pg_terminate_backend`), which frees the lock at once,
 * and takes the turn. The export that held it learns it at its next batch: its connection is gone. The lock ends
 * with the transaction, also when a process dies; a transaction keeps its server connection through a PgBouncer in
 * transaction mode, which a session's lock would not. No table: the running exports are the locks.
 */
const turnPools = new WeakMap<Pool, Pool>();

function turnPool(pool: Pool): Pool {
  let turns = turnPools.get(pool);
  if (!turns) {
    // A semaphore over connections more than a pool: each is closed when its export ends (release(true)), so
    // none is left idle to outlive the app or keep a test's database from being dropped.
    turns = new Pool({ ...pool.options, max: TURN_CONNECTIONS, allowExitOnIdle: true });
    turns.on('error', () => undefined);
    turns.on('connect', (client) => client.on('error', () => undefined));
    turnPools.set(pool, turns);
  }
  return turns;
}

/** Ends the connection of whoever holds the user's turn in this database (an export that began earlier). */
const STOP_HOLDER = `
  select pg_terminate_backend(pid)
  from pg_locks
  where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
    and classid = $1::oid and objid = $2::oid and objsubid = 2 and granted and pid <> pg_backend_pid()`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postgresTurn(pool: Pool, userId: number): Promise<ExportTurn> {
  const client: PoolClient = await turnPool(pool).connect();
  let ended = false;
  // Set when a newer export ends this connection (or anything else does: without its turn, an export stops too).
  let lost = false;
  const onLost = () => {
    lost = true;
  };
  client.on('error', onLost);
  client.on('end', onLost);
  const end = async () => {
    if (ended) return;
    ended = true;
    await client.query('rollback').catch(() => undefined);
    client.removeListener('end', onLost);
    client.release(true);
  };
  try {
    await client.query('begin');
    // The transaction sits idle between batches and while a slow client reads: the server's idle-in-transaction
    // limit is lifted for it alone (as for the start-up lock, db/connection.ts).
    await client.query("select set_config('idle_in_transaction_session_timeout', '0', true)");
    for (let attempt = 1; ; attempt++) {
      const taken = await client.query<{ mine: boolean }>('select pg_try_advisory_xact_lock($1, $2) as mine', [EXPORT_TURN_LOCK, userId]);
      if (taken.rows[0]?.mine) break;
      // Exports of the same user beginning at the same moment stop one another's holder in turn; one that keeps
      // finding the turn taken has newer exports beside it.
      if (attempt === TAKE_ATTEMPTS) throw exportSuperseded();
      await client.query(STOP_HOLDER, [EXPORT_TURN_LOCK, userId]);
      await pause(Math.min(5 * attempt, 50));
    }
  } catch (error) {
    const stopped = lost;
    await end();
    throw stopped ? exportSuperseded() : error;
  }
  return {
    check: async () => {
      if (lost) throw exportSuperseded();
    },
    end,
  };
}

/**
 * PGlite: one process owns the database (docs/decisions/0001-embedded-postgres-and-locking.md), so its memory is
 * the one place every export of the database can be seen from: a count per user, per database.
 */
const embeddedTurns = new WeakMap<object, Map<number, number>>();

function embeddedTurn(database: object, userId: number): ExportTurn {
  let latest = embeddedTurns.get(database);
  if (!latest) embeddedTurns.set(database, (latest = new Map()));
  const turns = latest;
  const mine = (turns.get(userId) ?? 0) + 1;
  turns.set(userId, mine);
  return {
    check: async () => {
      if (turns.get(userId) !== mine) throw exportSuperseded();
    },
    end: async () => undefined,
  };
}

/** Begins a user's export: from now on, any export of theirs that began earlier stops at its next check. */
export async function beginExportTurn(db: Executor, userId: number): Promise<ExportTurn> {
  const pool = postgresPool(db);
  if (pool) return postgresTurn(pool, userId);
  const client = (db as { $client?: unknown }).$client;
  return embeddedTurn(client instanceof PGlite ? client : db, userId);
}

/**
 * `chunks`, each written only while the export is still its user's newest (a batch is checked before it is
 * passed on), and the turn given up when they end, however they end: finished, failed, or stopped because the
 * client went away. A superseded export throws before its first byte (a 409) or, once the file has started,
 * breaks off the connection like any failure half-way (first-chunk-stream.ts): a cut file is never a whole one.
 */
export async function* whileNewest(turn: ExportTurn, chunks: AsyncGenerator<string, void>): AsyncGenerator<string, void> {
  try {
    for await (const chunk of chunks) {
      await turn.check();
      yield chunk;
    }
  } finally {
    await turn.end();
  }
}
