// Copies of calculated template reports, row for row: every column as the server wrote it, with new ids (and the
// ids inside the stored result JSON), the copy's company, author, dates, names and tags. A copy's figures are its
// template's, so every copy is a report the server could have calculated.
import type { Client } from 'pg';
import { columnsOf, NULL_FIELD, readRows } from './copy-text.ts';

/** The tables of one report, parents before children. */
export const REPORT_TABLES = ['reports', 'cargos', 'stages', 'stage_cargos', 'storages', 'storage_cargos', 'consumptions', 'voyages', 'emission_facts'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The company's own lists a report names, copied for each company the generator adds. */
export const CONFIG_TABLES = ['commodities', 'centers', 'suppliers', 'car_families', 'accounts', 'cars'] as const;
export type ConfigTable = (typeof CONFIG_TABLES)[number];

const CONFIG_COLUMN: Record<string, ConfigTable> = {
  commodity_id: 'commodities',
  center_id: 'centers',
  supplier_id: 'suppliers',
  car_family_id: 'car_families',
  account_id: 'accounts',
  car_id: 'cars',
};

/** Tables whose rows have an `id` of their own. */
const WITH_ID = new Set<string>(['reports', 'cargos', 'stages', 'storages', 'consumptions', 'voyages', 'emission_facts', ...CONFIG_TABLES]);

/** Columns that name another row of the same report. */
const REPORT_COLUMN: Record<string, ReportTable> = { report_id: 'reports', stage_id: 'stages', storage_id: 'storages' };

/** What varies from one copy to the next; every text already in COPY form. */
export interface Copy {
  /** The first new id of each table: the template's rows of a table take consecutive ids from it. */
  base: Record<string, number>;
  companyId: string;
  /** Template id → the company's id, per list; undefined: the template's own company (the same ids). */
  config: Partial<Record<ConfigTable, Map<number, number>>> | undefined;
  reference: string;
  projectName: string;
  projectReference: string;
  date: string;
  /** Days from the template's date to the copy's: consumptions, voyages and statistics rows move with it. */
  shiftDays: number;
  createdById: string;
  createdAt: string;
  consolidatedAt: string;
  customer: string;
  order: string;
}

type Field = string | ((copy: Copy) => string);

export interface TemplateReport {
  id: number;
  type: 'transport' | 'consumption';
  /** `TR`, `CR`: the reference's prefix. */
  prefix: string;
  /** Days since 1970-01-01. */
  day: number;
  stages: number;
  origin: string;
  destination: string;
  projectName: string;
  /** The rows of each table, each as its fields (constants, or made from the copy). */
  rows: Record<ReportTable, Field[][]>;
  /** How many ids each table takes per copy. */
  idCount: Record<string, number>;
}

const DAY_MS = 86_400_000;
export const dayOf = (isoDate: string): number => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const dateText = new Map<number, string>();
export function isoDay(day: number): string {
  let text = dateText.get(day);
  if (!text) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dateText.set(day, text);
  }
  return text;
}

/**
 * A JSON field (stored results, tags) as pieces: the ids it names (`"id": 12`, `"cargo_id": 7`) and the tags the
 * copy changes (`customer`, `order`) become functions of the copy.
 */
function jsonField(raw: string, own: ReportTable, position: (table: ReportTable, id: number) => number): Field {
  const pieces: Field[] = [];
  let last = 0;
  for (const match of raw.matchAll(/"(id|cargo_id)": (\d+)|"(customer|order)": "((?:[^"\\]|\\.)*)"/g)) {
    const at = match.index;
    pieces.push(raw.slice(last, at));
    if (match[1]) {
      const table: ReportTable = match[1] === 'id' ? own : 'cargos';
      const index = position(table, Number(match[2]));
      pieces.push(`"${match[1]}": `, (copy) => String((copy.base[table] as number) + index));
    } else {
      const key = match[3] as 'customer' | 'order';
      pieces.push(`"${key}": "`, (copy) => copy[key], '"');
    }
    last = at + match[0].length;
  }
  if (last === 0) return raw;
  pieces.push(raw.slice(last));
  return (copy) => pieces.map((p) => (typeof p === 'string' ? p : p(copy))).join('');
}

/** `reports.tags_text` (key U+001E value, pairs joined by U+001F): the copy's customer and order, as in its links. */
function tagsTextField(raw: string): Field {
  const pieces: Field[] = [];
  let last = 0;
  // oxlint-disable-next-line no-control-regex -- the pairs are separated by control characters on purpose
  for (const match of raw.matchAll(/(customer|order)\u001e([^\u001f]*)/g)) {
    const key = match[1] as 'customer' | 'order';
    pieces.push(raw.slice(last, match.index), `${key}\u001e`, (copy) => copy[key]);
    last = match.index + match[0].length;
  }
  if (last === 0) return raw;
  pieces.push(raw.slice(last));
  return (copy) => pieces.map((p) => (typeof p === 'string' ? p : p(copy))).join('');
}

const REPORT_VALUES: Record<string, (copy: Copy) => string> = {
  reference: (c) => c.reference,
  project_name: (c) => c.projectName,
  project_reference: (c) => c.projectReference,
  date: (c) => c.date,
  created_by_id: (c) => c.createdById,
  updated_at: (c) => c.createdAt,
  calculated_at: (c) => c.createdAt,
  consolidated_at: (c) => c.consolidatedAt,
};

function compileRow(
  table: ReportTable,
  columns: string[],
  raw: string[],
  rowIndex: number,
  position: (table: ReportTable, id: number) => number,
): Field[] {
  return columns.map((column, i): Field => {
    const value = raw[i] as string;
    if (column === 'id' && WITH_ID.has(table)) return (copy) => String((copy.base[table] as number) + rowIndex);
    if (column === 'company_id') return (copy) => copy.companyId;
    if (column === 'created_at') return (copy) => copy.createdAt;
    if (table === 'reports' && REPORT_VALUES[column]) return REPORT_VALUES[column];
    if (value === NULL_FIELD) return value;
    const sameReport = REPORT_COLUMN[column] ?? (column === 'cargo_id' ? 'cargos' : undefined);
    if (sameReport) {
      const index = position(sameReport, Number(value));
      return (copy) => String((copy.base[sameReport] as number) + index);
    }
    const list = CONFIG_COLUMN[column];
    if (list) {
      const id = Number(value);
      return (copy) => String(copy.config?.[list]?.get(id) ?? id);
    }
    if (column === 'date') {
      const day = dayOf(value);
      return (copy) => isoDay(day + copy.shiftDays);
    }
    // An intake's id in the HSEQ service is unique per company: a copy has none.
    if (column === 'source_id') return NULL_FIELD;
    if (column === 'result' || column === 'tags') return jsonField(value, table, position);
    if (column === 'tags_text') return tagsTextField(value);
    return value;
  });
}

/** The company's calculated reports, with every row of their tables, ready to be copied. */
export async function loadTemplates(client: Client, companyId: number): Promise<TemplateReport[]> {
  const columns = await tableColumns(client);
  const owned = `select id from reports where company_id = ${companyId} and not business_trip`;
  const byReport = {} as Record<ReportTable, Map<number, string[][]>>;
  for (const table of REPORT_TABLES) {
    const select =
      table === 'reports'
        ? `select * from reports where id in (${owned}) order by id`
        : table === 'stage_cargos'
          ? `select l.*, s.report_id from stage_cargos l join stages s on s.id = l.stage_id where s.report_id in (${owned}) order by l.stage_id, l.cargo_id`
          : table === 'storage_cargos'
            ? `select l.*, s.report_id from storage_cargos l join storages s on s.id = l.storage_id where s.report_id in (${owned}) order by l.storage_id, l.cargo_id`
            : `select * from ${table} where report_id in (${owned}) order by id`;
    const reportColumn = table === 'reports' ? 'id' : 'report_id';
    // The link tables' report id is the extra last field of their select.
    const at = table === 'stage_cargos' || table === 'storage_cargos' ? columns[table].length : columns[table].indexOf(reportColumn);
    const groups = new Map<number, string[][]>();
    for (const row of await readRows(client, select)) {
      const report = Number(row[at]);
      groups.set(report, [...(groups.get(report) ?? []), row.slice(0, columns[table].length)]);
    }
    byReport[table] = groups;
  }
  const reportColumns = columns.reports;
  const field = (row: string[], name: string) => row[reportColumns.indexOf(name)] as string;
  return [...byReport.reports.values()].map(([report]) => {
    const id = Number(field(report as string[], 'id'));
    const rawRows = Object.fromEntries(REPORT_TABLES.map((t) => [t, byReport[t].get(id) ?? []])) as Record<ReportTable, string[][]>;
    // The position of each row among its table's rows of this report: its id in a copy is the copy's base plus it.
    const positions = new Map<string, number>();
    for (const table of REPORT_TABLES) {
      if (!WITH_ID.has(table)) continue;
      rawRows[table].forEach((row, i) => positions.set(`${table}:${row[0]}`, i));
    }
    const position = (table: ReportTable, rowId: number) => {
      const index = positions.get(`${table}:${rowId}`);
      if (index === undefined) throw new Error(`report ${id}: ${table} ${rowId} is not one of its rows`);
      return index;
    };
    const rows = Object.fromEntries(
      REPORT_TABLES.map((t) => [t, rawRows[t].map((row, i) => compileRow(t, columns[t], row, i, position))]),
    ) as Record<ReportTable, Field[][]>;
    return {
      id,
      type: field(report as string[], 'type') as TemplateReport['type'],
      prefix: field(report as string[], 'reference').split('-')[0] as string,
      day: dayOf(field(report as string[], 'date')),
      stages: rawRows.stages.length,
      origin: field(report as string[], 'origin'),
      destination: field(report as string[], 'destination'),
      projectName: field(report as string[], 'project_name'),
      rows,
      idCount: Object.fromEntries(REPORT_TABLES.filter((t) => WITH_ID.has(t)).map((t) => [t, rawRows[t].length])),
    };
  });
}

/** The copy's rows of `table`, each a line of COPY text without its newline. */
export function copyLines(template: TemplateReport, table: ReportTable, copy: Copy): string[] {
  return template.rows[table].map((fields) => fields.map((f) => (typeof f === 'string' ? f : f(copy))).join('\t'));
}

export async function tableColumns(client: Client): Promise<Record<ReportTable, string[]>> {
  const columns = {} as Record<ReportTable, string[]>;
  for (const table of REPORT_TABLES) columns[table] = await columnsOf(client, table);
  return columns;
}
