import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { driverRows } from '../exports/raw-rows.ts';
import {
  cargoRowOf,
  differences,
  emptyReport,
  flatten,
  halfFrozen,
  reportRowOf,
  stageRowOf,
  storageRowOf,
  type ClientModel,
  type ReportModel,
} from './crash-model.ts';
import type { DrillClient, DrillUser } from './crash-writers.ts';

// The checks of the crash drill (crash-drill.ts) after a restart: over HTTP, that each client's acknowledged writes
// are there and its write in flight is there whole or not at all, that no export froze part of what it selected,
// and that every report's stored figures are those a fresh calculation gives; over SQL, that the statistics'
// monthly roll-up is the GROUP BY of their rows and that each report's statistics rows add up to its total.

// Answers are read field by field, as a client reads them.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function get(baseUrl: string, token: string, path: string): Promise<Json> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Json;
}

const STAGE_PATHS = ['road-overland-stages', 'rail-overland-stages', 'air-stages', 'nautical-stages'];

interface Observed {
  model: ClientModel;
  consolidatedAt: Map<number, string | null>;
}

/** A client's reports and their children as the server now answers them (with its token from before the kill). */
async function observe(baseUrl: string, client: DrillClient): Promise<Observed> {
  const { token } = client.user;
  const list = await get(baseUrl, token, `/api/reports/?project_reference=${encodeURIComponent(client.tag)}&page_size=1000`);
  const model: ClientModel = new Map();
  const consolidatedAt = new Map<number, string | null>();
  for (const item of list.results as Json[]) {
    const id = item.id as number;
    const base = `/api/reports/${id}`;
    const [report, cargos, storages, ...stages] = await Promise.all([
      get(baseUrl, token, `${base}/`),
      get(baseUrl, token, `${base}/cargos/?page_size=1000`),
      get(baseUrl, token, `${base}/storages/?page_size=1000`),
      ...STAGE_PATHS.map((p) => get(baseUrl, token, `${base}/${p}/?page_size=1000`)),
    ]);
    const entry: ReportModel = emptyReport(reportRowOf(report));
    for (const c of cargos.results as Json[]) entry.cargos.set(c.id, cargoRowOf(c));
    for (const s of storages.results as Json[]) entry.storages.set(s.id, storageRowOf(s));
    for (const page of stages) for (const s of page.results as Json[]) entry.stages.set(s.id, stageRowOf(s));
    model.set(id, entry);
    consolidatedAt.set(id, report.consolidated_at);
  }
  return { model, consolidatedAt };
}

export interface ClientCheck {
  /** Acknowledged rows missing or changed (a row the write in flight did not touch counts here whatever happened). */
  lost: string[];
  /** A write in flight that the database holds in part. */
  partial: string[];
  /** Exports with `consolidate` whose selection is frozen in part, or not in one statement. */
  halfConsolidated: string[];
  /** Rows the client had written that the server holds (acknowledged, and the write in flight if it committed). */
  rows: number;
}

/**
 * Compares what the server holds for `client` with what it acknowledged, then takes the server's state as the
 * client's (a creation in flight that committed gets its id) for the next round.
 */
export async function checkClient(baseUrl: string, client: DrillClient): Promise<ClientCheck> {
  const observed = await observe(baseUrl, client);
  const seen = flatten(observed.model);
  const check: ClientCheck = { lost: [], partial: [], halfConsolidated: [], rows: seen.size };
  const pending = client.pending;
  const expected = flatten(pending ? pending.before : client.model);
  const fromBefore = differences(expected, seen);
  // The state the database was found to hold: the acknowledged one, or the one before or after the write in flight.
  let resolved = client.model;
  if (!pending) {
    check.lost.push(...fromBefore.map((d) => `${client.name}: ${d}`));
  } else {
    const expectedAfter = flatten(pending.after);
    const fromAfter = differences(expectedAfter, seen);
    if (fromAfter.length === 0) resolved = pending.after;
    else if (fromBefore.length === 0 && !pending.committed) resolved = pending.before;
    else {
      // Rows the write in flight leaves as they were must be there whatever became of it.
      const untouched = (d: string) => {
        const key = d.slice(0, d.indexOf(' '));
        return !key.endsWith(':new') && expected.get(key) === expectedAfter.get(key);
      };
      const lost = fromAfter.filter(untouched);
      check.lost.push(...lost.map((d) => `${client.name}: ${d}`));
      if (lost.length < fromAfter.length) {
        check.partial.push(`${client.name}: ${pending.name} in flight, ${pending.committed ? 'acknowledged' : 'unacknowledged'}: before ${fromBefore.join('; ')} | after ${fromAfter.join('; ')}`);
      }
    }
  }
  check.halfConsolidated.push(...halfFrozen(client.exportSets, resolved, observed.consolidatedAt).map((d) => `${client.name}: ${d}`));
  client.model = observed.model;
  client.pending = null;
  client.exportSets = [];
  return check;
}

export interface TotalsCheck {
  reports: number;
  mismatches: string[];
}

/**
 * Every report of each user's company calculated afresh from its stored inputs with its own review, beside its
 * stored figures (`restate/`, which changes nothing): the difference must be none, to the last bit, consolidated
 * reports (frozen figures) included.
 */
export async function checkTotals(baseUrl: string, users: DrillUser[]): Promise<TotalsCheck> {
  const out: TotalsCheck = { reports: 0, mismatches: [] };
  const seen = new Set<number>();
  for (const user of users) {
    const ids: number[] = [];
    // Companies that report scope 3 only have no consumption reports (and a 403 for asking).
    for (const type of user.scope3 ? ['transport'] : ['transport', 'consumption']) {
      const list = await get(baseUrl, user.token, `/api/reports/?type=${type}&page_size=1000`);
      ids.push(...(list.results as Json[]).map((r) => r.id as number).filter((id) => !seen.has(id)));
    }
    for (const id of ids) {
      seen.add(id);
      const report = await get(baseUrl, user.token, `/api/reports/${id}/`);
      const res = await fetch(`${baseUrl}/api/reports/${id}/restate/`, {
        method: 'POST',
        headers: { authorization: `Token ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ review: report.review?.id }),
      });
      out.reports += 1;
      const body = (await res.json()) as Json;
      if (!res.ok) out.mismatches.push(`report ${id}: restate answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      else if (body.diff.length > 0) out.mismatches.push(`report ${id} (${report.reference}): stored ≠ fresh: ${JSON.stringify(body.diff.slice(0, 3))}`);
    }
  }
  return out;
}

export interface SqlCheck {
  /** Roll-up rows (company, month and key) that differ from the GROUP BY of the statistics rows. */
  rollUpDifferences: string[];
  /** Reports whose statistics rows do not add up to their stored total. */
  factSums: string[];
  /** Reports whose stored per-row figures do not add up to their stored total. */
  rowSums: string[];
}

/**
 * Checks over SQL, in one snapshot: the monthly roll-up (migration 0016, kept by triggers) equals the GROUP BY of
 * emission_facts, row for row and to the last digit (numeric sums); each report's facts add up to its CO2e total;
 * each transport report's stages and storages add up to it too.
 */
export async function checkSql(db: Db): Promise<SqlCheck> {
  return db.transaction(
    async (tx) => {
      const rollUp = await driverRows<{ key: string; stored: string | null; expected: string | null }>(
        tx,
        sql`with expected as (
              select company_id, date_trunc('month', date::timestamp)::date as month, type, activity, commodity_id, center_id, car_id, supplier_id,
                count(*)::int as rows, sum(co2_total::numeric) as co2_total, sum(tkm::numeric) as tkm, sum(weight_once::numeric) as weight_once,
                sum(scope1::numeric) as scope1, sum(scope3::numeric) as scope3
              from emission_facts group by 1, 2, 3, 4, 5, 6, 7, 8),
            stored as (
              select company_id, month, type, activity, commodity_id, center_id, car_id, supplier_id, rows, co2_total, tkm, weight_once, scope1, scope3
              from emission_fact_months)
            select concat_ws('/', coalesce(e.company_id, s.company_id), coalesce(e.month, s.month), coalesce(e.type, s.type), coalesce(e.activity, s.activity),
                     coalesce(e.commodity_id, s.commodity_id), coalesce(e.center_id, s.center_id), coalesce(e.car_id, s.car_id), coalesce(e.supplier_id, s.supplier_id)) as key,
                   concat_ws(' ', s.rows, trim_scale(s.co2_total), trim_scale(s.tkm), trim_scale(s.weight_once), trim_scale(s.scope1), trim_scale(s.scope3)) as stored,
                   concat_ws(' ', e.rows, trim_scale(e.co2_total), trim_scale(e.tkm), trim_scale(e.weight_once), trim_scale(e.scope1), trim_scale(e.scope3)) as expected
            from expected e full join stored s
              on (e.company_id, e.month, e.type, e.activity) = (s.company_id, s.month, s.type, s.activity)
              and e.commodity_id is not distinct from s.commodity_id and e.center_id is not distinct from s.center_id
              and e.car_id is not distinct from s.car_id and e.supplier_id is not distinct from s.supplier_id
            where e.rows is distinct from s.rows or e.co2_total is distinct from s.co2_total or e.tkm is distinct from s.tkm
              or e.weight_once is distinct from s.weight_once or e.scope1 is distinct from s.scope1 or e.scope3 is distinct from s.scope3
            order by 1`,
      );
      const facts = await driverRows<{ id: number; total: number; facts: number }>(
        tx,
        sql`select r.id, r.co2_total as total, coalesce(sum(f.co2_total), 0) as facts
            from reports r left join emission_facts f on f.report_id = r.id
            group by r.id, r.co2_total
            having abs(r.co2_total - coalesce(sum(f.co2_total), 0)) > 1e-6 * greatest(1, abs(r.co2_total))
            order by r.id`,
      );
      const rows = await driverRows<{ id: number; total: number; rows: number }>(
        tx,
        sql`select r.id, r.co2_total as total,
              coalesce((select sum(s.co2_total) from stages s where s.report_id = r.id), 0)
                + coalesce((select sum(s.co2_total) from storages s where s.report_id = r.id), 0) as rows
            from reports r
            where r.type = 'transport'
              and abs(r.co2_total - coalesce((select sum(s.co2_total) from stages s where s.report_id = r.id), 0)
                - coalesce((select sum(s.co2_total) from storages s where s.report_id = r.id), 0)) > 1e-6 * greatest(1, abs(r.co2_total))
            order by r.id`,
      );
      return {
        rollUpDifferences: rollUp.map((r) => `${r.key}: roll-up ${r.stored || 'none'}, facts ${r.expected || 'none'}`),
        factSums: facts.map((r) => `report ${r.id}: total ${r.total}, statistics rows ${r.facts}`),
        rowSums: rows.map((r) => `report ${r.id}: total ${r.total}, stages and storages ${r.rows}`),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
