import type { ReportType } from '@huella/contracts';
import type { Executor } from '../db/connection.ts';
import type { Language } from '../http/messages.ts';
import type { CsvDialect } from './csv-cells.ts';
import type { ReportSelection } from './level-pages.ts';

/** A column's header in the file's two languages. */
export type Header = readonly [en: string, es: string];

/** Each level yields its CSV lines a batch at a time; nothing holds more than two batches. */
export interface ExportLevelDefinition {
  /** The reports the level is about (docs/exports.md "Levels and report types"): the export reads only those. */
  reportType: ReportType;
  /** The file name's word for the rows, `huella-<rows>-….csv`. */
  rows: string;
  headers: readonly Header[];
  /** `language`: the file's language, which names materials, vehicles, ship types and consumption types. */
  lines(db: Executor, selection: ReportSelection, dialect: CsvDialect, language: Language): AsyncGenerator<string>;
}
