import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const as = (who: string) => tokens[who]!;
let seq = 0;
const create = (who: string, extra: object = {}) =>
  t.call(as(who), { method: 'POST', url: '/api/commodities/', payload: { name: `Steel coils ${++seq}`, description: 'Hot rolled', ...extra } });

describe('/api/commodities/', () => {
  it('lets super and admin create; other gets 403', async () => {
    expect((await create('demo.super')).statusCode).toBe(201);
    const byAdmin = await create('demo.admin');
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({ description: 'Hot rolled' });
    expect((await create('demo.user')).statusCode).toBe(403);
  });

  it('requires name and description, trimmed, and refuses a duplicate name in the company', async () => {
    const blank = await create('demo.super', { name: '   ', description: '' });
    expect(blank.json()).toEqual({ name: ['This field may not be blank.'], description: ['This field may not be blank.'] });
    await create('demo.super', { name: 'Timber' });
    const dup = await create('demo.admin', { name: ' timber ' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: ['A material with this name already exists.'] });
    // Another company may use the same name.
    expect((await create('scope3.super', { name: 'Timber' })).statusCode).toBe(201);
  });

  it('lets only super edit', async () => {
    const id = (await create('demo.super')).json().id;
    const url = `/api/commodities/${id}/`;
    expect((await t.call(as('demo.admin'), { method: 'PATCH', url, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await t.call(as('demo.user'), { method: 'PATCH', url, payload: { name: 'x' } })).statusCode).toBe(403);
    const ok = await t.call(as('demo.super'), { method: 'PUT', url, payload: { name: 'Cold coils', description: 'Cold rolled' } });
    expect(ok.json()).toEqual({ id, name: 'Cold coils', description: 'Cold rolled' });
  });

  it('lets super and admin delete; other gets 403', async () => {
    const a = (await create('demo.super')).json().id;
    const b = (await create('demo.super')).json().id;
    expect((await t.call(as('demo.user'), { method: 'DELETE', url: `/api/commodities/${a}/` })).statusCode).toBe(403);
    expect((await t.call(as('demo.admin'), { method: 'DELETE', url: `/api/commodities/${a}/` })).statusCode).toBe(204);
    expect((await t.call(as('demo.super'), { method: 'DELETE', url: `/api/commodities/${b}/` })).statusCode).toBe(204);
    expect((await t.call(as('demo.super'), { method: 'GET', url: `/api/commodities/${b}/` })).statusCode).toBe(404);
  });

  it('answers a PATCH of nothing, or of ignored fields, with the material unchanged', async () => {
    const created = (await create('demo.super')).json();
    const url = `/api/commodities/${created.id}/`;
    for (const payload of [{}, { id: 999, company: 3, colour: 'red' }]) {
      const res = await t.call(as('demo.super'), { method: 'PATCH', url, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
    }
  });

  it('answers 409 saying how many cargos use a material it is asked to delete, and keeps it', async () => {
    const material = (await create('demo.super')).json().id;
    const report = (await t.call(as('demo.super'), { method: 'POST', url: '/api/reports/', payload: { project_name: 'Uses', date: '2026-02-03' } })).json().id;
    for (const weight of [1, 2]) {
      const cargo = await t.call(as('demo.super'), { method: 'POST', url: `/api/reports/${report}/cargos/`, payload: { weight, commodity: material } });
      expect(cargo.statusCode).toBe(201);
    }
    const url = `/api/commodities/${material}/`;
    const refused = await t.call(as('demo.admin'), { method: 'DELETE', url });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Cargos using this material: 2. Change or delete them first.' });
    const spanish = await t.call(as('demo.super'), { method: 'DELETE', url, headers: { 'accept-language': 'es' } });
    expect(spanish.json()).toEqual({ detail: 'Cargas que usan este material: 2. Modifíquelas o elimínelas antes.' });
    expect((await t.call(as('demo.super'), { method: 'GET', url })).statusCode).toBe(200);
  });

  it('filters by name for the selectors (page_size 999)', async () => {
    await create('demo.super', { name: 'Copper cathodes' });
    const res = await t.call(as('demo.user'), { method: 'GET', url: '/api/commodities/?name=copper&page_size=999' });
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual(['Copper cathodes']);
  });

  it("answers 404 for another company's material on every route", async () => {
    const foreign = (await create('scope3.super')).json().id;
    const url = `/api/commodities/${foreign}/`;
    for (const r of [
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { name: 'x', description: 'y' } },
      { method: 'PATCH' as const, url, payload: { name: 'x' } },
      { method: 'DELETE' as const, url },
    ]) {
      expect((await t.call(as('demo.super'), r)).statusCode, r.method).toBe(404);
    }
    const list = await t.call(as('demo.super'), { method: 'GET', url: '/api/commodities/?page_size=999' });
    expect(list.json().results.map((c: { id: number }) => c.id)).not.toContain(foreign);
  });
});
