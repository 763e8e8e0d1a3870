import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error.ts';
import { errorBodyToText } from '../../api/error-message.ts';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';

/** A 400's messages about the import files, one per bad row, kept apart so each row reads on its own line. */
export function importErrorsOf(error: unknown): Partial<Record<ImportKind, string[]>> {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as Record<string, unknown>;
  const result: Partial<Record<ImportKind, string[]>> = {};
  for (const kind of IMPORT_KINDS) {
    const value = body[kind];
    if (Array.isArray(value)) result[kind] = value.map(String);
    else if (typeof value === 'string') result[kind] = [value];
  }
  return result;
}

/** The error notice of a failed import (docs/spec/part-1.md §8), each file named as its picker is (api/field-labels.ts). */
export function importErrorText(error: Error, t: TFunction): string {
  if (!isApiError(error)) return error.message;
  return errorBodyToText(error.status, error.body, t);
}
