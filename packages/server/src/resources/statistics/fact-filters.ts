import type { TagPair } from '@huella/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { requireConsumptions } from '../../http/consumption-access.ts';
import { validationFailed } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';

/** The filters of every statistics call (docs/spec/part-2.md §7), as parsed by the contract. */
export interface FactFilterQuery {
  date_after: string;
  date_before: string;
  type?: 'transport' | 'consumption' | 'voyage' | undefined;
  transport_type?: string[] | undefined;
  commodity?: number[] | undefined;
  tag?: TagPair[] | undefined;
  center?: number[] | undefined;
  car?: number[] | undefined;
  consumption_type?: string[] | undefined;
  consumption_supplier?: number[] | undefined;
  consolidated?: boolean | undefined;
  reports?: number[] | undefined;
}

/** Both bounds are inclusive; a range that ends before it starts is a mistake worth saying, not an empty answer. */
export function checkDateRange(q: { date_after: string; date_before: string }): void {
  if (q.date_before < q.date_after) throw validationFailed({ date_before: [msg('date_range_order')] });
}

const inList = (column: SQL, values: readonly (number | string)[] | undefined) =>
  values?.length ? sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})` : undefined;

/**
 * `key:value` pairs: values given for one key are alternatives, different keys must all match (decision 0012). A
 * pair without a value asks only that the key be there.
 */
function tagCondition(pairs: readonly TagPair[] | undefined): SQL | undefined {
  if (!pairs?.length) return undefined;
  const byKey = new Map<string, string[]>();
  for (const { key, value } of pairs) byKey.set(key, [...(byKey.get(key) ?? []), value]);
  const keys = [...byKey].map(([key, values]) =>
    values.includes('') ? sql`f.tags ? ${key}` : sql`(f.tags ->> ${key}) in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`,
  );
  return sql.join(keys, sql` and `);
}

/**
 * The WHERE of a statistics query over `emission_facts f`, scoped to the company. A scope-3-only company has no
 * consumptions or voyages: asking for them by type is the 403 of every consumption API; otherwise they are left out.
 * `dates` replaces the range's condition: the monthly roll-up (fact-source.ts) selects whole months by `f.month`
 * and the facts only the days around them.
 */
export function factConditions(ctx: TenantContext, q: FactFilterQuery, dates = sql`f.date between ${q.date_after} and ${q.date_before}`): SQL {
  checkDateRange(q);
  if (q.type === 'consumption' || q.type === 'voyage' || q.consumption_type?.length || q.consumption_supplier?.length || q.car?.length) {
    requireConsumptions(ctx);
  }
  const conditions: (SQL | undefined)[] = [
    sql`f.company_id = ${ctx.companyId}`,
    dates,
    ctx.company.onlyScope3 ? sql`f.type = 'transport'` : undefined,
    q.type ? sql`f.type = ${q.type}` : undefined,
    inList(sql`f.activity`, q.transport_type),
    inList(sql`f.activity`, q.consumption_type),
    inList(sql`f.commodity_id`, q.commodity),
    inList(sql`f.center_id`, q.center),
    inList(sql`f.car_id`, q.car),
    inList(sql`f.supplier_id`, q.consumption_supplier),
    inList(sql`f.report_id`, q.reports),
    tagCondition(q.tag),
    q.consolidated === undefined
      ? undefined
      : sql`f.report_id in (select r.id from reports r where r.company_id = ${ctx.companyId}
          and r.consolidated_at is ${q.consolidated ? sql`not null` : sql`null`})`,
  ];
  return sql.join(conditions.filter((c): c is SQL => c !== undefined), sql` and `);
}
