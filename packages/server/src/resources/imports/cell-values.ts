import { ENUM_LABELS, foldHeader, type EnumName } from '@huella/contracts';

// A cell's text as the value a column holds (docs/import.md "Values"). Each function answers undefined for a
// text it cannot read, and the caller names the row and column.

const EXPONENT = /^\d+(?:\.\d+)?e[+-]?\d+$/i;

/**
 * A number written with a decimal point or a decimal comma ("1270.5", "1270,5"). A thousands separator is read
 * only beside a decimal mark of the other kind ("1.270,5", "1,270.5") or when it repeats ("1.270.500"): a single
 * mark is always decimal, so "1.270" is 1.27 whatever the file's language.
 */
export function readNumber(text: string): number | undefined {
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  let sign = 1;
  if (/^[+-]/.test(value)) {
    sign = value.startsWith('-') ? -1 : 1;
    value = value.slice(1);
  }
  if (EXPONENT.test(value)) return sign * Number(value);
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return undefined;
  const dots = value.split('.').length - 1;
  const commas = value.split(',').length - 1;
  let normal: string;
  if (dots && commas) {
    const decimal = value.lastIndexOf('.') > value.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [integer = '', fraction = ''] = value.split(decimal);
    if (value.split(decimal).length !== 2 || !new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$`).test(integer) || !/^\d+$/.test(fraction)) return undefined;
    normal = `${integer.split(group).join('')}.${fraction}`;
  } else if (dots + commas > 1) {
    const mark = dots ? '.' : ',';
    if (!new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(value)) return undefined;
    normal = value.split(mark).join('');
  } else {
    normal = value.replace(',', '.');
    if (!/^\d*\.?\d+$|^\d+\.$/.test(normal)) return undefined;
  }
  const number = sign * Number(normal);
  return Number.isFinite(number) ? number : undefined;
}

const choiceCache = new Map<EnumName, Map<string, string>>();

/** An enumeration's code from its code or its label in English or Spanish ("groupage", "Grupaje", "GROUPAGE"). */
export function readChoice(text: string, name: EnumName, values: readonly string[]): string | undefined {
  let spellings = choiceCache.get(name);
  if (!spellings) {
    spellings = new Map();
    const labels = ENUM_LABELS[name] as Record<string, { en: string; es: string }>;
    for (const code of values) {
      const label = labels[code];
      for (const spelling of [code, label?.en, label?.es]) if (spelling) spellings.set(foldHeader(spelling), code);
    }
    choiceCache.set(name, spellings);
  }
  return spellings.get(foldHeader(text));
}

/** `customer:ACME|order:PO-7` as tags; undefined when a part has no key. Values may contain `:`. */
export function readTags(text: string): Record<string, string> | undefined {
  const tags: Record<string, string> = {};
  for (const part of text.split('|')) {
    if (!part.trim()) continue;
    const at = part.indexOf(':');
    const key = at > 0 ? part.slice(0, at).trim() : '';
    if (!key) return undefined;
    tags[key] = part.slice(at + 1).trim();
  }
  return tags;
}

/** Closed sea passages: `suez;babelmandeb` or `suez|babelmandeb`. */
export function readPassages(text: string): string[] {
  return text.split(/[;|]/).map((p) => p.trim().toLowerCase()).filter(Boolean);
}
