import type { ReportInput } from '@huella/contracts';
import { IMPORT_KINDS, type ImportFiles } from './import-kinds.ts';

/**
 * The multipart body of POST /api/reports/ with import files (docs/import.md): every field as text, the place
 * objects as JSON text; a field without a value is left out, which the server reads as "not given".
 */
export function toReportFormData(input: ReportInput, files: ImportFiles): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    form.set(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const kind of IMPORT_KINDS) {
    const file = files[kind];
    if (file) form.set(kind, file, file.name);
  }
  return form;
}
