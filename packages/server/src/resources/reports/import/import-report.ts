import { reportInput, STAGE_INPUTS, storageInput, type Report, type ReportInput, type StageKind } from '@huella/contracts';
import type { Db, Executor, Tx } from '../../../db/connection.ts';
import { DomainError, fieldError, permissionDenied, validationFailed, type FieldMessages } from '../../../http/errors.ts';
import { msg, translate, type Language, type Message } from '../../../http/messages.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { unstorableTextFields } from '../../../http/unstorable-text.ts';
import { zodIssuesToFields } from '../../../http/validation-messages.ts';
import { insertCargo } from '../cargos/service.ts';
import { insertStage } from '../stages/service.ts';
import { insertStorage } from '../storages/service.ts';
import { loadReport } from '../access.ts';
import { recalculateReport } from '../recalculate.ts';
import { reportBody } from '../report-body.ts';
import { createReportRow } from '../service.ts';
import { IMPORT_FILES, parseCsv, type CsvRow, type ImportFile } from './import-files.ts';
import type { MultipartForm } from './read-multipart.ts';
import * as repo from './repository.ts';

// Report creation from the multipart form with the five import files (docs/spec/part-1.md §2, §7; docs/import.md).
// All or nothing: one transaction, every problem of every row reported at once, then one recalculation.

export const JSON_FIELDS = ['origin_gmaps', 'destination_gmaps', 'origin_location', 'destination_location'];

/** Multipart carries text: JSON for the place fields, `true`/`false` for the switch, '' for "not given". */
function reportFieldsOf(fields: Record<string, string>): { value: Record<string, unknown>; errors: FieldMessages } {
  const value: Record<string, unknown> = {};
  const errors: FieldMessages = {};
  for (const [name, raw] of Object.entries(fields)) {
    if (raw === '' && name !== 'project_name') continue;
    if (JSON_FIELDS.includes(name)) {
      try {
        value[name] = JSON.parse(raw);
      } catch {
        errors[name] = [msg('invalid_json_field')];
      }
      // JSON text may spell a NUL as `\u0000`: the parsed value gets the check the form's text had.
      for (const [path, messages] of Object.entries(unstorableTextFields(value[name]))) {
        errors[path === 'non_field_errors' ? name : `${name}.${path}`] = messages;
      }
    } else if (name === 'business_trip') value[name] = raw === 'true' || raw === '1' || raw === 'on';
    else value[name] = raw;
  }
  return { value, errors };
}

const number = (raw: string | undefined): number | null | undefined | 'invalid' => {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : 'invalid';
};

interface Lookups {
  byName(table: repo.NamedTable, name: string): Promise<number | null>;
  airport(iata: string): Promise<{ lat: number; lng: number } | null>;
}

function lookups(db: Executor, companyId: number): Lookups {
  const cache = new Map<string, number | null>();
  return {
    async byName(table, name) {
      const key = `${table}:${name.toLowerCase()}`;
      if (!cache.has(key)) cache.set(key, await repo.idByName(db, companyId, table, name));
      return cache.get(key) ?? null;
    },
    airport: (iata) => repo.airportByIata(db, iata),
  };
}

type RowProblems = [field: string, message: Message][];

/** A CSV row in the shape of the stage or storage form, with the names it gives resolved to ids. */
async function rowInput(kind: StageKind | 'storage', row: CsvRow, find: Lookups, cargoId: number): Promise<{ input: Record<string, unknown>; problems: RowProblems }> {
  const problems: RowProblems = [];
  const input: Record<string, unknown> = {};
  const tags: Record<string, string> = {};
  for (const [column, raw] of Object.entries(row)) {
    if (column.startsWith('tag:')) {
      if (raw) tags[column.slice(4)] = raw;
      continue;
    }
    if (column.startsWith('cargo') || column === 'commodity' || column === 'passengers' || raw === '') continue;
    if (['origin_lat', 'origin_lng', 'destination_lat', 'destination_lng', 'place_lat', 'place_lng', 'origin_iata', 'destination_iata'].includes(column)) continue;
    const named = { vehicle: kind === 'road' ? 'road' : 'rail', aircraft_model: 'aircraft', ship_type: 'ship' } as const;
    if (column in named) {
      const id = await find.byName(named[column as keyof typeof named], raw);
      if (id === null) problems.push([column, msg('unknown_name', { name: raw.slice(0, 80) })]);
      else input[column] = id;
      continue;
    }
    if (column === 'avoid') {
      input.avoid = raw.split(/[;|]/).map((a) => a.trim()).filter(Boolean);
      continue;
    }
    const numeric = number(raw);
    input[column] = numeric === 'invalid' || numeric === undefined ? raw : numeric;
  }
  for (const end of ['origin', 'destination', 'place'] as const) {
    const lat = number(row[`${end}_lat`]);
    const lng = number(row[`${end}_lng`]);
    if (typeof lat === 'number' && typeof lng === 'number') input[`${end}_location`] = { lat, lng };
    else if (lat !== undefined || lng !== undefined) problems.push([`${end}_lat`, msg('invalid_coordinate')]);
    const iata = row[`${end}_iata`];
    if (iata && end !== 'place') {
      const at = await find.airport(iata);
      if (!at) problems.push([`${end}_iata`, msg('unknown_name', { name: iata.slice(0, 10) })]);
      else {
        input[`${end}_location`] = at;
        input[end] ??= iata.toUpperCase();
      }
    }
  }
  input.cargos = [{ cargo: cargoId, tags }];
  if (kind === 'storage' || kind === 'road' || kind === 'rail' || kind === 'air') {
    // Text columns that look like numbers (a warehouse called "7") stay text.
    for (const text of ['origin', 'destination', 'place', 'warehouse_name']) if (typeof input[text] === 'number') input[text] = String(input[text]);
  }
  return { input, problems };
}

/** The cargo form's fields as the import's columns name them. */
const CARGO_COLUMNS: Record<string, string> = { weight: 'cargo_weight', teu: 'cargo_teu', passengersNumber: 'passengers', commodity: 'commodity' };

const EXTRA_COLUMNS = ['cargo', 'cargo_weight', 'cargo_type', 'cargo_teu', 'commodity', 'passengers', 'origin_lat', 'origin_lng', 'destination_lat', 'destination_lng', 'place_lat', 'place_lng', 'origin_iata', 'destination_iata'];

/** A column is a field of the form (not its derived ones), a cargo or coordinate column, or a tag. */
function knownColumn(column: string, formFields: string[]): boolean {
  if (column.startsWith('tag:') || EXTRA_COLUMNS.includes(column)) return true;
  return formFields.includes(column) && !column.endsWith('_gmaps') && !column.endsWith('_location') && column !== 'cargos';
}

interface CargoSpec {
  weight?: number;
  teu?: number;
  cargo_type: 'conventional' | 'teu';
  commodity?: number | null;
  passengersNumber?: number;
}

export interface ImportLimits {
  /** Rows of all the files together (docs/import.md "Limits"). */
  maxRows: number;
  /** PostgreSQL only: the longest one statement may run, and the transaction sit idle. */
  timeoutMs: number;
}

type ParsedFile = CsvRow[] | { error: string };

/**
 * Every file's rows, read before any database work and never more than the limit: past it, the file whose rows
 * cross it is refused at once (an import's time grows with its rows, and it holds a transaction throughout).
 */
function readFiles(form: MultipartForm, files: ImportFile[], maxRows: number): Map<ImportFile, ParsedFile> {
  const parsed = new Map<ImportFile, ParsedFile>();
  let left = maxRows;
  for (const file of files) {
    // One row past what is left says "too many" without reading the rest.
    const rows = parseCsv(form.files[file] as Buffer, left + 1);
    if (!('error' in rows)) {
      if (rows.length > left) throw fieldError(file, 'import_too_many_rows', { max: maxRows });
      left -= rows.length;
    }
    parsed.set(file, rows);
  }
  return parsed;
}

// SQLSTATEs of a statement or session the server stopped: statement_timeout (57014), the idle-in-transaction
// timeout (25P03), a shutdown (57P0x) or a lost connection (08xxx); node-postgres words the last without one.
const STOPPED_STATE = /^(57014|25P03|57P0\d|08[0-9A-Z]{3})$/;
const STOPPED_CONNECTION = /Connection terminated|not queryable/;

function wasStopped(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if ((typeof code === 'string' && STOPPED_STATE.test(code)) || STOPPED_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export async function importReport(db: Db, ctx: TenantContext, language: Language, form: MultipartForm, limits: ImportLimits): Promise<Report> {
  const files = Object.keys(form.files).filter((name): name is ImportFile => name in IMPORT_FILES);
  if (files.length && ctx.role !== 'super') throw permissionDenied();
  const unknownFiles = Object.keys(form.files).filter((name) => !(name in IMPORT_FILES));
  const { value, errors } = reportFieldsOf(form.fields);
  for (const name of unknownFiles) errors[name] = [msg('invalid_value')];
  const parsed = reportInput.safeParse(value);
  if (!parsed.success) Object.assign(errors, zodIssuesToFields(parsed.error.issues, value));
  if (Object.keys(errors).length || !parsed.success) throw validationFailed(errors);
  const tables = readFiles(form, files, limits.maxRows);

  try {
    return await db.transaction((tx) => importInto(db, tx, { ctx, language, report: parsed.data, files, tables, limits }));
  } catch (error) {
    if (wasStopped(error)) throw new DomainError('unavailable', msg('import_stopped', { seconds: limits.timeoutMs / 1000 }));
    throw error;
  }
}

interface ImportJob {
  ctx: TenantContext;
  language: Language;
  report: ReportInput;
  files: ImportFile[];
  tables: Map<ImportFile, ParsedFile>;
  limits: ImportLimits;
}

async function importInto(db: Db, tx: Tx, { ctx, language, report, files, tables, limits }: ImportJob): Promise<Report> {
  await repo.limitTransaction(db, tx, limits.timeoutMs);
  const found = await createReportRow(tx, ctx, report);
  const find = lookups(tx, ctx.companyId);
  const problems: FieldMessages = {};
  // The row's own message is put in words here; the error handler says the rest in the same language.
  const say = (file: string, row: number, field: string, message: Message) =>
    (problems[file] ??= []).push(msg('import_row', { row, field, message: translate(message, language) }));

  const cargoIds = new Map<string, number>();
  for (const file of files) {
    const rows = tables.get(file) as ParsedFile;
    if ('error' in rows) {
      problems[file] = [msg('unreadable_csv', { detail: rows.error })];
      continue;
    }
    const kind = IMPORT_FILES[file];
    const schema = kind === 'storage' ? storageInput : STAGE_INPUTS[kind];
    const unknown = Object.keys(rows[0] ?? {}).filter((column) => !knownColumn(column, Object.keys(schema.shape)));
    for (const column of unknown) say(file, 1, column.slice(0, 60), msg('unknown_column'));
    if (unknown.length) continue;
    for (const [index, row] of rows.entries()) {
      const line = index + 2; // the header is line 1
      const label = row.cargo?.trim();
      if (!label) {
        say(file, line, 'cargo', msg('cargo_label_required'));
        continue;
      }
      if (!cargoIds.has(label)) {
        const spec: CargoSpec = { cargo_type: 'conventional' };
        const weight = number(row.cargo_weight);
        const teu = number(row.cargo_teu);
        const passengers = number(row.passengers);
        if (weight === 'invalid') say(file, line, 'cargo_weight', msg('not_number'));
        if (teu === 'invalid') say(file, line, 'cargo_teu', msg('not_number'));
        if (weight === 'invalid' || teu === 'invalid') continue;
        if (typeof weight === 'number') spec.weight = weight;
        if (typeof teu === 'number') spec.teu = teu;
        if (typeof passengers === 'number') spec.passengersNumber = passengers;
        spec.cargo_type = row.cargo_type === 'teu' || (teu && !weight) ? 'teu' : 'conventional';
        if (row.commodity) {
          spec.commodity = await find.byName('commodity', row.commodity);
          if (spec.commodity === null) say(file, line, 'commodity', msg('unknown_name', { name: row.commodity.slice(0, 80) }));
        }
        try {
          cargoIds.set(label, await insertCargo(tx, ctx, found, spec));
        } catch (error) {
          if (!(error instanceof DomainError) || !error.fields) throw error;
          for (const [field, messages] of Object.entries(error.fields)) for (const m of messages) say(file, line, CARGO_COLUMNS[field] ?? field, m);
          continue;
        }
      }
      const { input, problems: rowProblems } = await rowInput(kind, row, find, cargoIds.get(label) as number);
      for (const [field, message] of rowProblems) say(file, line, field, message);
      if (rowProblems.length) continue;
      const checked = schema.safeParse(input);
      if (!checked.success) {
        for (const [field, messages] of Object.entries(zodIssuesToFields(checked.error.issues, input))) for (const m of messages) say(file, line, field, m);
        continue;
      }
      try {
        if (kind === 'storage') await insertStorage(tx, ctx, found, checked.data as Parameters<typeof insertStorage>[3]);
        else await insertStage(tx, ctx, found, kind, checked.data as Parameters<typeof insertStage>[4]);
      } catch (error) {
        if (!(error instanceof DomainError) || !error.fields) throw error;
        for (const [field, messages] of Object.entries(error.fields)) for (const m of messages) say(file, line, field, m);
      }
    }
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  await recalculateReport(tx, await loadReport(tx, ctx, found.report.id, true), language);
  return reportBody(await loadReport(tx, ctx, found.report.id));
}
