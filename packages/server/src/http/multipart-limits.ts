/**
 * What one multipart form may hold (docs/import.md "Limits", docs/security.md): the report form's five import files
 * (docs/spec/part-1.md §7), its text fields, and each text field's bytes. Each file's own limit is the
 * configuration's (`HUELLA_IMPORT_FILE_LIMIT_BYTES`).
 */
export const MULTIPART_LIMITS = { files: 5, fields: 30, fieldSize: 100_000 } as const;
