import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './connection.ts';
import { migrate } from './migrate.ts';
import { companies, users } from './schema.ts';
import { seed } from './seed.ts';

async function freshDb() {
  const database = await openPglite(undefined);
  await migrate(database.db, 'pglite');
  return database;
}

describe('seed', () => {
  it('creates the platform company first (id 1) and the demo logins once', async () => {
    const database = await freshDb();
    const first = await seed(database.db, { demo: true, demoPassword: 'given-password' });
    expect(first.createdLogins).toEqual({
      usernames: ['platform.super', 'demo.super', 'demo.admin', 'demo.user', 'scope3.super'],
      password: 'given-password',
      generated: false,
    });
    const second = await seed(database.db, { demo: true, demoPassword: 'given-password' });
    expect(second.createdLogins).toBeNull();
    const rows = await database.db.select().from(companies).orderBy(asc(companies.id));
    expect(rows.map((c) => [c.id, c.name, c.platform, c.onlyScope3])).toEqual([
      [1, 'Huella Platform', true, false],
      [2, 'Demo Logistics', false, false],
      [3, 'Scope Three Forwarding', false, true],
    ]);
    expect(await database.db.select().from(users)).toHaveLength(5);
    await database.close();
  });

  it('generates a password when none is configured, and makes no demo data with demo off', async () => {
    const database = await freshDb();
    const result = await seed(database.db, { demo: false, demoPassword: undefined });
    expect(result.createdLogins?.generated).toBe(true);
    expect(result.createdLogins?.password).toMatch(/^[\w-]{16}$/);
    expect(result.createdLogins?.usernames).toEqual(['platform.super']);
    expect(await database.db.select().from(companies)).toHaveLength(1);
    await database.close();
  });
});
