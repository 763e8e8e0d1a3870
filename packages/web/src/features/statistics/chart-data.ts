import { ACTIVITY_TYPES, type GroupByAnswer, type GroupRow } from '@huella/contracts';
import { kgToTonnes } from './statistics-figures.ts';

// The answers of emissions_dynamic_group_by reshaped for the tables and charts: kg stay kg in the tables (formatted
// at display), charts plot tonnes.

function activityOrder(type: string): number {
  const at = (ACTIVITY_TYPES as readonly string[]).indexOf(type);
  return at < 0 ? ACTIVITY_TYPES.length : at;
}

/** Activity types in the contracts' order, freight first: columns and series keep one order whatever the figures. */
export function byActivityOrder(types: Iterable<string>): string[] {
  return [...new Set(types)].toSorted((a, b) => activityOrder(a) - activityOrder(b) || a.localeCompare(b));
}

/** The groups that emitted or carried something: a group of zeros has nothing to show. */
export function nonEmptyGroups(answer: GroupByAnswer): GroupRow[] {
  return answer.groups.filter((group) => group.CO2_total !== 0 || group.tkm !== 0);
}

/** yyyy-MM of every month from `after` to `before`, both included (at most ten years). */
export function monthsBetween(after: string, before: string): string[] {
  const [fromYear, fromMonth] = after.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = before.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let index = fromYear * 12 + fromMonth - 1; index <= toYear * 12 + toMonth - 1 && months.length < 120; index += 1) {
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export interface SeriesData {
  /** One row per x value: `x` and one number per series (tonnes). */
  data: Record<string, string | number>[];
  series: string[];
}

/**
 * docs/spec/part-2.md §2.7 bar chart: tonnes per month, one series per activity type (group_by=month,transport_type),
 * every month of the range present so gaps read as zero, not as missing months.
 */
export function monthlyByType(answer: GroupByAnswer, months: readonly string[]): SeriesData {
  const series = byActivityOrder(nonEmptyGroups(answer).map((group) => group.key.transport_type ?? ''));
  const data = months.map((month) => {
    const row: Record<string, string | number> = { x: month };
    for (const type of series) row[type] = 0;
    return row;
  });
  const rowOf = new Map(data.map((row) => [row.x, row]));
  for (const group of answer.groups) {
    const row = rowOf.get(group.key.month ?? '');
    const type = group.key.transport_type ?? '';
    if (row && series.includes(type)) row[type] = kgToTonnes(Number(row[type] ?? 0) * 1000 + group.CO2_total);
  }
  return { data, series };
}

/** Tonnes per month of one series (group_by=month): the company-vehicle tab's line. */
export function monthlyTotal(answer: GroupByAnswer, months: readonly string[]): SeriesData {
  const kg = new Map(answer.groups.map((group) => [group.key.month ?? '', group.CO2_total]));
  return { data: months.map((month) => ({ x: month, total: kgToTonnes(kg.get(month) ?? 0) })), series: ['total'] };
}

/**
 * Year over year (group_by=year,month): one line per year, the twelve months on the x axis (`x` is the month's
 * number, 1–12); a month the range leaves out has no point rather than a zero.
 */
export function yearOverYear(answer: GroupByAnswer): SeriesData {
  const years = [...new Set(answer.groups.map((group) => group.key.year ?? ''))].filter(Boolean).toSorted();
  const data = Array.from({ length: 12 }, (_, index) => ({ x: index + 1 }) as Record<string, string | number>);
  for (const group of answer.groups) {
    const month = Number((group.key.month ?? '').slice(5, 7));
    const row = data[month - 1];
    if (row && group.key.year) row[group.key.year] = kgToTonnes(group.CO2_total);
  }
  return { data, series: years };
}

export interface PivotRow {
  key: string;
  /** kg per column value. */
  cells: Record<string, number>;
  total: number;
}

export interface Pivot {
  columns: string[];
  rows: PivotRow[];
  /** kg per column over every row. */
  columnTotals: Record<string, number>;
  total: number;
}

/**
 * docs/spec/part-2.md §2.7 "by material and transport" (or tag and transport): one row per `rowKey` value, one column
 * per activity type, kg CO2e in the cells; rows by their total, largest first.
 */
export function pivot(answer: GroupByAnswer, rowKey: string, columnKey = 'transport_type'): Pivot {
  const groups = nonEmptyGroups(answer);
  const columns = byActivityOrder(groups.map((group) => group.key[columnKey] ?? ''));
  const rows = new Map<string, PivotRow>();
  const columnTotals: Record<string, number> = Object.fromEntries(columns.map((column) => [column, 0]));
  for (const group of groups) {
    const key = group.key[rowKey] ?? '';
    const column = group.key[columnKey] ?? '';
    const row = rows.get(key) ?? { key, cells: {}, total: 0 };
    row.cells[column] = (row.cells[column] ?? 0) + group.CO2_total;
    row.total += group.CO2_total;
    columnTotals[column] = (columnTotals[column] ?? 0) + group.CO2_total;
    rows.set(key, row);
  }
  const sorted = [...rows.values()].toSorted((a, b) => b.total - a.total);
  return { columns, rows: sorted, columnTotals, total: sorted.reduce((sum, row) => sum + row.total, 0) };
}

/** A pivot as stacked bars: one bar per row (`x` its key), one segment per column, tonnes. */
export function pivotBars(table: Pivot): SeriesData {
  return {
    data: table.rows.map((row) => ({ x: row.key, ...Object.fromEntries(table.columns.map((column) => [column, kgToTonnes(row.cells[column] ?? 0)])) })),
    series: table.columns,
  };
}
