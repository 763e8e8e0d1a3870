import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #18: a change to one stage or storage of a large report stores only the rows whose figures it changed
// (rows-to-store.ts). Whatever it skips, the stored figures and statistics rows must be exactly those a full
// recalculation (calculate_emissions) stores.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<Json | null> {
  const res = await t.call(token, { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
}

const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Json[] }).rows;

const STAGES = 60;

/** A report of STAGES road legs (each cargo on two), a routed sea leg and three warehouses, made by the import. */
async function makeReport(name: string): Promise<{ id: number; stages: number[]; sea: number; storages: number[]; cargos: number[] }> {
  const road = `cargo,weight_t,distance_km,tags\n${Array.from({ length: STAGES }, (_, i) => `C${Math.floor(i / 2)},${1 + (Math.floor(i / 2) % 7)},${100 + i * 7},${i % 3 ? 'customer:ACME' : ''}`).join('\n')}\n`;
  const sea = 'cargo,ship_load_type,port_origin,port_destination\nC0,container,ESVLC,NLRTM\n';
  const storages = 'cargo,warehouse_name,moves_number,type\nC1,Hub A,2,third_party\nC2,Hub B,3,own\nC3,Hub C,1,third_party\n';
  const form = multipartForm({ project_name: name, date: '2026-03-01', origin: 'Valencia', destination: 'Lyon' }, { road_overland_stages: road, nautical_stages: sea, storages });
  const res = await t.call(token, { method: 'POST', url: '/api/reports/', payload: form.payload, headers: form.headers });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const stageRows = await rows(sql`select id, kind from stages where report_id = ${id} order by id`);
  return {
    id,
    stages: stageRows.filter((s) => s.kind === 'road').map((s) => s.id as number),
    sea: stageRows.find((s) => s.kind === 'nautical')?.id as number,
    storages: (await rows(sql`select id from storages where report_id = ${id} order by id`)).map((s) => s.id as number),
    cargos: (await rows(sql`select id from cargos where report_id = ${id} order by number`)).map((c) => c.id as number),
  };
}

/** Every stored figure of the report and its statistics rows; which of a cargo's rows carries its weight once is free. */
async function stored(id: number) {
  const facts = await rows(sql`
    select type, activity, cargo_id, commodity_id, tags, co2_total, co2e_ttw, co2e_wtt, co2, ch4, n2o, nox, sox, pm,
      scope1, scope2, scope3, tkm, weight, tags_vary
    from emission_facts where report_id = ${id}`);
  return {
    report: await rows(sql`select co2_total, weight, input_hash, result from reports where id = ${id}`),
    stages: await rows(sql`select id, distance_km, distance_method, geometry, co2_total, result from stages where report_id = ${id} order by id`),
    links: await rows(sql`select l.stage_id, l.cargo_id, l.tags, l.co2_total, l.result from stage_cargos l join stages s on s.id = l.stage_id where s.report_id = ${id} order by 1, 2`),
    storages: await rows(sql`select id, co2_total, result from storages where report_id = ${id} order by id`),
    storageLinks: await rows(sql`select l.storage_id, l.cargo_id, l.tags, l.co2_total, l.result from storage_cargos l join storages s on s.id = l.storage_id where s.report_id = ${id} order by 1, 2`),
    facts: facts.map((f) => JSON.stringify(f)).toSorted(),
    weightOnce: await rows(sql`
      select cargo_id, activity, sum(weight_once) as once, sum(weight_once_activity) as once_activity
      from emission_facts where report_id = ${id} group by cargo_id, activity order by cargo_id, activity`),
  };
}

/** The stored figures equal those of a full recalculation of the same report. */
async function expectSameAsFullRecalculation(id: number) {
  const after = await stored(id);
  await call('POST', `/api/reports/${id}/calculate_emissions/`);
  expect(after).toEqual(await stored(id));
}

/** The row version of a stage: unchanged when no statement wrote the row. */
const version = async (stageId: number) => (await rows(sql`select xmin::text as v from stages where id = ${stageId}`))[0]?.v as string;

describe('editing one stage or storage of a many-stage report', () => {
  it('stores the figures a full recalculation stores, after every kind of change, and leaves other rows unwritten', async () => {
    const r = await makeReport('Partial store');
    const road = (i: number) => `/api/reports/${r.id}/road-overland-stages/${r.stages[i]}/`;
    /** Makes the change, which must not write stage 50 (none changes its figures), then compares with a recalculation. */
    const change = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
      const far = await version(r.stages[50] as number);
      const answer = await call(method, url, payload);
      expect(await version(r.stages[50] as number)).toBe(far);
      await expectSameAsFullRecalculation(r.id);
      return answer;
    };

    await change('PATCH', road(20), { distance: 432.1 });
    // More cargos and other tags: the cargos' other legs share their figures now, and their statistics change.
    await change('PATCH', road(21), { cargos: [{ cargo: r.cargos[3] }, { cargo: r.cargos[10], tags: { customer: 'Other' } }, { cargo: r.cargos[25] }] });
    await change('POST', `/api/reports/${r.id}/road-overland-stages/`, { cargos: [{ cargo: r.cargos[4] }, { cargo: r.cargos[5] }], distance: 55 });
    await change('DELETE', road(40));
    // A stage without cargos (rail may be) has statistics rows of its own.
    const rail = (await change('POST', `/api/reports/${r.id}/rail-overland-stages/`, { distance: 300, cargos: [] })) as Json;
    await change('PATCH', `/api/reports/${r.id}/rail-overland-stages/${rail.id}/`, { cargos: [{ cargo: r.cargos[7] }] });
    await change('PATCH', `/api/reports/${r.id}/rail-overland-stages/${rail.id}/`, { cargos: [] });
    await change('PATCH', `/api/reports/${r.id}/nautical-stages/${r.sea}/`, { operated_by: 'own' });
    await change('PATCH', `/api/reports/${r.id}/storages/${r.storages[1]}/`, { moves_number: 7 });
    await change('POST', `/api/reports/${r.id}/storages/`, { warehouse_name: 'Hub D', moves_number: 2, type: 'own', cargos: [{ cargo: r.cargos[1] }] });
    await change('DELETE', `/api/reports/${r.id}/storages/${r.storages[0]}/`);
  });

  it('stores every row when the stored figures are not provably those of the report as it was', async () => {
    const r = await makeReport('Stale store');
    // As if the figures were stored by some other calculation: nothing shows which rows still hold them.
    await t.db.execute(sql`update reports set input_hash = 'not the input of these figures' where id = ${r.id}`);
    await t.db.execute(sql`update stages set co2_total = 0, result = null where id = ${r.stages[50]}`);
    const far = await version(r.stages[50] as number);

    await call('PATCH', `/api/reports/${r.id}/road-overland-stages/${r.stages[20]}/`, { distance: 432.1 });

    expect(await version(r.stages[50] as number)).not.toBe(far);
    expect((await rows(sql`select co2_total from stages where id = ${r.stages[50]}`))[0]?.co2_total).toBeGreaterThan(0);
    await expectSameAsFullRecalculation(r.id);
  });
});
