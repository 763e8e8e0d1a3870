import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Outbox } from './mail/outbox.ts';

/** What route plugins need; passed explicitly, never imported as a module singleton. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** Mails the public site's messages; absent when SMTP is not configured (they are only stored). */
  outbox?: Outbox | undefined;
}
