/** docs/spec/part-1.md §7: the suggested file name comes from a response header; without one the file is `text.csv`. */
export const DEFAULT_FILE_NAME = 'text.csv';

function decodeExtended(value: string): string | null {
  // RFC 6266 / RFC 5987: charset'language'percent-encoded-name
  const match = /^([\w!#$&+.^`|~-]+)'[^']*'(.+)$/.exec(value.trim());
  if (!match?.[2]) return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

function plainParameter(header: string): string | null {
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? null;
}

/**
 * The file name a Content-Disposition header suggests; `filename*` wins over `filename` (RFC 6266 §4.3).
 * Folders are dropped, so a header cannot steer the file outside the downloads folder.
 */
export function fileNameFromDisposition(header: string | null, fallback: string = DEFAULT_FILE_NAME): string {
  if (!header) return fallback;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header);
  const raw = (extended?.[1] ? decodeExtended(extended[1]) : null) ?? plainParameter(header);
  const name = raw?.split(/[\\/]/).pop()?.trim() ?? '';
  return name === '' || name === '.' || name === '..' ? fallback : name;
}
