import { calculate, type ConsumptionInput, type ReportResult } from '@huella/emissions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFactorSet } from '../../../core-data/default-factor-set.ts';
import { consumptions } from '../../../db/schema.ts';
import { createConsumptionLookups, IBERDROLA_FACTOR, type ConsumptionLookups } from '../../../test-support/consumption-lookups.ts';
import { signedInApp, type Json } from '../../../test-support/signed-in-app.ts';

// Consumptions of a consumption report (docs/spec/part-2.md §2.5, §3; decision 0009) through the API: the figures of
// docs/methodology.md §7 (f), the supplier's market-based factor, quantities typed as text in either language,
// and every field's refusal.

const { app, as, callJson: call, created } = signedInApp();
let lookups: ConsumptionLookups;
beforeAll(async () => {
  lookups = await createConsumptionLookups(app(), as('demo.super'));
});

const newReport = (who = 'demo.user', extra: object = {}) =>
  created(who, '/api/reports/', { type: 'consumption', project_name: 'Energy 2025', date: '2025-12-31', ...extra });
const consumptionsOf = (report: number) => `/api/reports/${report}/consumptions/`;
const totalsOf = async (report: number) => (await call('demo.user', 'GET', `/api/reports/${report}/totals/`)).body;

/** The core's answer on the same inputs (the review of a new report is the shipped DESNZ 2025 set). */
function coreResult(input: ConsumptionInput[]): ReportResult {
  const result = calculate({ only_scope3: false, consumptions: input }, defaultFactorSet());
  if (!result.ok) throw new Error(`core: ${result.field} ${result.code}`);
  return result;
}

describe('POST /api/reports/ with type consumption', () => {
  it('creates a consumption report with a CR- reference, no origin or destination, and zero figures', async () => {
    const report = await newReport('demo.user', { origin: 'Valencia', destination: 'Lyon' });
    expect(report).toMatchObject({ type: 'consumption', origin: '', destination: '', CO2_total: 0, weight: 0, read_only: false });
    expect(report.reference).toMatch(/^CR-2025-\d{6}$/);
    const totals = await totalsOf(report.id);
    expect(totals).toMatchObject({ type: 'consumption', CO2_total: 0, scope2_location_based: 0, scope2_market_based: null, consumptions: [], voyages: [] });
     // A report's type is set once: a PUT from a form that leaves it out keeps it, and places stay out.
    const put = await call('demo.user', 'PUT', `/api/reports/${report.id}/`, { project_name: 'Energy 2025 (rev.)', date: '2025-12-30', origin: 'Madrid' });
    expect(put.body).toMatchObject({ type: 'consumption', project_name: 'Energy 2025 (rev.)', origin: '', reference: report.reference });
  });

  it('answers 403 to a company that reports scope 3 only', async () => {
    const res = await call('scope3.super', 'POST', '/api/reports/', { type: 'consumption', project_name: 'Energy', date: '2025-01-01' });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Your company reports scope 3 only: it has no consumptions.');
    expect((await call('scope3.super', 'GET', '/api/reports/?type=consumption')).status).toBe(403);
  });

  it('refuses a business trip as a consumption report', async () => {
    const ordinary = await call('demo.user', 'POST', '/api/reports/', { type: 'consumption', project_name: 'Trip', date: '2025-01-01', business_trip: true });
    expect(ordinary.status).toBe(400);
    expect(Object.keys(ordinary.body)).toEqual(['business_trip']);
    const platform = await call('platform.super', 'POST', '/api/reports/', { type: 'consumption', project_name: 'Trip', date: '2025-01-01', business_trip: true });
    expect(platform.status).toBe(400);
    expect(platform.body).toEqual({ business_trip: ['Enter a valid value.'] });
  });
});

describe('consumption figures', () => {
  it('reproduces worked example (f) of docs/methodology.md §7 through the API, as the core calculates it', async () => {
    const report = await newReport();
    const gasoil = await created('demo.user', consumptionsOf(report.id), { type: 'gasoil', date: '2025-03-01', quantity: 1000 });
    const power = await created('demo.user', consumptionsOf(report.id), { type: 'electricity', date: '2025-03-01', quantity: '10000' });
    const gas = await created('demo.user', consumptionsOf(report.id), { type: 'natural_gas', date: '2025-03-01', quantity: '5000', center: lookups.center });
    expect(gasoil).toMatchObject({ type: 'gasoil', quantity: 1000, unit: 'l', supplier: null, center: null, source_id: null });
    expect(power).toMatchObject({ type: 'electricity', quantity: 10_000, unit: 'kWh' });
    expect(gas).toMatchObject({ center: { id: lookups.center, name: 'Valencia HQ' }, unit: 'kWh' });

    const totals = await totalsOf(report.id);
    const [g, p, n] = totals.consumptions;
    expect(g.scope1).toBeCloseTo(2570.82, 3);
    expect(g.scope3).toBeCloseTo(626.65, 3);
    expect(p.scope2).toBeCloseTo(1770, 3);
    expect(p.scope3).toBeCloseTo(185.3, 3);
    expect(n.scope1).toBeCloseTo(911.55, 3);
    expect(totals.scope1).toBeCloseTo(2570.82 + 911.55, 3);
    expect(totals.scope2_location_based).toBeCloseTo(1770, 3);
    expect(totals.scope2).toBe(totals.scope2_location_based);
    // No supplier with its own factor, and no supplier-type entry in the review: no market-based figure.
    expect(totals.scope2_market_based).toBeNull();
    expect(p.scope2_market_based).toBeNull();

    const core = coreResult([
      { id: gasoil.id, type: 'gasoil', quantity: 1000 },
      { id: power.id, type: 'electricity', quantity: 10_000 },
      { id: gas.id, type: 'natural_gas', quantity: 5000 },
    ]);
    expect(totals.CO2_total).toBeCloseTo(core.totals.co2e_wtw, 9);
    expect([totals.scope1, totals.scope2, totals.scope3]).toEqual([core.totals.scopes.scope1, core.totals.scopes.scope2, core.totals.scopes.scope3]);
    expect(totals.scope1 + totals.scope2 + totals.scope3).toBeCloseTo(totals.CO2_total, 9);
    // The list, the report and each row carry the stored figures.
    expect((await call('demo.user', 'GET', `/api/reports/${report.id}/`)).body.CO2_total).toBe(totals.CO2_total);
    const listed = (await call('demo.user', 'GET', consumptionsOf(report.id))).body.results;
    expect(listed.map((c: Json) => c.CO2_total)).toEqual(totals.consumptions.map((c: Json) => c.CO2_total));
    expect(g).toMatchObject({ id: gasoil.id, type: 'gasoil', unit: 'l', quantity: 1000, method: 'metered', center: null, supplier: null, CO2: expect.any(Number) });
    expect(g.factors_used.map((f: Json) => f.key)).toContain('fuel.gasoil_l');
    expect(totals.review).toMatchObject({ id: report.review.id, title: report.review.title, content_hash: expect.any(String) });
    expect(totals.input_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(totals).toMatchObject({ read_only: false, only_scope3: false, calculated_at: expect.any(String) });
  });

  it('gives scope 2 market-based with the supplier’s own factor, beside the location-based figure', async () => {
    const report = await newReport();
    const own = await created('demo.user', consumptionsOf(report.id), { type: 'electricity', date: '2025-05-01', quantity: 10_000, supplier: lookups.iberdrola });
    const grid = await created('demo.user', consumptionsOf(report.id), { type: 'electricity', date: '2025-05-01', quantity: 2000, supplier: lookups.plainPower });
    expect(own.supplier).toEqual({ id: lookups.iberdrola, name: 'Iberdrola' });

    const core = coreResult([
      { id: own.id, type: 'electricity', quantity: 10_000, supplier: 'Iberdrola', supplier_factor: IBERDROLA_FACTOR },
      { id: grid.id, type: 'electricity', quantity: 2000, supplier: 'Grid Power' },
    ]);
    const totals = await totalsOf(report.id);
    const [ownRow, gridRow] = totals.consumptions;
    expect(ownRow.supplier).toBe('Iberdrola');
    expect(ownRow.scope2_market_based).toBeCloseTo(core.consumptions[0]?.scope2_market_based as number, 9);
    // 0.1 kg CO2 + 0.5 g CH4 + 0.05 g N2O per kWh: more than the CO2 alone, less than the grid's 0.177.
    expect(ownRow.scope2_market_based).toBeGreaterThan(1000);
    expect(ownRow.scope2_market_based).toBeLessThan(1770);
    expect(ownRow.factors_used).toContainEqual({ key: 'supplier[Iberdrola].A1', value: 0.1, unit: 'kg CO2/kWh', source: IBERDROLA_FACTOR.source });
    expect(gridRow.scope2_market_based).toBeNull();
    expect(totals.scope2_location_based).toBeCloseTo(1770 + 354, 6);
    // Market-based: the supplier's figure where it has one, location-based elsewhere.
    expect(totals.scope2_market_based).toBeCloseTo(core.totals.scope2_market_based, 9);
    expect(totals.scope2_market_based).toBeCloseTo(ownRow.scope2_market_based + gridRow.scope2, 9);
  });
});

describe('quantities typed as text (decision 0009 "Quantities as text")', () => {
  let report: Json;
  beforeAll(async () => {
    report = await newReport();
  });
  const READINGS: [string, 'en' | 'es', number][] = [
    ['1.234,5', 'es', 1234.5],
    ['1234,5', 'es', 1234.5],
    ['1.234', 'es', 1234],
    ['1,234.5', 'en', 1234.5],
    ['1234.5', 'en', 1234.5],
    ['1.234', 'en', 1.234],
    [' 0 ', 'en', 0],
  ];
  it.each(READINGS)('reads %j in %s as %d', async (text, language, value) => {
    const body = await created('demo.user', consumptionsOf(report.id), { type: 'gasoil', date: '2025-01-01', quantity: text }, language);
    expect(body.quantity).toBe(value);
    expect(body.CO2_total).toBeCloseTo(value * 3.19747, 0);
  });

  it('names the quantity in the request’s language when it is not a number, and saves nothing', async () => {
    const before = (await call('demo.user', 'GET', consumptionsOf(report.id))).body.count;
    const es = await call('demo.user', 'POST', consumptionsOf(report.id), { type: 'gasoil', date: '2025-01-01', quantity: '12abc' }, 'es');
    expect(es).toEqual({ status: 400, body: { quantity: ['Se requiere un número válido.'] } });
    const en = await call('demo.user', 'POST', consumptionsOf(report.id), { type: 'gasoil', date: '2025-01-01', quantity: '12abc' });
    expect(en).toEqual({ status: 400, body: { quantity: ['A valid number is required.'] } });
    expect((await call('demo.user', 'GET', consumptionsOf(report.id))).body.count).toBe(before);
  });
});

describe('bad consumption input', () => {
  let report: Json;
  let foreign: Json;
  beforeAll(async () => {
    report = await newReport();
    foreign = await createConsumptionLookups(app(), as('platform.super'));
  });
  const BASE = { type: 'electricity', date: '2025-02-01', quantity: 100 };
  const CASES: [string, () => object, string, RegExp][] = [
    ['an empty quantity', () => ({ quantity: '  ' }), 'quantity', /may not be blank/],
    ['a quantity in words', () => ({ quantity: 'ten' }), 'quantity', /valid number/],
    ['two decimal marks', () => ({ quantity: '1,2,3.4.5' }), 'quantity', /valid number/],
    ['NaN as text', () => ({ quantity: 'NaN' }), 'quantity', /valid number/],
    ['a negative number', () => ({ quantity: -1 }), 'quantity', /greater than or equal to 0/],
    ['a negative number as text', () => ({ quantity: '-5' }), 'quantity', /greater than or equal to 0/],
    ['an absurd quantity', () => ({ quantity: 1e13 }), 'quantity', /less than or equal to 1000000000000/],
    ['a quantity that is neither text nor number', () => ({ quantity: true }), 'quantity', /./],
    ['a type that does not exist', () => ({ type: 'coal' }), 'type', /./],
    ['a date that does not exist', () => ({ date: '2025-13-01' }), 'date', /./],
    ['another company’s center', () => ({ center: foreign.center }), 'center', /does not exist/],
    ['a center that does not exist', () => ({ center: 2_000_000_000 }), 'center', /does not exist/],
    ['another company’s account', () => ({ account: foreign.account }), 'account', /does not exist/],
    ['another company’s supplier', () => ({ supplier: foreign.iberdrola }), 'supplier', /does not exist/],
    ['a supplier of gas oil for electricity', () => ({ supplier: lookups.gasoilSupplier }), 'supplier', /^Choose a supplier of electricity\.$/],
    ['a supplier for gas oil', () => ({ type: 'gasoil', supplier: lookups.iberdrola }), 'supplier', /^Only electricity consumptions name a supplier\.$/],
    ['a tag the company does not have', () => ({ tags: { project: 'X' } }), 'tags', /Tag "project" is not one of your company's tags/],
  ];
  it.each(CASES)('answers 400 naming the field for %s, and saves nothing', async (_what, change, field, message) => {
    const res = await call('demo.user', 'POST', consumptionsOf(report.id), { ...BASE, ...change() });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect(res.body[field].join(' ')).toMatch(message);
    expect((await call('demo.user', 'GET', consumptionsOf(report.id))).body.count).toBe(0);
    expect((await totalsOf(report.id)).CO2_total).toBe(0);
  });

  it('lists every problem of a body at once', async () => {
    const res = await call('demo.user', 'POST', consumptionsOf(report.id), { ...BASE, type: 'gasoil', quantity: 'x', center: foreign.center, supplier: lookups.iberdrola, tags: { nope: '1' } });
    expect(Object.keys(res.body).toSorted()).toEqual(['center', 'quantity', 'supplier', 'tags']);
  });

  it('says it in Spanish when asked', async () => {
    const res = await call('demo.user', 'POST', consumptionsOf(report.id), { ...BASE, type: 'gasoil', supplier: lookups.iberdrola, quantity: '-3' }, 'es');
    expect(res.body).toEqual({
      quantity: ['Asegúrese de que este valor sea mayor o igual que 0.'],
      supplier: ['Solo los consumos de electricidad indican un proveedor.'],
    });
  });

  it('keeps the company’s tags, trimmed, and drops empty ones', async () => {
    const body = await created('demo.user', consumptionsOf(report.id), { ...BASE, tags: { customer: '  ACME ', order: '  ' } });
    expect(body.tags).toEqual({ customer: 'ACME' });
    // The report list's tag filter finds a consumption report by its consumptions' tags.
    const listed = async (tags: string) =>
      ((await call('demo.user', 'GET', `/api/reports/?type=consumption&page_size=1000&tags=${encodeURIComponent(tags)}`)).body as Json).results.map((r: Json) => r.id);
    expect(await listed('customer:acme')).toContain(report.id);
    expect(await listed('customer:nobody')).not.toContain(report.id);
    await call('demo.user', 'DELETE', `${consumptionsOf(report.id)}${body.id}/`);
  });
});

describe('/api/reports/{id}/consumptions/ read, change and delete', () => {
  let report: Json;
  const ids: number[] = [];
  beforeAll(async () => {
    report = await newReport();
    for (const [type, quantity, extra] of [
      ['gasoil', 300, { center: lookups.center }],
      ['electricity', 5000, { supplier: lookups.iberdrola, account: lookups.account }],
      ['natural_gas', 800, {}],
      ['electricity', 1200, { supplier: lookups.plainPower, tags: { customer: 'Globex' } }],
    ] as const) {
      ids.push((await created('demo.user', consumptionsOf(report.id), { type, quantity, date: `2025-0${ids.length + 1}-15`, ...extra })).id);
    }
  });
  const list = async (query: string) => (await call('demo.user', 'GET', `${consumptionsOf(report.id)}?${query}`)).body;

  it('pages, searches and orders the list', async () => {
    const page = await list('page_size=3&page=2');
    expect(page.count).toBe(4);
    expect(page.results.map((c: Json) => c.id)).toEqual([ids[3]]);
    expect(page.previous).toMatch(/page_size=3/);
    expect((await list('search=iberdrola')).results.map((c: Json) => c.id)).toEqual([ids[1]]);
    expect((await list('search=valencia')).results.map((c: Json) => c.id)).toEqual([ids[0]]);
    expect((await list('search=ELECTRICITY')).count).toBe(2);
    expect((await call('demo.user', 'GET', `${consumptionsOf(report.id)}?search=electricidad`, undefined, 'es')).body.count).toBe(2);
    expect((await list('ordering=-quantity')).results.map((c: Json) => c.id)).toEqual([ids[1], ids[3], ids[2], ids[0]]);
    expect((await list('ordering=type,-date')).results.map((c: Json) => c.id)).toEqual([ids[3], ids[1], ids[0], ids[2]]);
    const byFigure = (await list('ordering=CO2_total')).results.map((c: Json) => c.CO2_total);
    expect(byFigure).toEqual(byFigure.toSorted((a: number, b: number) => a - b));
    const bad = await call('demo.user', 'GET', `${consumptionsOf(report.id)}?ordering=supplier`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['ordering']);
    expect((await call('demo.user', 'GET', `${consumptionsOf(report.id)}?page=9`)).status).toBe(404);
  });

  it('reads one consumption with its lookups', async () => {
    const res = await call('demo.user', 'GET', `${consumptionsOf(report.id)}${ids[1]}/`);
    expect(res.body).toMatchObject({
      id: ids[1],
      type: 'electricity',
      quantity: 5000,
      unit: 'kWh',
      supplier: { id: lookups.iberdrola, name: 'Iberdrola' },
      account: { id: lookups.account, name: 'Energy', code: '628' },
      tags: {},
      source_id: null,
    });
    expect(res.body.CO2_total).toBeGreaterThan(0);
  });

  it('recalculates the report on PUT, PATCH and DELETE', async () => {
    const url = `${consumptionsOf(report.id)}${ids[0]}/`;
    const start = (await totalsOf(report.id)).CO2_total;
    const put = await call('demo.user', 'PUT', url, { type: 'gasoil', date: '2025-01-20', quantity: '600' });
    expect(put.status).toBe(200);
    // PUT is the whole form: the center left out is none.
    expect(put.body).toMatchObject({ quantity: 600, center: null, date: '2025-01-20' });
    const afterPut = (await totalsOf(report.id)).CO2_total;
    expect(afterPut - start).toBeCloseTo(300 * (2570.82 + 626.65) / 1000, 6);

    const patch = await call('demo.user', 'PATCH', url, { quantity: '1.200,5' }, 'es');
    expect(patch.body).toMatchObject({ quantity: 1200.5, date: '2025-01-20', type: 'gasoil' });
    // A PATCH is checked against the stored fields: gas oil takes no supplier.
    const refused = await call('demo.user', 'PATCH', url, { supplier: lookups.plainPower });
    expect(refused).toMatchObject({ status: 400, body: { supplier: [expect.stringMatching(/^Only electricity/)] } });
    const retyped = await call('demo.user', 'PATCH', `${consumptionsOf(report.id)}${ids[1]}/`, { type: 'gasoil' });
    expect(Object.keys(retyped.body)).toEqual(['supplier']);
    const cleared = await call('demo.user', 'PATCH', `${consumptionsOf(report.id)}${ids[1]}/`, { type: 'gasoil', supplier: null });
    expect(cleared.body).toMatchObject({ type: 'gasoil', supplier: null, unit: 'l', account: { id: lookups.account } });

    const beforeDelete = await totalsOf(report.id);
    const gone = beforeDelete.consumptions.find((c: Json) => c.id === ids[2]).CO2_total;
    expect((await call('demo.user', 'DELETE', `${consumptionsOf(report.id)}${ids[2]}/`)).status).toBe(204);
    const afterDelete = await totalsOf(report.id);
    expect(afterDelete.consumptions).toHaveLength(3);
    expect(afterDelete.CO2_total).toBeCloseTo(beforeDelete.CO2_total - gone, 6);
    expect((await call('demo.user', 'GET', `${consumptionsOf(report.id)}${ids[2]}/`)).status).toBe(404);
  });

  it('answers 400 to a change that leaves a bad quantity, and changes nothing', async () => {
    const url = `${consumptionsOf(report.id)}${ids[3]}/`;
    const before = (await call('demo.user', 'GET', url)).body;
    const res = await call('demo.user', 'PATCH', url, { quantity: '1e3' });
    expect(res).toEqual({ status: 400, body: { quantity: ['A valid number is required.'] } });
    expect((await call('demo.user', 'GET', url)).body).toEqual(before);
  });
});

describe('children of the other report type', () => {
  it('answers 400 to consumptions and voyages on a transport report', async () => {
    const transport = await created('demo.user', '/api/reports/', { project_name: 'Freight', date: '2025-01-01' });
    const consumption = await call('demo.user', 'POST', consumptionsOf(transport.id), { type: 'gasoil', date: '2025-01-01', quantity: 1 });
    expect(consumption).toEqual({
      status: 400,
      body: { non_field_errors: ['Consumptions and company-car voyages belong to consumption reports, not to transport reports.'] },
    });
    const voyage = await call('demo.user', 'POST', `/api/reports/${transport.id}/voyages/`, { car_family: lookups.dieselFamily, date: '2025-01-01', distance: 1 });
    expect(voyage.status).toBe(400);
    expect(Object.keys(voyage.body)).toEqual(['non_field_errors']);
    expect((await call('demo.user', 'GET', consumptionsOf(transport.id))).body.count).toBe(0);
  });

  it('answers 400 to cargos, stages and storages on a consumption report', async () => {
    const report = await newReport();
    const message = { non_field_errors: ['Consumption reports have no cargos, transport stages or warehousing.'] };
    expect(await call('demo.user', 'POST', `/api/reports/${report.id}/cargos/`, { weight: 3 })).toEqual({ status: 400, body: message });
    expect(await call('demo.user', 'POST', `/api/reports/${report.id}/road-overland-stages/`, { distance: 10, cargos: [] })).toEqual({ status: 400, body: message });
    expect(await call('demo.user', 'POST', `/api/reports/${report.id}/storages/`, { warehouse_name: 'W', moves_number: 1, cargos: [] }, 'es')).toEqual({
      status: 400,
      body: { non_field_errors: ['Los informes de consumos no tienen cargas, etapas de transporte ni almacenaje.'] },
    });
  });
});

describe('a consumption report’s clone and recalculation', () => {
  it('copies its consumptions and voyages, without their HSEQ source ids, and recalculates the copy', async () => {
    const report = await newReport();
    const imported = await created('demo.user', consumptionsOf(report.id), { type: 'electricity', date: '2025-06-01', quantity: 400, supplier: lookups.iberdrola, tags: { customer: 'ACME' } });
    // As the HSEQ import marks what it brought (docs/hseq.md).
    await app().db.update(consumptions).set({ sourceId: 'hseq:VLC:2025-06' }).where(eq(consumptions.id, imported.id));
    await created('demo.user', `/api/reports/${report.id}/voyages/`, { car: lookups.dieselCar, date: '2025-06-02', distance: 120 });
    const original = await totalsOf(report.id);

    const clone = await created('demo.admin', `/api/reports/${report.id}/clone/`, {});
    expect(clone).toMatchObject({ type: 'consumption', read_only: false, created_by: { username: 'demo.admin' }, CO2_total: original.CO2_total });
    expect(clone.reference).toMatch(/^CR-2025-/);
    const copied = (await call('demo.user', 'GET', consumptionsOf(clone.id))).body.results;
    expect(copied).toEqual([expect.objectContaining({ type: 'electricity', quantity: 400, supplier: { id: lookups.iberdrola, name: 'Iberdrola' }, tags: { customer: 'ACME' }, source_id: null })]);
    expect(copied[0].id).not.toBe(imported.id);
    const voyages = (await call('demo.user', 'GET', `/api/reports/${clone.id}/voyages/`)).body.results;
    expect(voyages).toEqual([expect.objectContaining({ car: { id: lookups.dieselCar, plate: '4321KLM' }, distance: 120 })]);
    const copyTotals = await totalsOf(clone.id);
    expect(copyTotals.scope2_market_based).toBeCloseTo(original.scope2_market_based, 9);
    expect(copyTotals.input_hash).not.toBeNull();
    expect((await call('demo.user', 'GET', `${consumptionsOf(report.id)}${imported.id}/`)).body.source_id).toBe('hseq:VLC:2025-06');
  });

  it('answers calculate_emissions with the consumption totals', async () => {
    const report = await newReport();
    await created('demo.user', consumptionsOf(report.id), { type: 'natural_gas', date: '2025-06-01', quantity: 5000 });
    const res = await call('demo.user', 'POST', `/api/reports/${report.id}/calculate_emissions/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'consumption', consumptions: [expect.objectContaining({ type: 'natural_gas' })], voyages: [] });
    expect(res.body.scope1).toBeCloseTo(911.55, 3);
  });
});
