import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import type { SeedResult } from './db/seed.ts';
import { createMailer } from './mail/mailer.ts';
import { startOutbox } from './mail/outbox.ts';
import { startRecalculator } from './resources/reviews/recalculator.ts';
import type { AppDeps } from './app-deps.ts';

function announceLogins(config: Config, seeded: SeedResult) {
  const logins = seeded.createdLogins;
  if (!logins) return;
  const lines = [
    'Huella: first start, these logins were created:',
    ...logins.usernames.map((u) => `  ${u}`),
    `  password: ${logins.generated ? logins.password : '(the value of HUELLA_DEMO_PASSWORD)'}`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  if (logins.generated && !config.databaseUrl) {
    // Printed once; kept beside the embedded database (owner-only) so it is not lost with the terminal.
    const file = join(config.dataDir, 'demo-credentials.txt');
    writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
    console.log(`(also written to ${file})`);
  }
}

async function main() {
  const config = loadConfig();
  // The server listens while the database starts and is migrated and seeded: API requests wait for that, the
  // client's files do not (docs/decisions/0013-start-up.md).
  const { database, prepared } = await openDatabase(config);
  let closing = false;
  prepared.catch(async (error: unknown) => {
    if (closing) return;
    console.error(error);
    await database.close().catch(() => undefined);
    process.exit(1);
  });
  const deps: AppDeps = { db: database.db, config, databasePrepared: prepared };
  const app = await buildApp(deps);
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await deps.outbox?.stop();
    await deps.recalculator?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // A failed preparation is reported, and the process ended, by the handler above.
  const seeded = await prepared.catch(() => null);
  if (!seeded || closing) return;
  // The outbox logs through the app's logger, so it starts once the app exists; routes read it per request.
  deps.outbox = config.mail ? startOutbox(database.db, createMailer(config.mail), app.log) : undefined;
  // Resumes a recalculation that a stop or a crash interrupted (docs/decisions/0011-reviews.md), once the server
  // listens: a long pass must not keep it from answering.
  deps.recalculator = startRecalculator(database.db, app.log);
  announceLogins(config, seeded);
  console.log(
    `Huella is running on http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
