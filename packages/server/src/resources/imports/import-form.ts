import { IMPORT_FILES, reportInput } from '@huella/contracts';
import { z } from 'zod';
import { JSON_FIELDS, MAPPINGS_FIELD } from './import-report.ts';

/** A form field is text: the JSON body's own field where that is text too, else what the text must say. */
function textField(name: string, field: z.ZodType): z.ZodType {
  const required = !field.safeParse(undefined).success;
  if (z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }).type === 'string') return field;
  const text = JSON_FIELDS.includes(name)
    ? z.string().describe('The JSON body\'s field, as JSON text')
    : name === 'business_trip'
      ? z.string().describe('`true`, `1` or `on` for yes')
      : z.string().describe('The JSON body\'s field, as text');
  return required ? text : text.optional();
}

/**
 * The multipart form of `POST /api/reports/` for the OpenAPI document (docs/import.md): the report's fields as
 * text, up to five CSV or Excel files (super users only) and the headers that are not ours. The handler reads it
 * part by part (read-multipart.ts).
 */
const importFileFields = Object.fromEntries(
  Object.entries(IMPORT_FILES).map(([name, kind]) => [
    name,
    z
      .file()
      .mime(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])
      .optional()
      .describe(`CSV or .xlsx of ${kind === 'storage' ? 'storages' : `${kind} stages`}, one row per ${kind === 'storage' ? 'storage' : 'stage'} with its cargo (docs/import.md)`),
  ]),
);
const mappingsField = z
  .string()
  .optional()
  .describe('JSON: for each file, the headers that are not ours and the column each means (null: leave it out); saved for the company');

export const reportImportForm = z.object({
  ...Object.fromEntries(Object.entries(reportInput.shape).map(([name, field]) => [name, textField(name, field)])),
  ...importFileFields,
  [MAPPINGS_FIELD]: mappingsField,
});

/** The preview's form: one of the five files, and the mapping to read it with. */
export const importPreviewForm = z.object({ ...importFileFields, [MAPPINGS_FIELD]: mappingsField });
