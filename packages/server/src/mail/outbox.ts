import type { Db } from '../db/connection.ts';
import { contactMessages, infoRequests } from '../db/schema-public-site.ts';
import { startWakeableLoop } from '../background/wakeable-loop.ts';
import { contactMail, infoRequestMail } from './compose-mail.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { claimDueRow, markFailed, markSent, type OutboxRow, type OutboxTable } from './outbox-repository.ts';

export interface OutboxTiming {
  /** How often due rows are looked for when nobody wakes the loop. */
  pollMs: number;
  /** First retry after this long; each failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A claimed row is left alone this long, then retried (its process may have died mid-send). */
  leaseMs: number;
}

export const DEFAULT_TIMING: OutboxTiming = { pollMs: 30_000, baseDelayMs: 60_000, maxDelayMs: 3_600_000, leaseMs: 300_000 };

export interface Outbox {
  /** A new row was stored: send it now rather than at the next poll. */
  wake(): void;
  /** Stops the loop after the delivery in progress, if any. */
  stop(): Promise<void>;
}

interface Source<T extends OutboxTable> {
  table: T;
  compose: (row: OutboxRow<T>) => OutgoingMail;
}

const SOURCES = [
  { table: infoRequests, compose: infoRequestMail } satisfies Source<typeof infoRequests>,
  { table: contactMessages, compose: contactMail } satisfies Source<typeof contactMessages>,
] as const;

/** Back-off after the `attempts`-th failure: base, 2×base, 4×base … capped. */
export function retryDelay(attempts: number, timing: Pick<OutboxTiming, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

interface Log {
  warn(object: object, message: string): void;
}

async function deliverOne<T extends OutboxTable>(db: Db, mailer: Mailer, source: Source<T>, timing: OutboxTiming, log: Log): Promise<boolean> {
  const row = await claimDueRow(db, source.table, new Date(), timing.leaseMs);
  if (!row) return false;
  try {
    await mailer.send(source.compose(row));
    await markSent(db, source.table, row.id, new Date());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ table: source.table === infoRequests ? 'info_requests' : 'contact_messages', id: row.id, attempts: row.mailAttempts }, `mail not delivered: ${message}`);
    await markFailed(db, source.table, row.id, message, new Date(Date.now() + retryDelay(row.mailAttempts, timing)));
  }
  return true;
}

/**
 * The in-process delivery loop of the public site's messages: sends every due row, then sleeps
 * until the next poll or a wake-up. Safe to run in every API process (rows are claimed).
 */
export function startOutbox(db: Db, mailer: Mailer, log: Log, timing: OutboxTiming = DEFAULT_TIMING): Outbox {
  async function drain(stopped: () => boolean) {
    for (const source of SOURCES) {
      while (!stopped() && (await deliverOne(db, mailer, source as Source<OutboxTable>, timing, log)));
    }
  }
  // The database itself failed (e.g. a restart of PostgreSQL): try again at the next poll.
  const loop = startWakeableLoop(drain, timing.pollMs, (error) => log.warn({ err: error }, 'mail outbox could not read the database'));
  return {
    wake: loop.wake,
    async stop() {
      await loop.stop();
      mailer.close();
    },
  };
}
