import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../../http/errors.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart report form: text fields as strings, files as buffers. Sizes are bounded by the plugin's
 * limits (registered in app.ts); a file over its limit is a 400 naming it, never a truncated import.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
    if (part.type === 'file') {
      try {
        form.files[part.fieldname] = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(part.fieldname, 'file_too_large');
        throw error;
      }
    } else {
      form.fields[part.fieldname] = String(part.value);
    }
  }
  return form;
}
