import type { GroupByAnswer, GroupByQuery, GroupFigures, GroupRow, StatisticsGroupKey } from '@huella/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { driverRows } from '../../exports/raw-rows.ts';
import { validationFailed } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { factConditions } from './fact-filters.ts';
import { factSource } from './fact-source.ts';

/** A grouped value as the answer writes it: text, "" for none. */
const asText = (grouped: SQL) => sql`coalesce(${grouped}::text, '')`;

/**
 * Each group key: the column of `f` (emission_facts, or fact-source.ts's rows under its names) the database groups
 * by, and how a group's value reads in the answer (text, "" where a row has none). Grouping by the bare column and
 * writing it as text once per group, not once per row, is a third of a call's time on a year of a company.
 */
function keyOf(key: StatisticsGroupKey, tagKey: string | undefined): { column: SQL; text: (grouped: SQL) => SQL } {
  switch (key) {
    case 'year':
      return { column: sql`date_trunc('year', f.date)`, text: (grouped) => sql`to_char(${grouped}, 'YYYY')` };
    case 'month':
      return { column: sql`date_trunc('month', f.date)`, text: (grouped) => sql`to_char(${grouped}, 'YYYY-MM')` };
    case 'transport_type':
      return { column: sql`f.activity`, text: asText };
    case 'type':
      return { column: sql`f.type`, text: asText };
    case 'commodity':
      return { column: sql`f.commodity_id`, text: asText };
    case 'tag':
      // A figure without the tag and one whose value is "" read the same, so they are one group.
      return { column: sql`coalesce(f.tags ->> ${tagKey ?? ''}, '')`, text: asText };
    case 'center':
      return { column: sql`f.center_id`, text: asText };
    case 'car':
      return { column: sql`f.car_id`, text: asText };
    case 'report':
      return { column: sql`f.report_id`, text: asText };
  }
}

/** The figures summed per group, by their answer names and the fact columns they sum. */
const SUMMED = {
  CO2_total: 'co2_total',
  co2e_ttw: 'co2e_ttw',
  co2e_wtt: 'co2e_wtt',
  CO2: 'co2',
  CH4: 'ch4',
  N2O: 'n2o',
  HFCS: 'hfcs',
  PFCS: 'pfcs',
  SF6: 'sf6',
  NF3: 'nf3',
  NOX: 'nox',
  SOX: 'sox',
  PM: 'pm',
  scope1: 'scope1',
  scope2: 'scope2',
  scope3: 'scope3',
  tkm: 'tkm',
} as const satisfies Partial<Record<keyof GroupFigures, string>>;
type SummedName = keyof typeof SUMMED;
const SUMMED_NAMES = Object.keys(SUMMED) as SummedName[];

type RawGroup = Record<`k${number}`, string> & Record<SummedName | 'weight', number | string | null> & { weight_all?: number | null };

export interface GroupedFacts {
  keys: StatisticsGroupKey[];
  rows: { key: string[]; figures: GroupFigures }[];
  /** Every selected figure, each cargo's weight once. */
  overall: GroupFigures;
}

/**
 * The GROUP BY behind every statistic: the database sums the facts the filters select, by the keys asked for. A
 * cargo's weight counts once per group however many legs it took. Whole months come from the monthly roll-up when it
 * holds every key and filter of the query (fact-source.ts); `factsOnly` reads `emission_facts` alone, the answer
 * the roll-up's is checked and timed against.
 */
export async function groupFacts(db: Executor, ctx: TenantContext, q: GroupByQuery, { factsOnly = false } = {}): Promise<GroupedFacts> {
  const keys = q.group_by ?? [];
  if (keys.includes('tag') && !q.tag_group_by) throw validationFailed({ tag_group_by: [msg('tag_group_by_required')] });
  const where = factConditions(ctx, q);
  const groupKeys = keys.map((key, i) => ({ ...keyOf(key, q.tag_group_by), name: sql`${sql.identifier(`k${i}`)}` }));
  let groups: RawGroup[];
  let overall: GroupFigures;
  if (await cargoSplitsAcrossGroups(db, q, where)) {
    const raw = await driverRows<RawGroup & { overall: boolean }>(db, groupedPerCargo(where, groupKeys));
    const overallRow = raw.find((row) => row.overall);
    overall = figuresOf(overallRow ?? ({} as RawGroup));
    groups = keys.length ? raw.filter((row) => !row.overall) : raw;
  } else {
    const source = factsOnly ? sql`emission_facts f where ${where}` : factSource(ctx, q);
    groups = await driverRows<RawGroup>(db, groupedOnce(source, groupKeys, keys.includes('transport_type')));
    overall = figuresOf(sumOfGroups(groups));
  }
  const rows = groups.map((row) => ({ key: keys.map((_key, i) => String(row[`k${i}`] ?? '')), figures: figuresOf(row) }));
  return { keys, rows: sortGroups(keys, rows), overall };
}

/**
 * The overall row of `groupedOnce`'s groups: each fact is in exactly one group, so the figures add up, and
 * `weight_all` (each cargo's weight on one of its rows) is the weight of the whole.
 */
function sumOfGroups(groups: RawGroup[]): RawGroup {
  const total = {} as Record<string, number>;
  for (const name of SUMMED_NAMES) total[name] = groups.reduce((sum, row) => sum + Number(row[name] ?? 0), 0);
  total.weight = groups.reduce((sum, row) => sum + Number(row.weight_all ?? 0), 0);
  return total as RawGroup;
}

/** A group key of one query: the column grouped by, named `name` (k0, k1…) in the inner query and the answer. */
type GroupKey = ReturnType<typeof keyOf> & { name: SQL };

/** `select`'s key columns of the inner query, and the outer ones that write each grouped value as text. */
const innerKeys = (keys: GroupKey[]) => keys.map(({ column, name }) => sql`${column} as ${name}`);
const answerKeys = (keys: GroupKey[], alias: SQL) => keys.map(({ text, name }) => sql`${text(sql`${alias}.${name}`)} as ${name}`);

/**
 * Whether a cargo's rows may fall in different groups, or only some of them be selected, in ways the precomputed
 * `weight_once` columns cannot follow. Every key but `tag` keeps a cargo's rows together (they share the report, its
 * date, the material, the kind) and `transport_type` groups have `weight_once_activity`; a transport-type filter may
 * drop the row that carries the weight. Tags split a cargo only when its legs carry different ones, which is rare
 * (a cargo's tags usually say whose it is), so a tag key or filter asks the small partial index whether any
 * selected cargo does.
 */
async function cargoSplitsAcrossGroups(db: Executor, q: GroupByQuery, where: SQL): Promise<boolean> {
  if (q.transport_type?.length) return true;
  if (!q.group_by?.includes('tag') && !q.tag?.length) return false;
  const [found] = await driverRows<{ found: boolean }>(db, sql`select exists (select 1 from emission_facts f where ${where} and f.tags_vary) as found`);
  return found?.found === true;
}

/**
 * One plain GROUP BY over the index-only scan, the weight a sum of the row that carries each cargo's once. No
 * grouping set for the whole: PostgreSQL aggregates grouping sets in one process, a plain GROUP BY in parallel, and
 * the whole is the sum of the groups (`sumOfGroups`). `source` is what follows FROM (fact-source.ts): the facts with
 * their WHERE, or a derived table `f` of the same columns.
 */
function groupedOnce(source: SQL, keys: GroupKey[], byActivity: boolean): SQL {
  const sums = SUMMED_NAMES.map((name) => sql`sum(f.${sql.identifier(SUMMED[name])})::float8 as ${sql.identifier(name)}`);
  const weights = [sql`sum(f.${sql.identifier(byActivity ? 'weight_once_activity' : 'weight_once')})::float8 as weight`, sql`sum(f.weight_once)::float8 as weight_all`];
  if (!keys.length) return sql`select ${sql.join([...sums, ...weights], sql`, `)} from ${source} having count(*) > 0`;
  return sql`
    select ${sql.join([...answerKeys(keys, sql`f`), ...sums, ...weights], sql`, `)}
    from (select ${sql.join([...innerKeys(keys), sql`f.*`], sql`, `)} from ${source}) f
    group by ${sql.join(keys.map(({ name }) => sql`f.${name}`), sql`, `)}`;
}

/**
 * Groups by cargo as well, then takes each cargo's mass once per group and once overall (the second grouping set):
 * right whatever splits a cargo's rows, and about twice the work of `groupedOnce`.
 */
function groupedPerCargo(where: SQL, keys: GroupKey[]): SQL {
  const k = keys.map(({ name }) => name);
  const columns = [...innerKeys(keys), sql`f.cargo_id`, sql`f.weight`, ...SUMMED_NAMES.map((name) => sql`f.${sql.identifier(SUMMED[name])}`)];
  const innerSums = SUMMED_NAMES.map((name) => sql`sum(f.${sql.identifier(SUMMED[name])}) as ${sql.identifier(name)}`);
  const outerSums = SUMMED_NAMES.map((name) => sql`sum(g.${sql.identifier(name)})::float8 as ${sql.identifier(name)}`);
  const outerKeys = k.map((key) => sql`g.${key}`);
  const sets = k.length ? sql`grouping sets ((${sql.join([...k, sql`f.cargo_id`], sql`, `)}), (f.cargo_id))` : sql`f.cargo_id`;
  return sql`
    select ${sql.join([sql`g.overall`, ...answerKeys(keys, sql`g`), ...outerSums, sql`sum(g.weight)::float8 as weight`], sql`, `)}
    from (
      select ${sql.join([k.length ? sql`grouping(${sql.join(k, sql`, `)}) <> 0 as overall` : sql`true as overall`, ...k, ...innerSums, sql`max(f.weight) as weight`], sql`, `)}
      from (select ${sql.join(columns, sql`, `)} from emission_facts f where ${where}) f
      group by ${sets}
    ) g
    group by ${sql.join([sql`g.overall`, ...outerKeys], sql`, `)}`;
}

function figuresOf(row: RawGroup): GroupFigures {
  const figures = { intensity_g_per_tkm: null } as GroupFigures;
  for (const name of [...SUMMED_NAMES, 'weight' as const]) figures[name] = Number(row[name] ?? 0);
  figures.intensity_g_per_tkm = figures.tkm > 0 ? (figures.CO2_total * 1000) / figures.tkm : null;
  return figures;
}

/** Time series in time order (then the biggest first); any other grouping biggest first. */
function sortGroups(keys: StatisticsGroupKey[], rows: GroupedFacts['rows']): GroupedFacts['rows'] {
  const timeAt = keys.flatMap((key, i) => (key === 'year' || key === 'month' ? [i] : []));
  return rows.toSorted((a, b) => {
    for (const i of timeAt) {
      const order = (a.key[i] ?? '').localeCompare(b.key[i] ?? '');
      if (order) return order;
    }
    return b.figures.CO2_total - a.figures.CO2_total || a.key.join('|').localeCompare(b.key.join('|'));
  });
}

/** Names of the commodities, centers, cars and reports the groups name by id, in the reader's language. */
export async function groupLabels(db: Executor, ctx: TenantContext, language: Language, grouped: GroupedFacts): Promise<GroupByAnswer['labels']> {
  const idsOf = (key: StatisticsGroupKey) => {
    const at = grouped.keys.indexOf(key);
    return at < 0 ? [] : [...new Set(grouped.rows.map((row) => Number(row.key[at])).filter((n) => n > 0))];
  };
  const labels: GroupByAnswer['labels'] = { commodity: {}, center: {}, car: {}, report: {} };
  const lookups: [keyof GroupByAnswer['labels'], SQL][] = [
    ['commodity', sql`select c.id, ${language === 'es' ? sql`coalesce(c.name_es, c.name)` : sql`c.name`} as name from commodities c`],
    ['center', sql`select c.id, c.name from centers c`],
    ['car', sql`select c.id, c.plate as name from cars c`],
    ['report', sql`select c.id, c.reference || ' · ' || c.project_name as name from reports c`],
  ];
  for (const [key, select] of lookups) {
    const ids = idsOf(key);
    if (!ids.length) continue;
    const rows = await driverRows<{ id: number; name: string }>(
      db,
      sql`${select} where c.company_id = ${ctx.companyId} and c.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    for (const row of rows) labels[key][String(row.id)] = row.name;
  }
  return labels;
}

/** `GET /api/reports/emissions_dynamic_group_by/` (docs/spec/part-2.md §7). */
export async function emissionsGroupBy(db: Executor, ctx: TenantContext, language: Language, q: GroupByQuery): Promise<GroupByAnswer> {
  const grouped = await groupFacts(db, ctx, q);
  const groups: GroupRow[] = grouped.rows.map((row) => ({ key: Object.fromEntries(grouped.keys.map((k, i) => [k, row.key[i] ?? ''])), ...row.figures }));
  const total: GroupByAnswer['total'] = {};
  for (const row of grouped.rows) total[grouped.keys.length ? row.key.join('|') : 'total'] = row.figures;
  return { group_by: grouped.keys, unit: 'kg', total, groups, overall: grouped.overall, labels: await groupLabels(db, ctx, language, grouped) };
}
