// Number checks for form fields. Each returns the number or an error naming the field, never NaN.
import { fail, type CalculationError } from '../result/calculation-error.ts';

type Given = number | null | undefined;

/** A finite number ≥ 0; absent → `fallback`, or a `required` error when there is none. */
export function nonNegative(value: Given, field: string, fallback?: number): number | CalculationError {
  if (value === undefined || value === null) return fallback ?? fail(field, 'required');
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(field, 'invalid_number');
  return value < 0 ? fail(field, 'must_not_be_negative') : value;
}

/** A finite number > 0; absent → `fallback`, or a `required` error when there is none. */
export function positive(value: Given, field: string, fallback?: number): number | CalculationError {
  const read = nonNegative(value, field, fallback);
  return read === 0 ? fail(field, 'must_be_positive') : read;
}

/** A declared optional quantity: null when absent, else a number ≥ 0. */
export function optionalNonNegative(value: Given, field: string): number | null | CalculationError {
  return value === undefined || value === null ? null : nonNegative(value, field);
}
