import { compileFactorSet, type CarFamilyEntry } from '@huella/emissions';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFactorSet } from '../../core-data/default-factor-set.ts';
import {
  aircraftModelReviews,
  carFamilyReviews,
  railVehicleReviews,
  reviews,
  roadVehicleReviews,
  shipLoadTypeReviews,
  supplierTypeReviews,
  users,
} from '../../db/schema.ts';
import { createConsumptionLookups, type ConsumptionLookups } from '../../test-support/consumption-lookups.ts';
import { defaultReviewId } from '../../test-support/default-review.ts';
import { signedInApp, type Json } from '../../test-support/signed-in-app.ts';

// Restatement (docs/methodology.md §2): a report calculated under another review beside its stored figures, with
// nothing stored changing. The other reviews are copies of DESNZ 2025 written straight to the database, one factor
// changed, so each test knows by hand which figures must move (docs/methodology.md §5).

/** A figure of a Spanish CSV: decimal comma. */
const spanishNumber = (text: string | undefined) => Number(text?.replace(',', '.'));

const session = signedInApp(['demo.super', 'demo.user', 'scope3.super']);
let desnz: number;
let lookups: ConsumptionLookups;
beforeAll(async () => {
  desnz = await defaultReviewId(session.app().db);
  lookups = await createConsumptionLookups(session.app(), session.as('demo.super'), '-restate');
});

const ENTRY_TABLES = [roadVehicleReviews, railVehicleReviews, shipLoadTypeReviews, aircraftModelReviews, carFamilyReviews, supplierTypeReviews];

interface ReviewCopy {
  title: string;
  factors?: Record<string, number>;
  carFamilies?: CarFamilyEntry[];
  /** The owner; the platform company's copies are seen by every company. */
  companyId?: number;
}

/**
 * A copy of the seeded DESNZ 2025 review, its row and every entry, with `factors` and `carFamilies` changed or
 * added and its content hash computed as the core computes it. It starts in 2020, before DESNZ 2025, so that the
 * reports these tests make (dated 2026) keep DESNZ 2025 as the review in force on their date.
 */
async function copyOfDefaultReview(copy: ReviewCopy): Promise<{ id: number; title: string; contentHash: string }> {
  const { db } = session.app();
  const shipped = defaultFactorSet().factorSet;
  const factors = { ...shipped.factors, ...copy.factors };
  const compiled = compileFactorSet({
    ...shipped,
    id: `copy-${copy.title}`,
    title: copy.title,
    read_only: false,
    factors,
    car_family_reviews: [...shipped.car_family_reviews, ...(copy.carFamilies ?? [])],
  });
  if (!compiled.ok) throw new Error(`the copy does not compile: ${compiled.field} ${compiled.code}`);

  const [source] = await db.select().from(reviews).where(eq(reviews.id, desnz));
  if (!source) throw new Error('no default review');
  const { id: _id, builtinKey: _builtinKey, createdAt: _createdAt, ...columns } = source;
  const [row] = await db
    .insert(reviews)
    .values({ ...columns, companyId: copy.companyId ?? source.companyId, title: copy.title, startDate: '2020-01-01', readOnly: false, factors, contentHash: compiled.factorSet.content_hash })
    .returning({ id: reviews.id });
  if (!row) throw new Error('copy not inserted');
  for (const table of ENTRY_TABLES) {
    const names = Object.values(getTableColumns(table))
      .map((column) => column.name)
      .filter((name) => name !== 'id' && name !== 'review_id');
    const list = sql.raw(names.join(', '));
    await db.execute(sql`insert into ${table} (review_id, ${list}) select ${row.id}, ${list} from ${table} where review_id = ${desnz}`);
  }
  for (const family of copy.carFamilies ?? []) {
    await db.insert(carFamilyReviews).values({ reviewId: row.id, familyModel: family.family, a1: family.A1, b1: family.B1, c1: family.C1 });
  }
  return { id: row.id, title: copy.title, contentHash: compiled.factorSet.content_hash };
}

const rows = async (query: SQL) => ((await session.app().db.execute(query)) as unknown as { rows: unknown[] }).rows;

/**
 * Every stored row of a report, with PostgreSQL's row version (`xmin`): an UPDATE gives a row a new version even when
 * it writes the same values, so equal snapshots mean no row was written at all.
 */
async function storedRows(reportId: number): Promise<Record<string, unknown[]>> {
  const ofReport = (table: string) => rows(sql`select xmin::text as row_version, * from ${sql.identifier(table)} where report_id = ${reportId} order by id`);
  return {
    report: await rows(sql`select xmin::text as row_version, * from reports where id = ${reportId}`),
    cargos: await ofReport('cargos'),
    stages: await ofReport('stages'),
    stageCargos: await rows(
      sql`select xmin::text as row_version, * from stage_cargos where stage_id in (select id from stages where report_id = ${reportId}) order by stage_id, cargo_id`,
    ),
    storages: await ofReport('storages'),
    storageCargos: await rows(
      sql`select xmin::text as row_version, * from storage_cargos where storage_id in (select id from storages where report_id = ${reportId}) order by storage_id, cargo_id`,
    ),
    consumptions: await ofReport('consumptions'),
    voyages: await ofReport('voyages'),
  };
}

const restate = (who: string, reportId: number, payload?: object, language?: 'en' | 'es') =>
  session.callJson(who, 'POST', `/api/reports/${reportId}/restate/`, payload, language);

async function restated(who: string, reportId: number, review: number): Promise<Json> {
  const res = await restate(who, reportId, { review });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function consolidate(report: number): Promise<void> {
  const res = await session.callJson('demo.super', 'POST', `/api/reports/${report}/consolidate/`);
  expect(res.body).toMatchObject({ read_only: true });
}

/** A transport report: 10 t by road over 500 km (per tkm, docs/methodology.md §7 example (a)), by sea over 2,000 km, and stored twice. */
async function transportReport(who = 'demo.super'): Promise<{ report: number; road: number; sea: number; storage: number }> {
  const report = (await session.created(who, '/api/reports/', { project_name: 'Restated steel', date: '2026-03-10', origin: 'Valencia', destination: 'Lyon' })).id;
  const cargo = (await session.created(who, `/api/reports/${report}/cargos/`, { weight: 10 })).id;
  const road = await session.created(who, `/api/reports/${report}/road-overland-stages/`, {
    origin: 'Valencia',
    destination: 'Lyon',
    vehicle_load_type: 'groupage',
    distance: 500,
    cargos: [{ cargo }],
  });
  expect(road).toMatchObject({ method: 'per_tkm' });
  const sea = await session.created(who, `/api/reports/${report}/nautical-stages/`, {
    ship_load_type: 'container',
    port_origin: 'ESVLC',
    port_destination: 'NLRTM',
    distance: 2000,
    cargos: [{ cargo }],
  });
  const storage = await session.created(who, `/api/reports/${report}/storages/`, { warehouse_name: 'Valencia hub', moves_number: 2, type: 'own', cargos: [{ cargo }] });
  return { report, road: road.id, sea: sea.id, storage: storage.id };
}

describe('POST /api/reports/{id}/restate/ on a transport report', () => {
  it('answers the stored figures on both sides and an empty diff under the report’s own review, changing nothing', async () => {
    const { report, road, sea, storage } = await transportReport();
    const before = await storedRows(report);
    const totals = (await session.callJson('demo.super', 'GET', `/api/reports/${report}/totals/`)).body;

    const body = await restated('demo.user', report, desnz);

    expect(body.diff).toEqual([]);
    expect(body.restated).toEqual(body.original);
    expect(body.original).toMatchObject({
      review: totals.review,
      CO2_total: totals.CO2_total,
      co2e_ttw: totals.co2e_ttw,
      co2e_wtt: totals.co2e_wtt,
      scope1: totals.scope1,
      scope2: totals.scope2,
      scope3: totals.scope3,
    });
    expect(body.original.review).toMatchObject({ id: desnz, title: 'DESNZ 2025' });
    expect(body.original.stages.map((s: Json) => [s.key, s.id, s.kind])).toEqual([
      [`road_stage_${road}`, road, 'road'],
      [`sea_stage_${sea}`, sea, 'nautical'],
      [`storage_${storage}`, storage, 'storage'],
    ]);
    expect(body.original.stages[0]).toMatchObject({ label: 'Valencia → Lyon', CO2_total: totals.stages[0].CO2_total, scope3: totals.stages[0].scope3 });
    expect(body.original.stages[2]).toMatchObject({ label: 'Valencia hub', scope1: totals.storages[0].scope1, scope2: totals.storages[0].scope2 });
    expect(await storedRows(report)).toEqual(before);
    // The snapshot sees a rewrite that changes no figure: recalculating the same inputs stores them anew.
    expect((await session.callJson('demo.super', 'POST', `/api/reports/${report}/calculate_emissions/`)).status).toBe(200);
    expect(await storedRows(report)).not.toEqual(before);
  });

  it('restates a consolidated report under a copy with the road per-tkm factor doubled: only the road stage and the totals it feeds move', async () => {
    const roadDoubled = await copyOfDefaultReview({
      title: 'DESNZ 2025, road per tkm doubled',
      factors: { 'road.per_tkm.hgv_average': 2 * defaultFactorSet().factorSet.factors['road.per_tkm.hgv_average']! },
    });
    const { report, road, sea } = await transportReport();
    await consolidate(report);
    const frozenReview = (await session.callJson('demo.super', 'GET', `/api/reports/${report}/totals/`)).body.review;
    const before = await storedRows(report);

    const body = await restated('demo.user', report, roadDoubled.id);

    expect(body.original.review).toEqual(frozenReview);
    expect(body.restated.review).toEqual({ id: roadDoubled.id, title: roadDoubled.title, content_hash: roadDoubled.contentHash });
    expect(roadDoubled.contentHash).not.toBe(frozenReview.content_hash);

    // docs/methodology.md §5.1: TTW = m × d × road.per_tkm.hgv_average, WTT = m × d × road.per_tkm.hgv_average.wtt
    // (a key of its own, unchanged). 10 t × 500 km: TTW 508.15 → 1016.3 kg, WTT 117.95 kg either way; a third party
    // operates the stage, so all of it is scope 3.
    const roadKey = `road_stage_${road}`;
    expect(body.diff.map((d: Json) => d.path)).toEqual([
      'CO2_total',
      'co2e_ttw',
      'scope3',
      `stages[${roadKey}].CO2_total`,
      `stages[${roadKey}].co2e_ttw`,
      `stages[${roadKey}].scope3`,
    ]);
    const roadOriginal = body.original.stages.find((s: Json) => s.key === roadKey);
    const roadRestated = body.restated.stages.find((s: Json) => s.key === roadKey);
    expect(roadOriginal.CO2_total).toBeCloseTo(626.1, 9);
    expect(roadRestated.CO2_total).toBeCloseTo(1134.25, 9);
    expect(roadRestated.co2e_ttw).toBeCloseTo(1016.3, 9);
    expect(roadRestated.co2e_wtt).toBe(roadOriginal.co2e_wtt);
    for (const d of body.diff) {
      expect(d.delta, d.path).toBeCloseTo(508.15, 9);
      expect(d.delta, d.path).toBe(d.restated - d.original);
      expect(d.delta_pct, d.path).toBeCloseTo((d.delta / d.original) * 100, 9);
    }
    expect(body.diff[3].delta_pct).toBeCloseTo((508.15 / 626.1) * 100, 9);
    expect(body.restated.CO2_total).toBeCloseTo(body.original.CO2_total + 508.15, 9);
    const seaKey = `sea_stage_${sea}`;
    expect(body.restated.stages.find((s: Json) => s.key === seaKey)).toEqual(body.original.stages.find((s: Json) => s.key === seaKey));
    expect(await storedRows(report)).toEqual(before);

    // The same comparison as a file, in Spanish: every figure of the report and of each row on both sides.
    const file = await session.call('demo.user', 'POST', `/api/reports/${report}/restate/csv/`, { review: roadDoubled.id }, { 'accept-language': 'es' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="restatement-${report}-review-${roadDoubled.id}.csv"`);
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const lines = parse(file.body, { bom: true, columns: true, delimiter: ';' }) as Record<string, string>[];
    expect(lines).toHaveLength(6 * (1 + body.original.stages.length));
    const total = lines.find((l) => l['fila'] === 'informe' && l['cifra'] === 'CO2_total');
    expect(total).toMatchObject({ 'revisión recalculada': roadDoubled.title, 'huella del contenido recalculado': roadDoubled.contentHash, 'huella del contenido original': frozenReview.content_hash });
    expect(spanishNumber(total?.['diferencia kg CO2e'])).toBeCloseTo(508.15, 6);
    const roadTtw = lines.find((l) => l['fila'] === roadKey && l['cifra'] === 'co2e_ttw');
    expect(spanishNumber(roadTtw?.['kg CO2e recalculado'])).toBeCloseTo(1016.3, 6);
    expect(spanishNumber(roadTtw?.['diferencia %'])).toBeCloseTo(100, 6);
    expect(lines.filter((l) => l['fila'] === seaKey).every((l) => spanishNumber(l['diferencia kg CO2e']) === 0)).toBe(true);
    expect(await storedRows(report)).toEqual(before);
  });
});

describe('POST /api/reports/{id}/restate/ on a consumption report', () => {
  it('compares consumptions and voyages: a copy with the diesel car factor doubled moves the voyage only', async () => {
    const report = (await session.created('demo.super', '/api/reports/', { type: 'consumption', project_name: 'Restated energy', date: '2026-03-10' })).id;
    const electricity = (await session.created('demo.super', `/api/reports/${report}/consumptions/`, { type: 'electricity', date: '2026-03-01', quantity: '1000', supplier: lookups.plainPower })).id;
    const voyage = (await session.created('demo.super', `/api/reports/${report}/voyages/`, { car: lookups.dieselCar, date: '2026-03-02', distance: '100' })).id;
    await consolidate(report);
    const before = await storedRows(report);

    const same = await restated('demo.user', report, desnz);
    expect(same.diff).toEqual([]);
    expect(same.restated).toEqual(same.original);
    expect(same.original.stages.map((s: Json) => [s.key, s.kind])).toEqual([
      [`consumption_${electricity}`, 'consumption'],
      [`voyage_${voyage}`, 'voyage'],
    ]);
    const { voyages } = (await session.callJson('demo.super', 'GET', `/api/reports/${report}/totals/`)).body;
    expect(same.original.stages[1].label).toBe(`2026-03-02 · ${voyages[0].car}`);

    const dieselDoubled = await copyOfDefaultReview({
      title: 'DESNZ 2025, diesel car doubled',
      factors: { 'car.per_km.diesel': 2 * defaultFactorSet().factorSet.factors['car.per_km.diesel']! },
    });
    const body = await restated('demo.super', report, dieselDoubled.id);

    // docs/methodology.md §5.6: TTW = km × car.per_km.diesel (scope 1, the company's own car), WTT = TTW ×
    // wtt_per_ttw.diesel (scope 3); both double. 100 km: TTW 17.304 → 34.608 kg, WTT 4.0162584 → 8.0325168 kg.
    const voyageKey = `voyage_${voyage}`;
    const moved = ['CO2_total', 'co2e_ttw', 'co2e_wtt', 'scope1', 'scope3'];
    expect(body.diff.map((d: Json) => d.path)).toEqual([...moved, ...moved.map((f) => `stages[${voyageKey}].${f}`)]);
    const row = (side: Json) => side.stages.find((s: Json) => s.key === voyageKey);
    expect(row(body.original).co2e_ttw).toBeCloseTo(17.304, 9);
    expect(row(body.restated)).toMatchObject({ scope2: 0 });
    expect(row(body.restated).co2e_ttw).toBeCloseTo(34.608, 9);
    expect(row(body.restated).co2e_wtt).toBeCloseTo(8.0325168, 9);
    expect(row(body.restated).CO2_total).toBeCloseTo(42.6405168, 9);
    for (const d of body.diff.filter((entry: Json) => entry.path.startsWith('stages'))) expect(d.delta_pct, d.path).toBeCloseTo(100, 9);
    expect(body.restated.stages[0]).toEqual(body.original.stages[0]);
    expect(await storedRows(report)).toEqual(before);
  });

  it('answers 400 naming the row and field when the requested review cannot calculate the report', async () => {
    const family = { family: 'Arona TGI-restate', A1: 0.12, B1: 0.05, C1: 0.004 };
    const withFamily = await copyOfDefaultReview({ title: 'DESNZ 2025 with a natural-gas family', carFamilies: [family] });
    const report = (await session.created('demo.super', '/api/reports/', { type: 'consumption', project_name: 'Gas car', date: '2026-03-10', review: withFamily.id })).id;
    const voyage = (await session.created('demo.super', `/api/reports/${report}/voyages/`, { car_family: lookups.naturalGasFamily, date: '2026-03-02', distance: '100' })).id;
    const before = await storedRows(report);

    // DESNZ 2025 as shipped has no natural-gas car factor: the family's own entry was all the report had.
    const res = await restate('demo.super', report, { review: desnz });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [`voyage_${voyage}.car_family`]: [expect.stringMatching(/^The review "DESNZ 2025" has no factor for this case/)] });
    expect(await storedRows(report)).toEqual(before);
  });
});

describe('POST /api/reports/{id}/restate/ refusals', () => {
  it('answers 404 for another company’s report', async () => {
    const { report } = await transportReport();
    const res = await restate('scope3.super', report, { review: desnz });
    expect(res).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  it('answers 400 on `review` for a review that does not exist or the company cannot see, in the language asked for', async () => {
    const { report } = await transportReport();
    const unknown = 999999;
    expect(await restate('demo.super', report, { review: unknown })).toEqual({
      status: 400,
      body: { review: ['Invalid id "999999": the object does not exist.'] },
    });
    expect(await restate('demo.super', report, { review: unknown }, 'es')).toEqual({
      status: 400,
      body: { review: ['Id "999999" no válido: el objeto no existe.'] },
    });
    const [scope3] = await session.app().db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'scope3.super'));
    const theirs = await copyOfDefaultReview({ title: 'Scope 3 company’s own copy', companyId: scope3!.companyId });
    expect(await restate('demo.super', report, { review: theirs.id })).toEqual({
      status: 400,
      body: { review: [`Invalid id "${theirs.id}": the object does not exist.`] },
    });
  });

  it('answers 400 on `review` when it is not an id or is missing', async () => {
    const { report } = await transportReport();
    const notAnId = await restate('demo.super', report, { review: 'x' });
    expect(notAnId.status).toBe(400);
    expect(Object.keys(notAnId.body)).toEqual(['review']);
    expect(await restate('demo.super', report, {})).toEqual({ status: 400, body: { review: ['This field is required.'] } });
    expect(await restate('demo.super', report)).toEqual({ status: 400, body: { review: ['This field is required.'] } });
  });
});
