import type { StatisticsGroupKey } from '@huella/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { TenantContext } from '../../http/tenant-context.ts';
import { factConditions, type FactFilterQuery } from './fact-filters.ts';

// Where a statistic's rows come from (docs/decisions/0012-statistics.md "Whole months"): the whole months of the
// range from `emission_fact_months`, which sums the facts by month and by every column a statistic groups or filters
// by but the report and the tags, and the days before the first whole month and after the last from
// `emission_facts`. Both give the rows under the names of `emission_facts`, so the GROUP BY over them is the same.

/** Group keys the roll-up has a column for; the report and a tag are the facts' alone. */
const ROLL_UP_KEYS = {
  year: true,
  month: true,
  transport_type: true,
  type: true,
  commodity: true,
  center: true,
  car: true,
  tag: false,
  report: false,
} as const satisfies Record<StatisticsGroupKey, boolean>;

/**
 * Filters the roll-up can answer. Not a transport type: the query then counts each cargo's mass per cargo, which the
 * roll-up cannot (group-by.ts, cargoSplitsAcrossGroups); nor the report, its consolidation or a tag, which it does
 * not keep. A filter added to FactFilterQuery must be placed here before this compiles.
 */
const ROLL_UP_FILTERS = {
  date_after: true,
  date_before: true,
  type: true,
  consumption_type: true,
  commodity: true,
  center: true,
  car: true,
  consumption_supplier: true,
  transport_type: false,
  tag: false,
  consolidated: false,
  reports: false,
} as const satisfies Record<keyof FactFilterQuery, boolean>;

/** The summed columns, as both tables name them; the roll-up's exact sums are read as float8, as the facts are. */
const SUMMED_COLUMNS = [
  'co2_total', 'co2e_ttw', 'co2e_wtt', 'co2', 'ch4', 'n2o', 'hfcs', 'pfcs', 'sf6', 'nf3', 'nox', 'sox', 'pm',
  'scope1', 'scope2', 'scope3', 'tkm', 'weight_once', 'weight_once_activity',
] as const;
const KEY_COLUMNS = sql.raw('f.type, f.activity, f.commodity_id, f.center_id, f.car_id');
const FACT_FIGURES = sql.join(SUMMED_COLUMNS.map((c) => sql`f.${sql.identifier(c)}`), sql`, `);
const MONTH_FIGURES = sql.join(SUMMED_COLUMNS.map((c) => sql`f.${sql.identifier(c)}::float8 as ${sql.identifier(c)}`), sql`, `);

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The whole months inside [after, before] (both inclusive), as the first day of the first one and the first day
 * after the last; null when the range holds none, or when either lies past 9999 (an ISO string then starts with +).
 */
function wholeMonths(after: string, before: string): { from: string; to: string } | null {
  const from = after.endsWith('-01') ? after : firstOfMonth(dayAfter(firstOfMonth(after), 31));
  const to = firstOfMonth(dayAfter(before, 1));
  return from < to && !from.startsWith('+') && !to.startsWith('+') ? { from, to } : null;
}

const unset = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

/** Whether the roll-up holds every key and filter of the query, so that summing it is summing the facts. */
function rollUpAnswers(q: FactFilterQuery & { group_by?: StatisticsGroupKey[] | undefined }): boolean {
  const filters = Object.entries(ROLL_UP_FILTERS) as [keyof FactFilterQuery, boolean][];
  return (q.group_by ?? []).every((key) => ROLL_UP_KEYS[key]) && filters.every(([name, held]) => held || unset(q[name]));
}

/**
 * The rows a plain GROUP BY sums (group-by.ts, groupedOnce), as a FROM item named `f` with the columns of
 * `emission_facts` it reads: the facts the filters select, or, when the roll-up can answer and the range holds a
 * whole month, the roll-up's rows of the whole months beside the facts of the days around them. Each cargo's rows
 * share a date, so they are all on one side, and `weight_once` adds up across the roll-up's rows as across facts.
 */
export function factSource(ctx: TenantContext, q: FactFilterQuery & { group_by?: StatisticsGroupKey[] | undefined }): SQL {
  const months = rollUpAnswers(q) ? wholeMonths(q.date_after, q.date_before) : null;
  if (!months) return sql`emission_facts f where ${factConditions(ctx, q)}`;
  const facts = (first: string, last: string) =>
    sql`select f.date, ${KEY_COLUMNS}, ${FACT_FIGURES} from emission_facts f where ${factConditions(ctx, q, sql`f.date between ${first} and ${last}`)}`;
  const branches = [
    sql`select f.month as date, ${KEY_COLUMNS}, ${MONTH_FIGURES} from emission_fact_months f
      where ${factConditions(ctx, q, sql`f.month >= ${months.from} and f.month < ${months.to}`)}`,
    q.date_after < months.from ? facts(q.date_after, dayAfter(months.from, -1)) : undefined,
    months.to <= q.date_before ? facts(months.to, q.date_before) : undefined,
  ].filter((branch): branch is SQL => branch !== undefined);
  return sql`(${sql.join(branches, sql` union all `)}) f`;
}
