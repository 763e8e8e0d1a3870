import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './connection.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('openPostgres', () => {
  it('outlives a session the server ends in the middle of a transaction, and keeps answering', async () => {
    const database = await openPostgres(serverUrl as string, 2);
    try {
      // The server ends a session idle in its transaction past the limit (an import's limit, docs/import.md);
      // the client in use hears it as an 'error' event, which must fail the transaction, not end the process.
      const stalled = database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('idle_in_transaction_session_timeout', '100', true)`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await tx.execute(sql`select 1`);
      });
      await expect(stalled).rejects.toThrow(/Failed query/);
      for (let i = 0; i < 4; i++) {
        const { rows } = (await database.db.execute(sql`select ${i}::int as n`)) as unknown as { rows: unknown[] };
        expect(rows).toEqual([{ n: i }]);
      }
    } finally {
      await database.close();
    }
  });
});
