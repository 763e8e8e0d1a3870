import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Outbox } from './mail/outbox.ts';
import type { Recalculator } from './resources/reviews/recalculator.ts';

/** What route plugins need; passed explicitly, never imported as a module singleton. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** Set while the database is brought up to date after the server listens: API requests wait for it. */
  databasePrepared?: Promise<unknown> | undefined;
  /** Mails the public site's messages; absent when SMTP is not configured (they are only stored). */
  outbox?: Outbox | undefined;
  /** Recalculates the open reports a review change left stale when there are too many for its transaction. */
  recalculator?: Recalculator | undefined;
}
