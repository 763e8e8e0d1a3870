// Unwraps a calculation in a test, failing with the error value when there is one.
import type { CalculationError } from '../result/calculation-error.ts';

export function expectOk<T extends { ok: true }>(result: T | CalculationError): T {
  if (!result.ok) throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result;
}
