// Letters that Unicode does not decompose into a base letter and a mark, so NFD alone leaves them as they are.
const FOLDS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };
const UNFOLDED = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/** Accent- and case-insensitive form of a text: "Málaga" and "MALAGA" both give "malaga"; punctuation splits words. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNFOLDED, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, normalized; an apostrophe also gives the joined word ("N'Djamena" → n, djamena, ndjamena). */
export function tokenize(text: string): string[] {
  const words = normalizeText(text).split(' ').filter(Boolean);
  if (!/['’`]/.test(text)) return words;
  const joined = normalizeText(text.replace(/['’`]/g, '')).split(' ').filter(Boolean);
  return [...new Set([...words, ...joined])];
}
