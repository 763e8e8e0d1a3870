import type { StageKind } from '@huella/contracts';
import { parse } from 'csv-parse/sync';

/** The spec's five file pickers (docs/spec/part-1.md §2 "Report form"), by form field name. */
export const IMPORT_FILES = {
  air_stages: 'air',
  nautical_stages: 'nautical',
  road_overland_stages: 'road',
  rail_overland_stages: 'rail',
  storages: 'storage',
} as const satisfies Record<string, StageKind | 'storage'>;
export type ImportFile = keyof typeof IMPORT_FILES;

export type CsvRow = Record<string, string>;

/**
 * Rows of an uploaded CSV with a header line, at most `maxRows` of them (the parser stops there). UTF-8 with or
 * without BOM; `,` or `;` as delimiter (spreadsheets in Spanish locales save with `;`). Returns an error text
 * instead of throwing, so the caller names the file.
 */
export function parseCsv(content: Buffer, maxRows: number): CsvRow[] | { error: string } {
  const text = content.toString('utf8');
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(text, { bom: true, columns: (header: string[]) => header.map((h) => h.trim()), delimiter, skip_empty_lines: true, trim: true, to: maxRows }) as CsvRow[];
  } catch (error) {
    return { error: error instanceof Error ? error.message.slice(0, 200) : 'unreadable CSV' };
  }
}
