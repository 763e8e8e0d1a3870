import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DomainError, importRefused, validationFailed } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import { MULTIPART_LIMITS } from '../../http/multipart-limits.ts';
import { unstorableTextFields } from '../../http/unstorable-text.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  /** Each uploaded file, written to a temporary file as it arrives: an import is read from disk, row by row. */
  files: Record<string, string>;
  /** Removes the temporary files; the caller calls it once the form is used. */
  discard(): Promise<void>;
}

/** A file past the size limit is refused as a whole, by its field, as a file the import cannot read. */
const tooLarge = (field: string) => importRefused({ [field]: [{ row: null, column: null, message: msg('file_too_large') }] });
/** A second file on one field would replace the first without a word: the import would miss its rows. */
const sentTwice = (field: string) => importRefused({ [field]: [{ row: null, column: null, message: msg('file_sent_twice') }] });

/**
 * Busboy's complaints (no boundary, a boundary the body never uses, a body cut short) are the client's form, not
 * a server fault: a 400. The plugin's own limits keep their status (413) and domain errors pass through.
 */
function formError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return error;
  return new DomainError('validation', msg('multipart_parse_error'));
}

/**
 * Reads a multipart report form: text fields as strings, files streamed to a temporary directory (never whole in
 * memory). Sizes are bounded by the plugin's limits (registered in app.ts); a file over its limit is a 400 naming
 * it, never a truncated import. What a file holds is read later, by the import (read-table.ts).
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const directory = await mkdtemp(join(tmpdir(), 'huella-import-'));
  const form: MultipartForm = { fields: {}, files: {}, discard: () => rm(directory, { recursive: true, force: true }) };
  try {
    let count = 0;
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        const path = join(directory, `file-${count++}`);
        try {
          await pipeline(part.file, createWriteStream(path));
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname);
          throw error;
        }
        if (part.file.truncated) throw tooLarge(part.fieldname);
        if (form.files[part.fieldname]) throw sentTwice(part.fieldname);
        form.files[part.fieldname] = path;
      } else {
        // Busboy cuts a field at the limit without a word: a cut place or mapping would read as broken JSON.
        if (part.valueTruncated) throw validationFailed({ [part.fieldname]: [msg('too_long', { max: MULTIPART_LIMITS.fieldSize })] });
        form.fields[part.fieldname] = String(part.value);
      }
    }
    const problems = unstorableTextFields(form.fields);
    if (Object.keys(problems).length) throw validationFailed(problems);
    return form;
  } catch (error) {
    await form.discard();
    throw formError(error);
  }
}
