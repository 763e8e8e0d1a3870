import { foldHeader, IMPORT_COLUMNS, IMPORT_FILES, importColumnMappings, isImportFile, reportInput, type ImportColumnMappings, type ImportFile, type Report, type ReportInput } from '@huella/contracts';
import type { Db, Tx } from '../../db/connection.ts';
import { DomainError, importRefused, permissionDenied, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { unstorableTextFields } from '../../http/unstorable-text.ts';
import { zodIssuesToFields } from '../../http/validation-messages.ts';
import { loadReport } from '../reports/access.ts';
import { recalculateReport } from '../reports/recalculate.ts';
import { reportBody } from '../reports/report-body.ts';
import { createReportRow } from '../reports/service.ts';
import { mappingTarget } from './header-map.ts';
import { planImport, type ImportPlan } from './plan-import.ts';
import type { MultipartForm } from './read-multipart.ts';
import * as repo from './repository.ts';
import { storeImport } from './write-import.ts';

// Report creation from the multipart form with the five import files (docs/spec/part-1.md §2, §7; docs/import.md).
// All or nothing: every row of every file is read and checked first, with no write; then the report, its cargos,
// stages, storages and links are stored in one transaction and calculated once.

export const JSON_FIELDS = ['origin_gmaps', 'destination_gmaps', 'origin_location', 'destination_location'];
/** The form field with the headers that are not ours, per file (docs/import.md "Your own headers"). */
export const MAPPINGS_FIELD = 'column_mappings';

/** Multipart carries text: JSON for the place fields, `true`/`false` for the switch, '' for "not given". */
function reportFieldsOf(fields: Record<string, string>): { value: Record<string, unknown>; errors: FieldMessages } {
  const value: Record<string, unknown> = {};
  const errors: FieldMessages = {};
  for (const [name, raw] of Object.entries(fields)) {
    if (name === MAPPINGS_FIELD || (raw === '' && name !== 'project_name')) continue;
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

/** The `column_mappings` field: JSON, each target one of that file's columns (or a tag, or null to leave it out). */
export function mappingsOf(raw: string | undefined, errors: FieldMessages): ImportColumnMappings {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    errors[MAPPINGS_FIELD] = [msg('invalid_json_field')];
    return {};
  }
  const checked = importColumnMappings.safeParse(parsed);
  if (!checked.success) {
    errors[MAPPINGS_FIELD] = [msg('invalid_value')];
    return {};
  }
  for (const [file, mapping] of Object.entries(checked.data) as [ImportFile, Record<string, string | null>][]) {
    const seen = new Map<string, string>();
    for (const [header, target] of Object.entries(mapping)) {
      // "Km" and "KM" are one header to the import: saying two things of it is a mistake, named on the second.
      const other = seen.get(foldHeader(header));
      if (other !== undefined) (errors[`${MAPPINGS_FIELD}.${file}.${header.slice(0, 60)}`] ??= []).push(msg('duplicate_column', { other }));
      seen.set(foldHeader(header), header);
      if (target !== null && !mappingTarget(IMPORT_FILES[file], target)) {
        const options = IMPORT_COLUMNS[IMPORT_FILES[file]].map((c) => c.key).join(', ');
        (errors[`${MAPPINGS_FIELD}.${file}.${header.slice(0, 60)}`] ??= []).push(msg('invalid_choice', { options }));
      }
    }
  }
  return checked.data;
}

/** The company's saved mappings under what the request sends: the request's word wins for a header it names. */
export async function mappingsFor(db: Db, companyId: number, sent: ImportColumnMappings): Promise<ImportColumnMappings> {
  const merged: ImportColumnMappings = {};
  for (const row of await repo.loadMappings(db, companyId)) {
    const file = row.file as ImportFile;
    (merged[file] ??= {})[row.header] = row.target;
  }
  for (const [file, mapping] of Object.entries(sent) as [ImportFile, Record<string, string | null>][]) {
    const saved = (merged[file] ??= {});
    // What is sent wins, header by header as the import compares them ("Salida " and "salida" are one).
    const sentKeys = new Set(Object.keys(mapping).map(foldHeader));
    for (const header of Object.keys(saved)) if (sentKeys.has(foldHeader(header))) delete saved[header];
    Object.assign(saved, mapping);
  }
  return merged;
}

/** The most problems one refused import lists (issue #15): enough to fix a file by, and a bounded answer. */
export const IMPORT_PROBLEMS_LISTED = 1_000;

export interface ImportLimits {
  /** Rows of all the files together (docs/import.md "Limits"). */
  maxRows: number;
  /** PostgreSQL only: the longest one statement may run, and the transaction sit idle. */
  timeoutMs: number;
  /** Problems listed at most; past them reading stops. */
  maxProblems: number;
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

interface ImportJob {
  ctx: TenantContext;
  language: Language;
  report: ReportInput;
  plan: ImportPlan | null;
  mappings: ImportColumnMappings;
  limits: ImportLimits;
}

async function importInto(db: Db, tx: Tx, { ctx, language, report, plan, mappings, limits }: ImportJob): Promise<Report> {
  await repo.limitTransaction(db, tx, limits.timeoutMs);
  const created = await createReportRow(tx, ctx, report);
  if (plan) {
    await storeImport(tx, ctx, created, plan, language);
    for (const [file, mapping] of Object.entries(mappings) as [ImportFile, Record<string, string | null>][]) {
      await repo.saveMappings(tx, ctx.companyId, ctx.userId, file, mapping);
    }
  } else {
    await recalculateReport(tx, created, language);
  }
  return reportBody(await loadReport(tx, ctx, created.report.id, false, true));
}

export async function importReport(db: Db, ctx: TenantContext, language: Language, form: MultipartForm, limits: ImportLimits): Promise<Report> {
  try {
    const files = Object.keys(form.files).filter(isImportFile);
    if (files.length && ctx.role !== 'super') throw permissionDenied();
    const { value, errors } = reportFieldsOf(form.fields);
    for (const name of Object.keys(form.files)) if (!isImportFile(name)) errors[name] = [msg('invalid_value')];
    const sent = mappingsOf(form.fields[MAPPINGS_FIELD], errors);
    const parsed = reportInput.safeParse(value);
    if (!parsed.success) Object.assign(errors, zodIssuesToFields(parsed.error.issues, value));

    let plan: ImportPlan | null = null;
    // A mapping that cannot be read would only turn into unknown columns below: it is named alone.
    if (files.length && !errors[MAPPINGS_FIELD] && !Object.keys(errors).some((k) => k.startsWith(`${MAPPINGS_FIELD}.`))) {
      const settings = {
        ctx,
        language,
        businessTrip: value.business_trip === true,
        maxRows: limits.maxRows,
        maxProblems: limits.maxProblems,
        mappings: await mappingsFor(db, ctx.companyId, sent),
      };
      try {
        plan = await planImport(db, settings, files.map((file) => ({ file, path: form.files[file] as string })));
      } catch (error) {
        // The report's own fields are named beside the files' rows: one answer lists everything.
        if (error instanceof DomainError && error.files) throw importRefused(error.files, errors);
        throw error;
      }
    }
    if (Object.keys(errors).length || !parsed.success) throw validationFailed(errors);

    try {
      return await db.transaction((tx) => importInto(db, tx, { ctx, language, report: parsed.data, plan, mappings: sent, limits }));
    } catch (error) {
      if (wasStopped(error)) throw new DomainError('unavailable', msg('import_stopped', { seconds: limits.timeoutMs / 1000 }));
      throw error;
    }
  } finally {
    await form.discard();
  }
}
