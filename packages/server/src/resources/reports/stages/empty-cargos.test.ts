import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

// docs/spec/part-2.md §5: road and nautical stages need a cargo (the "empty cargos" error); a rail stage with none shows
// the same error in the form but is saved (the form says so, the API accepts it), as is an air stage.

let t: TestApp;
let token = '';
let reportId = 0;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.user');
  const report = await t.call(token, { method: 'POST', url: '/api/reports/', payload: { project_name: 'Empty cargos', date: '2026-06-01' } });
  reportId = (report.json() as { id: number }).id;
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.call(token, { method: 'POST', url: `/api/reports/${reportId}/${path}/`, payload, headers: { 'accept-language': 'en' } });

describe('a stage saved with no cargo', () => {
  it('is refused on road and nautical, naming the cargos', async () => {
    const road = await post('road-overland-stages', { distance: 100, cargos: [] });
    expect(road.statusCode).toBe(400);
    expect(road.json()).toEqual({ cargos: ['Select at least one cargo.'] });
    const sea = await post('nautical-stages', { distance: 100, ship_load_type: 'full_cargo', cargos: [] });
    expect(sea.statusCode).toBe(400);
    expect(sea.json()).toMatchObject({ cargos: ['Select at least one cargo.'] });
  });

  it('is saved on rail, carrying no cargo', async () => {
    const rail = await post('rail-overland-stages', { distance: 100, cargos: [] });
    expect(rail.statusCode, rail.body).toBe(201);
    expect(rail.json()).toMatchObject({ distance: 100, cargos: [] });
  });
});
