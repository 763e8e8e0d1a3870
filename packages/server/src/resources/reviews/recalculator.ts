import { setImmediate as nextTurn } from 'node:timers/promises';
import { isEmbedded, type Db } from '../../db/connection.ts';
import { startWakeableLoop, type WakeableLoop } from '../../background/wakeable-loop.ts';
import { recalculateStale } from './open-reports.ts';

// The background half of a review change (docs/decisions/0011-reviews.md "Recalculation"): when a change leaves
// more open reports stale than one transaction should hold, this loop recalculates them in small transactions.
// It finds its work in the data (stale reports), so it resumes after a restart or a crash with nothing lost, and
// several API processes may run it at once (rows are locked and skipped).

/** `wake()`: a change left stale reports; start now rather than at the next poll. */
export type Recalculator = WakeableLoop;

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface RecalculatorTiming {
  /** Looks for stale reports this often when nobody wakes it (and once at start: a restart resumes). */
  pollMs: number;
  /** Reports per transaction. */
  batch: number;
}

/**
 * PGlite answers without waiting for I/O, so nothing else runs while a batch does (and its transaction holds the
 * only connection): its batches are small enough that a request waits a tenth of a second, not seconds.
 */
export function defaultRecalculatorTiming(db: Db): RecalculatorTiming {
  return { pollMs: 60_000, batch: isEmbedded(db) ? 5 : 25 };
}

export function startRecalculator(db: Db, log: Log, timing: RecalculatorTiming = defaultRecalculatorTiming(db)): Recalculator {
  /** One pass over every stale report, in id order; a report that cannot be calculated is passed over. */
  async function pass(stopped: () => boolean) {
    let after = 0;
    let recalculated = 0;
    let failed = 0;
    while (!stopped()) {
      const done = await db.transaction((tx) => recalculateStale(tx, 'en', { after, limit: timing.batch }));
      recalculated += done.recalculated;
      failed += done.failed;
      if (done.seen < timing.batch) break;
      after = done.last;
      // Lets requests, timers and signals in between batches: on PGlite, nothing would give them a turn until the
      // whole pass ended (the server answered nothing for four minutes during 10,000 reports).
      await nextTurn();
    }
    if (recalculated || failed) log.info({ recalculated, failed }, 'reports recalculated after a review change');
    if (failed) log.warn({ failed }, 'open reports cannot be calculated with their review; they keep their previous figures');
  }
  return startWakeableLoop(pass, timing.pollMs, (error) =>
    log.warn({ error: error instanceof Error ? error.message : String(error) }, 'review recalculation pass failed'),
  );
}
