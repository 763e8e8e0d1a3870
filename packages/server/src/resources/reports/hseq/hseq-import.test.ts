import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema.ts';
import { startHseqServer, type HseqIntakeJson, type HseqServer } from '../../../test-support/hseq-server.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

// The HSEQ import against a real HTTP service the test starts (docs/hseq.md): what is added, what is refused,
// and that nothing is saved when the service is slow, fails or answers what the contract does not allow.

const TIMEOUT_SECONDS = 1;

let t: TestApp;
let hseq: HseqServer;
const tokens: Record<string, string> = {};
let demoId: number;
const centers: Record<'alicante' | 'bilbao' | 'sevilla' | 'foreign', number> = { alicante: 0, bilbao: 0, sevilla: 0, foreign: 0 };
let supplierId: number;

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function created(who: string, url: string, payload: object): Promise<number> {
  const res = await t.call(tokens[who]!, { method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url} as ${who}: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

const connect = (payload: object) => t.call(tokens['platform.super']!, { method: 'PUT', url: `/api/companies/${demoId}/hseq/`, payload });

beforeAll(async () => {
  t = await createTestApp({ HUELLA_HSEQ_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) });
  hseq = await startHseqServer();
  for (const u of ['platform.super', 'demo.super', 'demo.admin', 'demo.user', 'scope3.super']) tokens[u] = await t.login(u);
  demoId = (await t.call(tokens['demo.super']!, { method: 'GET', url: '/api/rest-auth/user/' })).json().company.id;
  const connected = await connect({ has_hseq_connection: true, url: hseq.url, token: hseq.token });
  if (connected.statusCode !== 200) throw new Error(`connect: ${connected.body}`);
  centers.alicante = await created('demo.super', '/api/centers/', { name: 'Alicante', hseq_code: 'ALC-07' });
  centers.bilbao = await created('demo.super', '/api/centers/', { name: 'Bilbao', hseq_code: 'BIO-03' });
  centers.sevilla = await created('demo.super', '/api/centers/', { name: 'Sevilla' });
  // Another company's center with the same HSEQ code.
  centers.foreign = await created('platform.super', '/api/centers/', { name: 'Platform site', hseq_code: 'ALC-07' });
  supplierId = await created('demo.super', '/api/suppliers/', { name: 'Endesa Energía XXI', type: 'electricity' });
});
afterEach(() => hseq.behave({ kind: 'ok' }));
afterAll(async () => {
  await hseq.close();
  await t.close();
});

let reportSeq = 0;
const newReport = (who = 'demo.user') => created(who, '/api/reports/', { type: 'consumption', project_name: `HSEQ import ${++reportSeq}`, date: '2026-03-31' });

const importInto = (report: number, payload: object, who = 'demo.user', headers: Record<string, string> = {}) =>
  t.call(tokens[who]!, { method: 'POST', url: `/api/reports/${report}/import_hseq_intakes/`, payload, headers });

async function consumptionsOf(report: number): Promise<Json[]> {
  const res = await t.call(tokens['demo.super']!, { method: 'GET', url: `/api/reports/${report}/consumptions/?page_size=100&ordering=id` });
  if (res.statusCode !== 200) throw new Error(`consumptions: ${res.statusCode} ${res.body}`);
  return res.json().results;
}

async function totalsOf(report: number): Promise<Json> {
  const res = await t.call(tokens['demo.super']!, { method: 'GET', url: `/api/reports/${report}/totals/` });
  if (res.statusCode !== 200) throw new Error(`totals: ${res.statusCode} ${res.body}`);
  return res.json();
}

const intake = (id: string, center: string, year: number, month: number, fields: HseqIntakeJson): HseqIntakeJson => ({
  id,
  center,
  year,
  month,
  supplier: null,
  ...fields,
});

describe('POST /api/reports/{id}/import_hseq_intakes/', () => {
  it('adds the intakes of every center and month as consumptions, matches suppliers by name, and recalculates the report', async () => {
    hseq.setIntakes('ALC-07', 2026, 1, [
      intake('A-1', 'ALC-07', 2026, 1, { energy_type: 'electricity', quantity: 1000, unit: 'kWh', supplier: ' endesa ENERGÍA xxi ', date: '2026-01-15' }),
      intake('A-2', 'ALC-07', 2026, 1, { energy_type: 'gasoil', quantity: 200.5, unit: 'l' }),
    ]);
    hseq.setIntakes('BIO-03', 2026, 1, [intake('A-3', 'BIO-03', 2026, 1, { energy_type: 'natural_gas', quantity: 5000, unit: 'kWh', supplier: 'Naturgy' })]);
    hseq.setIntakes('BIO-03', 2026, 2, [intake('A-4', 'BIO-03', 2026, 2, { energy_type: 'electricity', quantity: 300, unit: 'kWh', supplier: 'Unknown Power SL' })]);
    const report = await newReport();
    expect((await totalsOf(report)).CO2_total).toBe(0);
    const asked = hseq.requests.length;

    const res = await importInto(report, { centers: [centers.alicante, centers.bilbao], year: 2026, months: [2, 1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 4, already_imported: 0, unknown_suppliers: ['Unknown Power SL'] });

    const requests = hseq.requests.slice(asked);
    expect(requests.map((r) => `${r.center} ${r.year}-${r.month}`).toSorted()).toEqual(['ALC-07 2026-1', 'ALC-07 2026-2', 'BIO-03 2026-1', 'BIO-03 2026-2']);
    expect(new Set(requests.map((r) => r.authorization))).toEqual(new Set([`Bearer ${hseq.token}`]));

    const rows = await consumptionsOf(report);
    const bySource = Object.fromEntries(rows.map((c) => [c.source_id, c]));
    expect(rows).toHaveLength(4);
    expect(bySource['A-1']).toMatchObject({ type: 'electricity', date: '2026-01-15', quantity: 1000, unit: 'kWh', center: { id: centers.alicante, name: 'Alicante' }, supplier: { id: supplierId, name: 'Endesa Energía XXI' } });
    // No date: the last day of the month. A supplier is read for electricity only.
    expect(bySource['A-2']).toMatchObject({ type: 'gasoil', date: '2026-01-31', quantity: 200.5, unit: 'l', center: { id: centers.alicante }, supplier: null });
    expect(bySource['A-3']).toMatchObject({ type: 'natural_gas', date: '2026-01-31', quantity: 5000, center: { id: centers.bilbao }, supplier: null });
    expect(bySource['A-4']).toMatchObject({ type: 'electricity', date: '2026-02-28', quantity: 300, center: { id: centers.bilbao }, supplier: null });

    const totals = await totalsOf(report);
    expect(totals.consumptions).toHaveLength(4);
    expect(totals.CO2_total).toBeGreaterThan(0);
    expect(totals.scope1).toBeGreaterThan(0);
    expect(totals.scope2).toBeGreaterThan(0);
    const sum = rows.reduce((s, c) => s + c.CO2_total, 0);
    expect(totals.CO2_total).toBeCloseTo(sum, 6);
  });

  it('imports an intake once: the same centers and months again, into this report or another, add only what is new', async () => {
    hseq.setIntakes('ALC-07', 2026, 3, [
      intake('B-1', 'ALC-07', 2026, 3, { energy_type: 'gasoil', quantity: 10, unit: 'l' }),
      intake('B-2', 'ALC-07', 2026, 3, { energy_type: 'natural_gas', quantity: 20, unit: 'kWh' }),
    ]);
    const first = await newReport();
    const body = { centers: [centers.alicante], year: 2026, months: [3] };
    expect((await importInto(first, body)).json()).toEqual({ created: 2, already_imported: 0, unknown_suppliers: [] });
    const figures = (await totalsOf(first)).CO2_total;
    expect((await importInto(first, body)).json()).toEqual({ created: 0, already_imported: 2, unknown_suppliers: [] });
    const second = await newReport();
    expect((await importInto(second, body)).json()).toEqual({ created: 0, already_imported: 2, unknown_suppliers: [] });
    expect(await consumptionsOf(second)).toEqual([]);
    expect(await consumptionsOf(first)).toHaveLength(2);
    expect((await totalsOf(first)).CO2_total).toBe(figures);

    hseq.setIntakes('ALC-07', 2026, 3, [
      intake('B-1', 'ALC-07', 2026, 3, { energy_type: 'gasoil', quantity: 10, unit: 'l' }),
      intake('B-2', 'ALC-07', 2026, 3, { energy_type: 'natural_gas', quantity: 20, unit: 'kWh' }),
      intake('B-3', 'ALC-07', 2026, 3, { energy_type: 'gasoil', quantity: 5, unit: 'l', date: '2026-03-02' }),
    ]);
    expect((await importInto(second, body)).json()).toEqual({ created: 1, already_imported: 2, unknown_suppliers: [] });
    expect((await consumptionsOf(second)).map((c) => c.source_id)).toEqual(['B-3']);
  });

  it('does not fail when two imports of the same intakes run at once: each intake is added by one of them', async () => {
    hseq.setIntakes('BIO-03', 2026, 4, [1, 2, 3].map((n) => intake(`C-${n}`, 'BIO-03', 2026, 4, { energy_type: 'gasoil', quantity: n, unit: 'l' })));
    const [a, b] = [await newReport(), await newReport()];
    const body = { centers: [centers.bilbao], year: 2026, months: [4] };
    const answers = await Promise.all([importInto(a, body), importInto(b, body, 'demo.super')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const results = answers.map((r) => r.json());
    expect(results[0].created + results[1].created).toBe(3);
    expect(results[0].already_imported + results[1].already_imported).toBe(3);
    expect((await consumptionsOf(a)).length + (await consumptionsOf(b)).length).toBe(3);
  });

  it('lets the creator, an admin and a super user import; another user gets 403', async () => {
    hseq.setIntakes('ALC-07', 2026, 5, [intake('D-1', 'ALC-07', 2026, 5, { energy_type: 'gasoil', quantity: 1, unit: 'l' })]);
    const report = await newReport('demo.super');
    const body = { centers: [centers.alicante], year: 2026, months: [5] };
    const asked = hseq.requests.length;
    const refused = await importInto(report, body, 'demo.user');
    expect(refused.statusCode).toBe(403);
    expect(hseq.requests.length).toBe(asked);
    expect((await importInto(report, body, 'demo.admin')).json()).toMatchObject({ created: 1 });
    expect((await importInto(report, body, 'demo.super')).json()).toMatchObject({ already_imported: 1 });
  });

  it('answers 409 for a consolidated report and 400 for a transport report, asking the service nothing', async () => {
    const consolidated = await newReport();
    const done = await t.call(tokens['demo.user']!, { method: 'POST', url: `/api/reports/${consolidated}/consolidate/` });
    expect(done.statusCode).toBe(200);
    const transport = await created('demo.user', '/api/reports/', { project_name: 'Freight', date: '2026-03-31' });
    const asked = hseq.requests.length;
    const body = { centers: [centers.alicante], year: 2026, months: [1] };
    const conflict = await importInto(consolidated, body);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toHaveProperty('detail');
    const wrongType = await importInto(transport, body);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toHaveProperty('non_field_errors');
    expect(hseq.requests.length).toBe(asked);
  });

  it('answers 403 to a company without HSEQ connection and to a scope-3-only company', async () => {
    const platformReport = await created('platform.super', '/api/reports/', { type: 'consumption', project_name: 'Platform energy', date: '2026-03-31' });
    const body = { centers: [centers.foreign], year: 2026, months: [1] };
    const none = await importInto(platformReport, body, 'platform.super');
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ detail: 'Your company has no HSEQ connection: the platform administrators set it up.' });
    const es = await importInto(platformReport, body, 'platform.super', { 'accept-language': 'es' });
    expect(es.json()).toEqual({ detail: 'Su empresa no tiene conexión HSEQ: la configuran los administradores de la plataforma.' });
    expect((await importInto(platformReport, body, 'scope3.super')).statusCode).toBe(403);
    expect((await importInto(await newReport(), { ...body, centers: [centers.alicante] }, 'scope3.super')).statusCode).toBe(403);
  });

  it("answers 404 for another company's report or one that does not exist", async () => {
    const platformReport = await created('platform.super', '/api/reports/', { type: 'consumption', project_name: 'Not yours', date: '2026-03-31' });
    const body = { centers: [centers.alicante], year: 2026, months: [1] };
    expect((await importInto(platformReport, body, 'demo.super')).statusCode).toBe(404);
    expect((await importInto(999_999, body, 'demo.super')).statusCode).toBe(404);
  });

  it("answers 400 on centers for another company's center, an unknown one or one without HSEQ code, asking the service nothing", async () => {
    const report = await newReport();
    const asked = hseq.requests.length;
    const foreign = await importInto(report, { centers: [centers.alicante, centers.foreign], year: 2026, months: [1] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ centers: [`Invalid id "${centers.foreign}": the object does not exist.`] });
    const noCode = await importInto(report, { centers: [centers.sevilla, 999_999], year: 2026, months: [1] });
    expect(noCode.json()).toEqual({
      centers: ['Center "Sevilla" has no HSEQ code: set it in the center first.', 'Invalid id "999999": the object does not exist.'],
    });
    const es = await importInto(report, { centers: [centers.sevilla], year: 2026, months: [1] }, 'demo.user', { 'accept-language': 'es' });
    expect(es.json()).toEqual({ centers: ['El centro "Sevilla" no tiene código HSEQ: indíquelo antes en el centro.'] });
    expect(hseq.requests.length).toBe(asked);
  });

  it('answers 400 naming the field for a year outside 2020–2100, months outside 1–12 and no centers', async () => {
    const report = await newReport();
    const bad = async (payload: object) => {
      const res = await importInto(report, payload);
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json());
    };
    expect(await bad({ centers: [centers.alicante], year: 2019, months: [1] })).toEqual(['year']);
    expect(await bad({ centers: [centers.alicante], year: 2101, months: [1] })).toEqual(['year']);
    expect(await bad({ centers: [centers.alicante], year: 2026, months: [0, 13] })).toEqual(['months.0', 'months.1']);
    expect(await bad({ centers: [centers.alicante], year: 2026, months: [] })).toEqual(['months']);
    expect(await bad({ centers: [], year: 2026, months: [1] })).toEqual(['centers']);
    expect(await bad({ year: 2026, months: [1] })).toEqual(['centers']);
  });

  it('answers 409 when the stored token cannot be sent in a header, without ever showing it, asking the service nothing', async () => {
    // Stored before the address form refused such tokens (docs/hseq.md §1).
    await t.db.update(companies).set({ hseqToken: 'SECRET-token\nsecond-line' }).where(eq(companies.id, demoId));
    try {
      const asked = hseq.requests.length;
      const report = await newReport();
      const res = await importInto(report, { centers: [centers.alicante], year: 2026, months: [1] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: 'The stored HSEQ token cannot be sent: it holds characters a request header may not. The platform administrators must set it again. Nothing was imported.',
      });
      const es = await importInto(report, { centers: [centers.alicante], year: 2026, months: [1] }, 'demo.user', { 'accept-language': 'es' });
      expect(es.json().detail).toMatch(/^El token HSEQ guardado no se puede enviar/);
      expect(res.body + es.body).not.toContain('SECRET');
      expect(hseq.requests.length).toBe(asked);
    } finally {
      await t.db.update(companies).set({ hseqToken: hseq.token }).where(eq(companies.id, demoId));
    }
  });

  it('answers 409 when the company has no service address', async () => {
    await t.db.update(companies).set({ hseqUrl: null }).where(eq(companies.id, demoId));
    try {
      const res = await importInto(await newReport(), { centers: [centers.alicante], year: 2026, months: [1] });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain('no service address');
    } finally {
      await t.db.update(companies).set({ hseqUrl: hseq.url }).where(eq(companies.id, demoId));
    }
  });
});

/** Alicante's June is fine; July is what the test makes of it. The report must stay empty either way. */
async function failing(july: () => void, headers: Record<string, string> = {}) {
  hseq.setIntakes('ALC-07', 2027, 6, [intake('F-6', 'ALC-07', 2027, 6, { energy_type: 'gasoil', quantity: 50, unit: 'l' })]);
  hseq.setIntakes('ALC-07', 2027, 7, [intake('F-7', 'ALC-07', 2027, 7, { energy_type: 'gasoil', quantity: 70, unit: 'l' })]);
  july();
  const report = await newReport();
  const started = Date.now();
  const res = await importInto(report, { centers: [centers.alicante], year: 2027, months: [6, 7] }, 'demo.user', headers);
  const ms = Date.now() - started;
  expect(await consumptionsOf(report)).toEqual([]);
  expect((await totalsOf(report)).CO2_total).toBe(0);
  return { status: res.statusCode, detail: res.json().detail as string, ms };
}

const wrongUnit = () => hseq.setIntakes('ALC-07', 2027, 7, [intake('F-7', 'ALC-07', 2027, 7, { energy_type: 'gasoil', quantity: 70, unit: 'kWh' })]);
const julyAnswers = (fields: HseqIntakeJson) => () => hseq.setIntakes('ALC-07', 2027, 7, [{ id: 'F-7', center: 'ALC-07', year: 2027, month: 7, ...fields }]);

describe('when the HSEQ service fails, nothing is imported', () => {
  it('answers 504 naming the center and month when the service does not answer in time, within the timeout', async () => {
    const res = await failing(() => hseq.behave({ kind: 'slow', ms: 5_000 }));
    expect(res.status).toBe(504);
    expect(res.detail).toMatch(/^The HSEQ service did not answer within 1 s \(center Alicante \(ALC-07\), 2027-0[67]\)\. Nothing was imported; try again later\.$/);
    expect(res.ms).toBeLessThan(TIMEOUT_SECONDS * 1000 + 1_500);
    const es = await failing(() => hseq.behave({ kind: 'slow', ms: 5_000 }), { 'accept-language': 'es' });
    expect(es.detail).toMatch(/^El servicio HSEQ no respondió en 1 s \(centro Alicante \(ALC-07\), 2027-0[67]\)/);
  });

  it('answers 502 naming the status when the service answers 500', async () => {
    const res = await failing(() => hseq.behave({ kind: 'status', status: 500 }));
    expect(res.status).toBe(502);
    expect(res.detail).toMatch(/^The HSEQ service answered with HTTP status 500 \(center Alicante \(ALC-07\), 2027-0[67]\)\. Nothing was imported\.$/);
  });

  it('answers 502 with status 401 when the stored token is wrong', async () => {
    await connect({ has_hseq_connection: true, token: 'not-the-token' });
    try {
      const res = await failing(() => undefined);
      expect(res.status).toBe(502);
      expect(res.detail).toContain('HTTP status 401');
    } finally {
      await connect({ has_hseq_connection: true, token: hseq.token });
    }
  });

  it('answers 502 when the service closes the connection', async () => {
    const res = await failing(() => hseq.behave({ kind: 'close' }));
    expect(res.status).toBe(502);
    expect(res.detail).toMatch(/^The HSEQ service could not be reached \(center Alicante \(ALC-07\), 2027-0[67]: .+\)\. Nothing was imported\.$/);
  });

  it('answers 502 when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await connect({ has_hseq_connection: true, url: `http://127.0.0.1:${port}/hseq/` });
    try {
      const res = await failing(() => undefined);
      expect(res.status).toBe(502);
      expect(res.detail).toContain('ECONNREFUSED');
    } finally {
      await connect({ has_hseq_connection: true, url: hseq.url });
    }
  });

  it('answers 502 when the answer is not JSON', async () => {
    const res = await failing(() => hseq.behave({ kind: 'raw', body: '<html>Maintenance</html>' }));
    expect(res.status).toBe(502);
    expect(res.detail).toMatch(/^The HSEQ service sent an answer Huella cannot use \(center Alicante \(ALC-07\), 2027-0[67]\): it is not JSON\. Nothing was imported\.$/);
  });

  it('answers 502 when the answer is larger than 5 MB', async () => {
    const res = await failing(() => hseq.behave({ kind: 'raw', body: `{"intakes": [${' '.repeat(6 * 1024 * 1024)}]}` }));
    expect(res.status).toBe(502);
    expect(res.detail).toContain('): it is larger than 5 MB. Nothing was imported.');
  });

  it('answers 502 when a unit does not fit the energy type, in English and Spanish', async () => {
    const res = await failing(wrongUnit);
    expect(res.status).toBe(502);
    expect(res.detail).toBe(
      'The HSEQ service sent an answer Huella cannot use (center Alicante (ALC-07), 2027-07): intake "F-7": Gas oil is counted in l, not in kWh. Nothing was imported.',
    );
    const es = await failing(wrongUnit, { 'accept-language': 'es' });
    expect(es.detail).toBe(
      'El servicio HSEQ envió una respuesta que Huella no puede usar (centro Alicante (ALC-07), 2027-07): registro "F-7": Gasóleo se cuenta en l, no en kWh. No se ha importado nada.',
    );
  });

  it('answers 502 naming the field for a negative quantity, a missing field or an unknown energy type', async () => {
    const negative = await failing(julyAnswers({ energy_type: 'gasoil', quantity: -1, unit: 'l' }));
    expect(negative.status).toBe(502);
    expect(negative.detail).toContain(': intakes.0.quantity: Ensure this value is greater than or equal to 0.');
    const missing = await failing(julyAnswers({ energy_type: 'gasoil', unit: 'l' }));
    expect(missing.detail).toContain(': intakes.0.quantity: This field is required.');
    const text = await failing(julyAnswers({ energy_type: 'gasoil', quantity: '70', unit: 'l' }));
    expect(text.detail).toContain(': intakes.0.quantity: A valid number is required.');
    const coal = await failing(julyAnswers({ energy_type: 'coal', quantity: 1, unit: 'l' }));
    expect(coal.detail).toContain(': intakes.0.energy_type: Not a valid choice.');
    const shape = await failing(() => hseq.behave({ kind: 'raw', body: '[]' }));
    expect(shape.status).toBe(502);
  });

  it('answers 502 for a quantity past the limit of the form, which a consumption could not be edited with', async () => {
    const huge = await failing(julyAnswers({ energy_type: 'gasoil', quantity: 1e13, unit: 'l' }));
    expect(huge.status).toBe(502);
    expect(huge.detail).toBe(
      'The HSEQ service sent an answer Huella cannot use (center Alicante (ALC-07), 2027-07): intakes.0.quantity: Ensure this value is less than or equal to 1000000000000. Nothing was imported.',
    );
    const overflowing = await failing(() => hseq.behave({ kind: 'raw', body: '{"intakes": [{"id": "F-7", "center": "ALC-07", "year": 2027, "month": 7, "energy_type": "gasoil", "quantity": 1e308, "unit": "l"}]}' }));
    expect(overflowing.status).toBe(502);
    expect(overflowing.detail).toContain(': intakes.0.quantity: Ensure this value is less than or equal to 1000000000000. Nothing');
    const infinite = await failing(() => hseq.behave({ kind: 'raw', body: '{"intakes": [{"id": "F-7", "center": "ALC-07", "year": 2027, "month": 7, "energy_type": "gasoil", "quantity": 1e999, "unit": "l"}]}' }));
    expect(infinite.status).toBe(502);
    expect(infinite.detail).toContain(': intakes.0.quantity: ');
  });

  it('imports a quantity at the limit of the form, and the consumption stays editable', async () => {
    hseq.setIntakes('BIO-03', 2027, 8, [intake('L-1', 'BIO-03', 2027, 8, { energy_type: 'gasoil', quantity: 1e12, unit: 'l' })]);
    const report = await newReport();
    expect((await importInto(report, { centers: [centers.bilbao], year: 2027, months: [8] })).json()).toMatchObject({ created: 1 });
    const [row] = await consumptionsOf(report);
    expect(row).toMatchObject({ source_id: 'L-1', quantity: 1e12 });
    const edited = await t.call(tokens['demo.user']!, { method: 'PATCH', url: `/api/reports/${report}/consumptions/${row!.id}/`, payload: { date: '2027-08-15' } });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('answers 502 for text PostgreSQL cannot store (a NUL character, a lone surrogate), naming the field', async () => {
    const nulId = await failing(julyAnswers({ id: 'F-7\u0000', energy_type: 'gasoil', quantity: 1, unit: 'l' }));
    expect(nulId.status).toBe(502);
    expect(nulId.detail).toBe(
      'The HSEQ service sent an answer Huella cannot use (center Alicante (ALC-07), 2027-07): intakes.0.id: This field may not contain null characters. Nothing was imported.',
    );
    const nulSupplier = await failing(julyAnswers({ energy_type: 'electricity', quantity: 1, unit: 'kWh', supplier: 'Endesa\u0000' }));
    expect(nulSupplier.status).toBe(502);
    expect(nulSupplier.detail).toContain(': intakes.0.supplier: This field may not contain null characters. Nothing');
    const surrogate = await failing(() =>
      hseq.behave({ kind: 'raw', body: '{"intakes": [{"id": "F-7", "center": "ALC-07", "year": 2027, "month": 7, "energy_type": "electricity", "quantity": 1, "unit": "kWh", "supplier": "Endesa \\ud800"}]}' }),
    );
    expect(surrogate.status).toBe(502);
    expect(surrogate.detail).toContain(': intakes.0.supplier: This field contains an unpaired surrogate');
    // A field Huella does not read is not stored: its text does not matter.
    hseq.behave({ kind: 'ok' });
    hseq.setIntakes('BIO-03', 2027, 9, [intake('N-1', 'BIO-03', 2027, 9, { energy_type: 'gasoil', quantity: 1, unit: 'l', note: 'ignored\u0000' })]);
    expect((await importInto(await newReport(), { centers: [centers.bilbao], year: 2027, months: [9] })).json()).toMatchObject({ created: 1 });
  });

  it('names a date that is not YYYY-MM-DD in one sentence, in English and Spanish', async () => {
    const bad = julyAnswers({ energy_type: 'gasoil', quantity: 1, unit: 'l', date: '31/07/2027' });
    const res = await failing(bad);
    expect(res.status).toBe(502);
    expect(res.detail).toBe('The HSEQ service sent an answer Huella cannot use (center Alicante (ALC-07), 2027-07): intakes.0.date: Enter a valid value. Nothing was imported.');
    const es = await failing(bad, { 'accept-language': 'es' });
    expect(es.detail).toBe(
      'El servicio HSEQ envió una respuesta que Huella no puede usar (centro Alicante (ALC-07), 2027-07): intakes.0.date: Introduzca un valor válido. No se ha importado nada.',
    );
  });

  it('answers 502 for an intake of another center or month, and for an id that comes twice', async () => {
    const otherCenter = await failing(() => hseq.setIntakes('ALC-07', 2027, 7, [intake('F-7', 'BIO-03', 2027, 7, { energy_type: 'gasoil', quantity: 1, unit: 'l' })]));
    expect(otherCenter.detail).toContain('intake "F-7" is of center "BIO-03", not of "ALC-07"');
    const otherMonth = await failing(() => hseq.setIntakes('ALC-07', 2027, 7, [intake('F-7', 'ALC-07', 2027, 7, { energy_type: 'gasoil', quantity: 1, unit: 'l', date: '2027-08-01' })]));
    expect(otherMonth.detail).toContain('intake "F-7" is of 2027-08-01, not of 2027-07');
    const twice = await failing(() => hseq.setIntakes('ALC-07', 2027, 7, [intake('F-6', 'ALC-07', 2027, 7, { energy_type: 'gasoil', quantity: 1, unit: 'l' })]));
    expect(twice.status).toBe(502);
    expect(twice.detail).toContain('intake id "F-6" comes twice');
  });
});

// PGlite has one connection: there the import never waits on another transaction (docs/hseq.md §4).
describe.skipIf(!process.env.TEST_DATABASE_URL)('when the report is locked by another transaction (PostgreSQL)', () => {
  it('answers 409 within 10 s and saves nothing, then imports once the lock is gone', async () => {
    hseq.setIntakes('BIO-03', 2027, 10, [intake('K-1', 'BIO-03', 2027, 10, { energy_type: 'gasoil', quantity: 3, unit: 'l' })]);
    const report = await newReport();
    const body = { centers: [centers.bilbao], year: 2027, months: [10] };
    const holder = await (t.db as unknown as { $client: Pool }).$client.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from reports where id = $1 for update', [report]);
      const started = Date.now();
      const res = await importInto(report, body);
      const ms = Date.now() - started;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: 'The report, or an intake of this import, is being saved by someone else right now. Nothing was imported; try again in a moment.',
      });
      expect(ms).toBeLessThan(10_000);
      const es = await importInto(report, body, 'demo.user', { 'accept-language': 'es' });
      expect(es.json().detail).toMatch(/^Otra persona está guardando ahora el informe/);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(await consumptionsOf(report)).toEqual([]);
    // The limit belonged to that transaction only.
    expect((await importInto(report, body)).json()).toEqual({ created: 1, already_imported: 0, unknown_suppliers: [] });
  });
});
