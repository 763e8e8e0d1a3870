import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, fieldError, validationFailed, type FieldMessages } from '../../../http/errors.ts';
import { msg } from '../../../http/messages.ts';
import { unstorableTextFields } from '../../../http/unstorable-text.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A CSV to import is UTF-8 text: a NUL byte or bytes that are not UTF-8 mean an image, a workbook, UTF-16… */
function isText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    utf8.decode(content);
    return true;
  } catch {
    return false;
  }
}

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
 * Reads a multipart report form: text fields as strings, files as buffers. Sizes are bounded by the plugin's
 * limits (registered in app.ts); a file over its limit is a 400 naming it, never a truncated import. Every file
 * of the form is a CSV: one that is not text is refused by name, without echoing its bytes.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  const problems: FieldMessages = {};
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        try {
          form.files[part.fieldname] = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(part.fieldname, 'file_too_large');
          throw error;
        }
        const content = form.files[part.fieldname];
        if (content && !isText(content)) problems[part.fieldname] = [msg('not_text_file')];
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error);
  }
  Object.assign(problems, unstorableTextFields(form.fields));
  if (Object.keys(problems).length) throw validationFailed(problems);
  return form;
}
