import { EXPORT_LEVELS, type ReportExportQuery } from '@huella/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../db/connection.ts';
import { requireConsumptions } from '../http/consumption-access.ts';
import { fieldError, validationFailed, type FieldMessages } from '../http/errors.ts';
import { msg, type Language } from '../http/messages.ts';
import type { TenantContext } from '../http/tenant-context.ts';
import { reportWhere } from '../resources/reports/list-filters.ts';
import { consolidateSelected } from '../resources/reports/service.ts';
import { csvLine, type CsvDialect } from './csv-cells.ts';
import { EXPORT_LEVEL_DEFINITIONS } from './export-levels.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { beginExportTurn, whileNewest } from './export-turns.ts';
import { streamAfterFirstChunk } from './first-chunk-stream.ts';

export interface ExportStream {
  fileName: string;
  body: Readable;
}

/** docs/spec/part-1.md §5: both dates of the range unless a search text narrows the export. */
function checkRange(query: ReportExportQuery): void {
  if (query.search?.trim()) return;
  const fields: FieldMessages = {};
  if (!query.date_after) fields.date_after = [msg('required')];
  if (!query.date_before) fields.date_before = [msg('required')];
  if (Object.keys(fields).length) throw validationFailed(fields);
}

/**
 * A level exports the reports of its type (docs/exports.md "Levels and report types"): the level implies the
 * type, a `type` that contradicts it is a 400 on `level`, and only_scope3 companies, which have no consumption
 * reports, may not ask for their levels (403, as every consumption API answers them).
 */
function checkLevelType(ctx: TenantContext, query: ReportExportQuery, level: ExportLevelDefinition): void {
  if (level.reportType === 'consumption') requireConsumptions(ctx);
  if (query.type && query.type !== level.reportType) {
    const options = EXPORT_LEVELS.filter((name) => EXPORT_LEVEL_DEFINITIONS[name].reportType === query.type).join(', ');
    throw fieldError('level', 'export_level_type', { type: query.type, options });
  }
}

function fileName(query: ReportExportQuery, level: ExportLevelDefinition): string {
  const range = query.date_after && query.date_before ? `${query.date_after}_${query.date_before}` : 'search';
  return `huella-${level.rows}-${range}.csv`;
}

/**
 * A CSV of the reports the list's filters select, at one level, written as it is read: batches of 500 by
 * keyset, so memory stays flat and the first bytes leave before the last row is read (docs/spec/part-1.md §7). The
 * first batch is read before the answer starts, so a query that fails at once is an error answer, not a file
 * cut short.
 */
export async function exportReports(db: Db, ctx: TenantContext, language: Language, query: ReportExportQuery): Promise<ExportStream> {
  const level = EXPORT_LEVEL_DEFINITIONS[query.level];
  checkLevelType(ctx, query, level);
  checkRange(query);
  const filters = { ...query, type: level.reportType };
  const selection = { companyId: ctx.companyId, where: await reportWhere(db, ctx.companyId, filters) };
  const delimiter = query.delimiter ?? (language === 'es' ? ';' : ',');
  const dialect: CsvDialect = { delimiter, decimalComma: delimiter === ';' };
  const column = language === 'es' ? 1 : 0;
  // UTF-8 with BOM, so spreadsheet programs show accents.
  const head = `\uFEFF${csvLine(level.headers.map((h) => h[column]), dialect)}`;
  // One export at a time per user, on every process (docs/exports.md "One export at a time"): once the request is
  // known to be valid, any earlier export of this user stops at its next batch.
  const turn = await beginExportTurn(db, ctx.userId);
  try {
    // The switch freezes only the reports the file holds: a transport export never consolidates (irreversibly) a consumption report.
    if (query.consolidate) await consolidateSelected(db, ctx, filters);
    return { fileName: fileName(query, level), body: await streamAfterFirstChunk(head, whileNewest(turn, level.lines(db, selection, dialect, language))) };
  } catch (error) {
    await turn.end();
    throw error;
  }
}
