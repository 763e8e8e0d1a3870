// Errors are values, never exceptions (docs/methodology.md §6): the API turns one into a 400 naming `field`.

export type ErrorCode =
  | 'required'
  | 'invalid_number'
  | 'must_not_be_negative'
  | 'must_be_positive'
  | 'invalid_choice'
  | 'unknown_cargo'
  | 'duplicate_id'
  | 'missing_factor'
  | 'invalid_coordinate'
  | 'outside_model_range'
  | 'same_as_origin';

export interface CalculationError {
  readonly ok: false;
  readonly field: string;
  readonly code: ErrorCode;
}

export function fail(field: string, code: ErrorCode): CalculationError {
  return { ok: false, field, code };
}

/** Puts a collection path in front of a field named by a nested calculation (`distance` → `stages[2].distance`). */
export function prefixField(error: CalculationError, prefix: string): CalculationError {
  return fail(`${prefix}.${error.field}`, error.code);
}
