import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// What the database refuses reaches the client as a 409, never a 500; and the log of a failed statement keeps its
// SQL and code but not the client's values (issue #20 items 7b, 10d).

let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void log.push(line) } });
});
afterAll(() => t.close());

describe('a delete the foreign keys refuse', () => {
  it('answers 409 in the asked language when a user who created reports is deleted, and keeps the user', async () => {
    const admin = await t.login('demo.admin');
    const created = await t.call(admin, { method: 'POST', url: '/api/reports/', payload: { project_name: 'Kept', date: '2026-01-01' } });
    expect(created.statusCode).toBe(201);
    const me = (await t.call(admin, { method: 'GET', url: '/api/rest-auth/user/' })).json<{ id: number }>();
    const boss = await t.login('demo.super');
    const url = `/api/users/${me.id}/`;
    const res = await t.call(boss, { method: 'DELETE', url });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Other records still use this object: it cannot be deleted.' });
    const spanish = await t.call(boss, { method: 'DELETE', url, headers: { 'accept-language': 'es' } });
    expect(spanish.json()).toEqual({ detail: 'Otros registros usan todavía este objeto: no se puede eliminar.' });
    expect((await t.call(boss, { method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('the log of a row a constraint refuses', () => {
  it('does not print the failing row PostgreSQL quotes in its detail', async () => {
    // A CHECK violation (as NOT NULL ones) carries "Failing row contains (…)": every value of the row.
    await t.db.execute(sql.raw(`alter table commodities add constraint no_check_secret check (name not like 'Check-Secret%')`));
    try {
      const token = await t.login('demo.super');
      log.length = 0;
      const res = await t.call(token, { method: 'POST', url: '/api/commodities/', payload: { name: 'Check-Secret-4711', description: 'Row-Text-0815' } });
      expect(res.statusCode).toBe(500);
      const everything = log.join('\n');
      expect(everything).toContain('23514');
      expect(everything).not.toContain('Check-Secret-4711');
      expect(everything).not.toContain('Row-Text-0815');
    } finally {
      await t.db.execute(sql.raw('alter table commodities drop constraint no_check_secret'));
    }
  });
});

describe('the log of a failed statement', () => {
  it('keeps the SQL text and the database code, not the values the client sent', async () => {
    // A real failure inside PostgreSQL: a trigger that refuses every new material.
    await t.db.execute(
      sql.raw(`create function refuse_material() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test trigger'; end $$`),
    );
    await t.db.execute(sql.raw('create trigger refuse_material before insert on commodities for each row execute function refuse_material()'));
    const token = await t.login('demo.super');
    log.length = 0;
    const res = await t.call(token, { method: 'POST', url: '/api/commodities/', payload: { name: 'Secret-Name-4711', description: 'Secret-Text-0815' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'A server error occurred.' });

    const everything = log.join('\n');
    expect(everything).not.toContain('Secret-Name-4711');
    expect(everything).not.toContain('Secret-Text-0815');
    expect(everything).not.toContain('params:');
    const failure = log.map((line) => JSON.parse(line) as { level: number; err?: Record<string, unknown> }).find((entry) => entry.level === 50);
    expect(failure?.err).toMatchObject({
      query: expect.stringContaining('insert into "commodities"'),
      database: { code: 'P0001', message: 'refused by the test trigger' },
    });
  });
});
