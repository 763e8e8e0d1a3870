import { IMPORT_COLUMNS, IMPORT_FILES, type ImportFile, type ImportPreview } from '@huella/contracts';

export interface HeaderOption {
  value: string;
  label: string;
}

/** Leaving a header out travels as null; a select needs a string for it. */
export const LEAVE_OUT = '__leave_out__';

/** What a header of `file` may mean: one of our columns (our header in the user's language), or one of the company's tags. */
export function headerOptions(file: ImportFile, language: 'en' | 'es', allowedTags: readonly string[], tagLabel: (tag: string) => string): HeaderOption[] {
  const columns = IMPORT_COLUMNS[IMPORT_FILES[file]].filter((c) => c.type !== 'tags');
  return [
    ...columns.map((c) => ({ value: c.key, label: language === 'es' ? c.es : c.key })),
    ...allowedTags.map((tag) => ({ value: `tag:${tag}`, label: tagLabel(tag) })),
  ];
}

export type HeaderState = ImportPreview['headers'][number] & {
  /** The user's own choice on this screen, if any: a column, `tag:<key>`, or null to leave it out. */
  chosen?: string | null;
};

/** The headers the server could not place and the user has not placed yet. */
export function unplacedHeaders(headers: readonly ImportPreview['headers'][number][], mapping: Readonly<Record<string, string | null>>): string[] {
  return headers.filter((h) => h.header.trim() && h.source === null && !Object.hasOwn(mapping, h.header)).map((h) => h.header);
}
