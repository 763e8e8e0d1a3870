import { IMPORT_FILE_NAMES, type ImportFile } from '@huella/contracts';

/** The import's five file pickers (docs/spec/part-1.md §2 "Report form"), named as the server's form fields (docs/import.md). */
export const IMPORT_KINDS: readonly ImportFile[] = IMPORT_FILE_NAMES;
export type ImportKind = ImportFile;

/** The files chosen so far; a picker left empty sends nothing. */
export type ImportFiles = Partial<Record<ImportKind, File>>;

/** What the user said of the headers that are not ours, per file (docs/import.md "Your own headers"). */
export type ImportMappings = Partial<Record<ImportKind, Record<string, string | null>>>;

/** The file types the pickers offer: CSV and Excel workbooks. */
export const IMPORT_ACCEPT = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
