// The spec's quantity and voyage distance are free text (docs/spec/part-2.md §2.5): accept a decimal comma or a
// decimal point, nothing else (docs/methodology.md §5.6). "1.000,5" or "1 000" are ambiguous between locales,
// so they are refused rather than guessed.
import { fail, type CalculationError } from '../result/calculation-error.ts';

const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

export function parseQuantity(value: string | number | null | undefined, field: string): number | CalculationError {
  if (value === undefined || value === null) return fail(field, 'required');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail(field, 'invalid_number');
    return value < 0 ? fail(field, 'must_not_be_negative') : value;
  }
  if (typeof value !== 'string') return fail(field, 'invalid_number');
  const trimmed = value.trim();
  if (trimmed === '') return fail(field, 'required');
  if (trimmed.startsWith('-') && DECIMAL.test(trimmed.slice(1))) return fail(field, 'must_not_be_negative');
  if (!DECIMAL.test(trimmed)) return fail(field, 'invalid_number');
  return Number(trimmed.replace(',', '.'));
}
