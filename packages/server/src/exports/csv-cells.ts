/** How a CSV is written for the person who opens it (docs/spec/part-1.md §7; decided in docs/exports.md). */
export interface CsvDialect {
  delimiter: ',' | ';';
  /** `;` files are for spreadsheets in Spanish locales, which read a decimal comma. */
  decimalComma: boolean;
}

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A figure rounded to a fixed number of decimals (docs/exports.md "Decimals"), so a file carries no binary noise. */
export interface Fixed {
  readonly fixed: number | null;
  readonly digits: number;
}
export const fixed = (value: number | null | undefined, digits: number): Fixed => ({ fixed: value ?? null, digits });

export type Cell = string | number | boolean | Fixed | null | undefined;

function fixedCell({ fixed: value, digits }: Fixed, dialect: CsvDialect): string {
  if (value === null || !Number.isFinite(value)) return '';
  // A rounding residue of -0.0004 is zero, not "-0.000".
  const text = (Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value).toFixed(digits);
  return dialect.decimalComma ? text.replace('.', ',') : text;
}

function textCell(text: string, dialect: CsvDialect): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /["\r\n]/.test(safe) || safe.includes(dialect.delimiter) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function numberCell(value: number, dialect: CsvDialect): string {
  if (!Number.isFinite(value)) return '';
  // Full precision, never exponent notation: spreadsheets and scripts read it back exactly.
  const text = Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(12).replace(/0+$/, '') : String(value);
  return dialect.decimalComma ? text.replace('.', ',') : text;
}

export function cell(value: Cell, dialect: CsvDialect): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberCell(value, dialect);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return fixedCell(value, dialect);
  return textCell(value, dialect);
}

/**
 * One CSV line. `tail`, when given, is cells the database already wrote in this dialect (figures, which need
 * no quoting), appended as they are.
 */
export function csvLine(values: readonly Cell[], dialect: CsvDialect, tail?: string | null): string {
  const head = values.map((v) => cell(v, dialect)).join(dialect.delimiter);
  return tail === undefined || tail === null ? `${head}\r\n` : `${head}${dialect.delimiter}${tail}\r\n`;
}
