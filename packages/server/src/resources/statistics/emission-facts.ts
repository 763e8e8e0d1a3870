import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';

// The statistics' rows (db/schema-statistics.ts) are copies of the stored results: one per stage–cargo and
// storage–cargo allocation (the per-cargo figures of docs/methodology.md, so sums by material add up to the
// report), one per stage or storage without cargos, one per consumption and voyage. Kept in the transaction that
// stores the results, so a statistic never disagrees with the totals screen.

const figure = (path: string) => sql.raw(`coalesce((f.result${path})::float8, 0)`);
/** A cargo's mass as its allocation stored it (t); a row without a cargo weighs nothing. */
const mass = sql`case when f.cargo_id is null then 0 else ${figure("->>'mass_t'")} end`;

/** Ids as one `int[]` parameter, however many (db/any-id.ts). */
const int4Array = (ids: readonly number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** Part of a transport report's rows: those of some cargos, and (`cargoless`) those of stages and storages without one. */
export interface FactsPart {
  cargoIds: readonly number[];
  cargoless: boolean;
}

/**
 * The INSERT … SELECT that copies the stored results of the reports `reportsWhere` (on `r`) selects, or only `part`
 * of them. A cargo's rows are all in its report, so the windows that pick the row carrying its weight once see every
 * one of them, with or without `part` (they are partitioned by cargo).
 */
export function copyFactsOf(reportsWhere: SQL, part?: FactsPart): SQL {
  const cargoWhere = part ? sql`and c.id = any(${int4Array(part.cargoIds)})` : sql``;
  const cargolessWhere = part && !part.cargoless ? sql`and false` : sql``;
  const otherWhere = part ? sql`and false` : sql``;
  return sql`
    insert into emission_facts (company_id, report_id, date, type, activity, cargo_id, commodity_id, center_id, car_id,
      supplier_id, tags, co2_total, co2e_ttw, co2e_wtt, co2, ch4, n2o, hfcs, pfcs, sf6, nf3, nox, sox, pm,
      scope1, scope2, scope3, tkm, weight, weight_once, weight_once_activity, tags_vary)
    select f.company_id, f.report_id, f.date, f.type, f.activity, f.cargo_id, f.commodity_id, f.center_id, f.car_id,
      f.supplier_id, f.tags, ${figure("->>'co2e_wtw'")}, ${figure("->>'co2e_ttw'")}, ${figure("->>'co2e_wtt'")},
      ${figure("->'gases'->>'CO2'")}, ${figure("->'gases'->>'CH4'")}, ${figure("->'gases'->>'N2O'")},
      ${figure("->'gases'->>'HFCs'")}, ${figure("->'gases'->>'PFCs'")}, ${figure("->'gases'->>'SF6'")},
      ${figure("->'gases'->>'NF3'")}, ${figure("->'gases'->>'NOx'")}, ${figure("->'gases'->>'SOx'")},
      ${figure("->'gases'->>'PM'")}, ${figure("->'scopes'->>'scope1'")}, ${figure("->'scopes'->>'scope2'")},
      ${figure("->'scopes'->>'scope3'")}, ${figure("->>'tkm'")}, ${mass},
      case when f.cargo_id is not null and row_number() over (partition by f.cargo_id order by f.activity) = 1 then ${mass} else 0 end,
      case when f.cargo_id is not null and row_number() over (partition by f.cargo_id, f.activity) = 1 then ${mass} else 0 end,
      f.cargo_id is not null and min(f.tags::text) over cargo <> max(f.tags::text) over cargo
    from (
      select s.company_id, s.report_id, r.date, 'transport' as type, s.kind as activity, c.id as cargo_id, c.commodity_id,
        null::int as center_id, null::int as car_id, null::int as supplier_id, l.tags, l.result
      from stage_cargos l join stages s on s.id = l.stage_id join cargos c on c.id = l.cargo_id join reports r on r.id = s.report_id
      where l.result is not null and ${reportsWhere} ${cargoWhere}
      union all
      select s.company_id, s.report_id, r.date, 'transport', s.kind, null, null, null, null, null, '{}'::jsonb, s.result
      from stages s join reports r on r.id = s.report_id
      where s.result is not null and ${reportsWhere} ${cargolessWhere}
        and not exists (select 1 from stage_cargos l where l.stage_id = s.id and l.result is not null)
      union all
      select s.company_id, s.report_id, r.date, 'transport', 'storage', c.id, c.commodity_id, null, null, null, l.tags, l.result
      from storage_cargos l join storages s on s.id = l.storage_id join cargos c on c.id = l.cargo_id join reports r on r.id = s.report_id
      where l.result is not null and ${reportsWhere} ${cargoWhere}
      union all
      select s.company_id, s.report_id, r.date, 'transport', 'storage', null, null, null, null, null, '{}'::jsonb, s.result
      from storages s join reports r on r.id = s.report_id
      where s.result is not null and ${reportsWhere} ${cargolessWhere}
        and not exists (select 1 from storage_cargos l where l.storage_id = s.id and l.result is not null)
      union all
      select x.company_id, x.report_id, x.date, 'consumption', x.type, null, null, x.center_id, null, x.supplier_id, x.tags, x.result
      from consumptions x join reports r on r.id = x.report_id
      where x.result is not null and ${reportsWhere} ${otherWhere}
      union all
      select v.company_id, v.report_id, v.date, 'voyage', 'voyage', null, null, v.center_id, v.car_id, null, v.tags, v.result
      from voyages v join reports r on r.id = v.report_id
      where v.result is not null and ${reportsWhere} ${otherWhere}
    ) f
    window cargo as (partition by f.cargo_id)`;
}

/** Rewrites a report's statistics rows from its stored results; call after storing them, in the same transaction. */
export async function writeReportFacts(db: Executor, reportId: number): Promise<void> {
  await db.execute(sql`delete from emission_facts where report_id = ${reportId}`);
  await db.execute(copyFactsOf(sql`r.id = ${reportId}`));
}

/**
 * Rewrites `part` of a transport report's statistics rows from its stored results: after a change that stored only
 * some rows' figures (reports/rows-to-store.ts), the rows of the cargos they carry, and those without a cargo when
 * one of them had none. Every other row reads figures, tags, kinds and cargos that did not change.
 */
export async function writeReportFactsPart(db: Executor, reportId: number, part: FactsPart): Promise<void> {
  if (!part.cargoIds.length && !part.cargoless) return;
  await db.execute(sql`
    delete from emission_facts where report_id = ${reportId} and type = 'transport'
      and (cargo_id = any(${int4Array(part.cargoIds)}) or (${part.cargoless} and cargo_id is null))`);
  await db.execute(copyFactsOf(sql`r.id = ${reportId}`, part));
}
