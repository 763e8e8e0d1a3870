import { IMPORT_FILES, isImportFile, type ImportColumnMappings, type ImportFile, type ImportPreview } from '@huella/contracts';
import type { Db } from '../../db/connection.ts';
import { importRefused, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { mapHeaders } from './header-map.ts';
import { MAPPINGS_FIELD, mappingsFor, mappingsOf } from './import-report.ts';
import type { MultipartForm } from './read-multipart.ts';
import { openTable, UnreadableFile } from './read-table.ts';

// POST /api/imports/preview/: one file's first rows and the column each of its headers fills, so the /imports
// screen shows the file before importing it and asks only for the headers that are not ours. Every signed-in user
// may look at a file (nothing is saved); only super users import.

const ROWS_SHOWN = 10;

export async function previewImport(db: Db, ctx: TenantContext, form: MultipartForm): Promise<ImportPreview> {
  try {
    const names = Object.keys(form.files);
    const file = names[0] as ImportFile | undefined;
    const errors: FieldMessages = {};
    if (names.length !== 1 || !file || !isImportFile(file)) errors.non_field_errors = [msg('preview_one_file', { files: Object.keys(IMPORT_FILES).join(', ') })];
    const sent = mappingsOf(form.fields[MAPPINGS_FIELD], errors);
    if (Object.keys(errors).length || !file) throw validationFailed(errors);
    const mappings: ImportColumnMappings = await mappingsFor(db, ctx.companyId, sent);
    const sentHere = sent[file] ?? {};

    const preview: ImportPreview = { file, format: 'csv', headers: [], rows: [], row_count: 0 };
    try {
      const table = await openTable(form.files[file] as string);
      preview.format = table.format;
      for await (const row of table.rows) {
        if (!preview.headers.length) {
          const map = mapHeaders(IMPORT_FILES[file], row.cells, mappings[file] ?? {});
          preview.headers = row.cells.map((header, index) => {
            const target = map.cells[index];
            const source = map.sources[index] ?? null;
            return {
              header,
              column: target ? ('tag' in target ? `tag:${target.tag}` : target.column.key) : null,
              source: source === 'mapping' ? (Object.hasOwn(sentHere, header.trim()) ? 'sent' : 'saved') : source,
            };
          });
          continue;
        }
        preview.row_count++;
        if (preview.rows.length < ROWS_SHOWN) preview.rows.push({ row: row.row, cells: row.cells });
      }
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      throw importRefused({ [file]: [{ row: null, column: null, message: error.reason }] });
    }
    if (!preview.headers.length) throw importRefused({ [file]: [{ row: null, column: null, message: msg('file_without_rows') }] });
    return preview;
  } finally {
    await form.discard();
  }
}
