import { PROJECT_ORDERING, type ByProjectAnswer, type ByProjectQuery, type ProjectRow } from '@huella/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { driverRows } from '../../exports/raw-rows.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { checkDateRange } from './fact-filters.ts';

const tkm = sql`coalesce((r.result -> 'totals' ->> 'tkm')::float8, 0)`;
const intensity = sql`case when ${tkm} > 0 then r.co2_total * 1000 / ${tkm} end`;

const ORDERING = {
  date: sql`r.date`,
  reference: sql`r.reference`,
  project_name: sql`lower(r.project_name)`,
  CO2_total: sql`r.co2_total`,
  tkm,
  intensity_g_per_tkm: intensity,
} satisfies Record<(typeof PROJECT_ORDERING)[number], SQL>;

/** A comma list of report references, as typed: blanks dropped, each once. */
const referencesOf = (raw: string | undefined) => [...new Set((raw ?? '').split(',').map((ref) => ref.trim()).filter(Boolean))];

/**
 * `GET /api/reports/emissions_by_project/`: each transport report (a project, docs/spec/part-2.md §2.7) of the range
 * with its stored totals, a page at a time, and the sums over every report selected.
 */
export async function emissionsByProject(db: Executor, ctx: TenantContext, q: ByProjectQuery): Promise<Listed<ProjectRow> & { overall: ByProjectAnswer['overall'] }> {
  checkDateRange(q);
  const references = referencesOf(q.references);
  const where = sql.join(
    [
      sql`r.company_id = ${ctx.companyId}`,
      sql`r.type = 'transport'`,
      sql`r.date between ${q.date_after} and ${q.date_before}`,
      references.length ? sql`r.reference in (${sql.join(references.map((ref) => sql`${ref}`), sql`, `)})` : undefined,
      q.consolidated === undefined ? undefined : sql`r.consolidated_at is ${q.consolidated ? sql`not null` : sql`null`}`,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const order = parseOrdering(q.ordering, ORDERING, '-CO2_total', sql`r.id` as never);
  const { limit, offset } = pageBounds(q);
  const [sums] = await driverRows<{ count: string; co2_total: number | null; tkm: number | null; weight: number | null }>(
    db,
    sql`select count(*) as count, sum(r.co2_total)::float8 as co2_total, sum(${tkm})::float8 as tkm, sum(r.weight)::float8 as weight
        from reports r where ${where}`,
  );
  const rows = await driverRows<ProjectRow>(
    db,
    sql`select r.id, r.reference, r.project_name, r.project_reference, to_char(r.date, 'YYYY-MM-DD') as date,
          r.consolidated_at is not null as consolidated, r.co2_total as "CO2_total", ${tkm} as tkm, r.weight,
          ${intensity} as intensity_g_per_tkm
        from reports r where ${where}
        order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`,
  );
  const total = { CO2_total: sums?.co2_total ?? 0, tkm: sums?.tkm ?? 0, weight: sums?.weight ?? 0 };
  return {
    ...listed(q, Number(sums?.count ?? 0), rows),
    overall: { ...total, intensity_g_per_tkm: total.tkm > 0 ? (total.CO2_total * 1000) / total.tkm : null },
  };
}
