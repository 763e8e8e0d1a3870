import type { ReportExportQuery } from '@huella/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../db/connection.ts';
import { validationFailed, type FieldMessages } from '../http/errors.ts';
import { msg, type Language } from '../http/messages.ts';
import type { TenantContext } from '../http/tenant-context.ts';
import { reportFilters } from '../resources/reports/list-filters.ts';
import { consolidateSelected } from '../resources/reports/service.ts';
import { csvLine, type CsvDialect } from './csv-cells.ts';
import { EXPORT_LEVEL_DEFINITIONS } from './export-levels.ts';
import { streamAfterFirstChunk } from './first-chunk-stream.ts';

const LEVEL_NAMES = { report: 'reports', stage: 'stages', cargo: 'cargos', storage: 'storages' } as const;

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

function fileName(query: ReportExportQuery): string {
  const range = query.date_after && query.date_before ? `${query.date_after}_${query.date_before}` : 'search';
  return `huella-${LEVEL_NAMES[query.level]}-${range}.csv`;
}

/**
 * A CSV of the reports the list's filters select, at one level, written as it is read: batches of 500 by
 * keyset, so memory stays flat and the first bytes leave before the last row is read (docs/spec/part-1.md §7). The
 * first batch is read before the answer starts, so a query that fails at once is an error answer, not a file
 * cut short.
 */
export async function exportReports(db: Db, ctx: TenantContext, language: Language, query: ReportExportQuery): Promise<ExportStream> {
  checkRange(query);
  if (query.consolidate) await consolidateSelected(db, ctx, query);
  const delimiter = query.delimiter ?? (language === 'es' ? ';' : ',');
  const dialect: CsvDialect = { delimiter, decimalComma: delimiter === ';' };
  const level = EXPORT_LEVEL_DEFINITIONS[query.level];
  const where = reportFilters(ctx.companyId, query);
  const column = language === 'es' ? 1 : 0;

  // UTF-8 with BOM, so spreadsheet programs show accents.
  const head = `\uFEFF${csvLine(level.headers.map((h) => h[column]), dialect)}`;
  return { fileName: fileName(query), body: await streamAfterFirstChunk(head, level.lines(db, where, dialect, language)) };
}
