import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import type { Language } from '../http/messages.ts';
import type { CsvDialect } from './csv-cells.ts';

/** A column's header in the file's two languages. */
export type Header = readonly [en: string, es: string];

/** Each level yields its CSV lines a batch at a time; nothing holds more than two batches. */
export interface ExportLevelDefinition {
  headers: readonly Header[];
  /** `language`: the file's language, which names materials, vehicles and ship types. */
  lines(db: Executor, where: SQL | undefined, dialect: CsvDialect, language: Language): AsyncGenerator<string>;
}
