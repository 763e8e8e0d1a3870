import type { ReportInput } from '@huella/contracts';
import { IMPORT_KINDS, type ImportFiles, type ImportMappings } from './import-kinds.ts';

/**
 * The multipart body of POST /api/reports/ with import files (docs/import.md): every field as text, the place
 * objects as JSON text; a field without a value is left out, which the server reads as "not given". The mapping of
 * the files' own headers travels as `column_mappings`, before the files.
 */
export function toReportFormData(input: ReportInput, files: ImportFiles, mappings: ImportMappings = {}): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    form.set(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const sent = Object.fromEntries(Object.entries(mappings).filter(([kind, mapping]) => files[kind as keyof ImportFiles] && mapping && Object.keys(mapping).length));
  if (Object.keys(sent).length) form.set('column_mappings', JSON.stringify(sent));
  for (const kind of IMPORT_KINDS) {
    const file = files[kind];
    if (file) form.set(kind, file, file.name);
  }
  return form;
}

/** The body of POST /api/imports/preview/: one file, and the mapping so far. */
export function toPreviewFormData(kind: keyof ImportFiles, file: File, mapping: Record<string, string | null> = {}): FormData {
  const form = new FormData();
  if (Object.keys(mapping).length) form.set('column_mappings', JSON.stringify({ [kind]: mapping }));
  form.set(kind, file, file.name);
  return form;
}
