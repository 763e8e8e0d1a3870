import { foldHeader, IMPORT_COLUMNS, TAG_COLUMN, type ImportColumn, type ImportColumnMapping, type ImportKind } from '@huella/contracts';
import { msg, type Message } from '../../http/messages.ts';

// Which column of ours each header of a file is: our English or Spanish header, an earlier API name, a tag column,
// or what the company's mapping says (docs/import.md "Columns"). Case, accents and punctuation do not matter.

export type MappedHeader = { column: ImportColumn } | { tag: string } | null;

export interface HeaderMap {
  /** One entry per cell of the header row: the column it fills, or null when the file's column is left out. */
  cells: MappedHeader[];
  /** Whether each cell was found by the mapping or by our own headers; null: unknown (or empty). */
  sources: ('mapping' | 'ours' | null)[];
  /** The header each of our columns has in this file, to name it in problems. */
  headerOf: Map<string, string>;
  problems: { column: string; message: Message }[];
}

const lookupCache = new Map<ImportKind, Map<string, ImportColumn>>();

/** Every spelling of every column of a file, folded: key, Spanish header, aliases. */
function spellings(kind: ImportKind): Map<string, ImportColumn> {
  let found = lookupCache.get(kind);
  if (!found) {
    found = new Map();
    for (const column of IMPORT_COLUMNS[kind]) {
      for (const name of [column.key, column.es, ...(column.aliases ?? [])]) found.set(foldHeader(name), column);
    }
    lookupCache.set(kind, found);
  }
  return found;
}

/** A mapping's target: one of the file's column keys, or `tag:<key>`. */
export function mappingTarget(kind: ImportKind, target: string): MappedHeader | undefined {
  const tag = TAG_COLUMN.exec(target);
  if (tag?.[1]) return { tag: tag[1] };
  const column = IMPORT_COLUMNS[kind].find((c) => c.key === target);
  return column ? { column } : undefined;
}

/** The mapping's entry for a header, matched as headers are (case and accents aside). */
function mapped(mapping: ImportColumnMapping, header: string): string | null | undefined {
  if (Object.hasOwn(mapping, header)) return mapping[header];
  const folded = foldHeader(header);
  for (const [from, to] of Object.entries(mapping)) if (foldHeader(from) === folded) return to;
  return undefined;
}

export function mapHeaders(kind: ImportKind, headers: readonly string[], mapping: ImportColumnMapping): HeaderMap {
  const known = spellings(kind);
  const problems: HeaderMap['problems'] = [];
  const headerOf = new Map<string, string>();
  const sources: HeaderMap['sources'] = [];
  const cells = headers.map((raw, index): MappedHeader => {
    const header = raw.trim();
    sources[index] = null;
    if (!header) return null;
    const chosen = mapped(mapping, header);
    let target: MappedHeader | undefined;
    if (chosen !== undefined) sources[index] = 'mapping';
    if (chosen === null) return null;
    if (chosen !== undefined) target = mappingTarget(kind, chosen);
    else {
      const tag = TAG_COLUMN.exec(header);
      const column = known.get(foldHeader(header));
      target = tag?.[1] ? { tag: tag[1] } : column ? { column } : undefined;
      if (target) sources[index] = 'ours';
    }
    if (!target) {
      problems.push({ column: header, message: msg('unknown_column') });
      return null;
    }
    const name = 'tag' in target ? `tag:${target.tag}` : target.column.key;
    if (headerOf.has(name)) {
      problems.push({ column: header, message: msg('duplicate_column', { other: headerOf.get(name) ?? name }) });
      return null;
    }
    headerOf.set(name, header);
    return target;
  });
  return { cells, sources, headerOf, problems };
}
