import { z } from 'zod';
import { booleanFilter } from './report-fields.ts';
import { reportListQuery } from './reports.ts';

// A report list as a file: the CSV export (docs/spec/part-1.md §7 "reports export") and a report's PDF.

/** Transport reports export report, stage, cargo and storage rows; consumption reports consumption and voyage rows. */
export const EXPORT_LEVELS = ['report', 'stage', 'cargo', 'storage', 'consumption', 'voyage'] as const;
export const exportLevel = z.enum(EXPORT_LEVELS);
export type ExportLevel = z.infer<typeof exportLevel>;

export const reportExportQuery = reportListQuery.omit({ page: true, page_size: true, ordering: true, after: true }).extend({
  level: exportLevel.default('report'),
  /** Consolidates the exported reports in the same operation. */
  consolidate: booleanFilter,
  /** `,` (English default) or `;` (Spanish default); `;` also switches numbers to a decimal comma. */
  delimiter: z.enum([',', ';']).optional(),
  /** The spec's client sends these; the server always streams in batches of 500. */
  method: z.string().max(50).optional(),
  batch_size: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

// ---- PDF (docs/spec/part-2.md §2.2, §7 "reports pdf") ----

export const reportPdfInput = z.object({
  type: z.enum(['summary', 'extended']).default('summary'),
  /** Default: the request's language. */
  language: z.enum(['en', 'es']).optional(),
});
export type ReportPdfInput = z.infer<typeof reportPdfInput>;
