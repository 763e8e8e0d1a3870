/** The boundary of every form `multipartForm` writes. */
export const FORM_BOUNDARY = '----huella-test-form';

/** A multipart/form-data body as a browser sends it (text fields, then CSV files) and its content type, for inject. */
export function multipartForm(fields: Record<string, string>, files: Record<string, string | Buffer> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, content] of Object.entries(files)) {
    parts.push(Buffer.from(`--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\nContent-Type: text/csv\r\n\r\n`));
    parts.push(Buffer.from(content), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${FORM_BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}` } };
}
