import type { ImportProblem } from '@huella/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error.ts';
import { errorBodyToText } from '../../api/error-message.ts';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';

export type ImportProblems = Partial<Record<ImportKind, ImportProblem[]>>;

/** A 400's problems of the import files (docs/import.md "Errors"): each with its file, row and column. */
export function importProblemsOf(error: unknown): ImportProblems {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return {};
  const files = (error.body as { files?: unknown }).files;
  if (typeof files !== 'object' || files === null) return {};
  const result: ImportProblems = {};
  for (const kind of IMPORT_KINDS) {
    const list = (files as Record<string, unknown>)[kind];
    if (Array.isArray(list)) result[kind] = list as ImportProblem[];
  }
  return result;
}

export function problemCount(problems: ImportProblems): number {
  return IMPORT_KINDS.reduce((sum, kind) => sum + (problems[kind]?.length ?? 0), 0);
}

/**
 * The error notice of a failed import (docs/spec/part-1.md §8): how many problems the files have (the table on the
 * page lists them), then the report's own fields as every form says them.
 */
export function importErrorText(error: Error, t: TFunction): string {
  if (!isApiError(error)) return error.message;
  const count = problemCount(importProblemsOf(error));
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>;
  const rest = Object.fromEntries(Object.entries(body).filter(([field]) => field !== 'files'));
  const fields = Object.keys(rest).length ? errorBodyToText(error.status, rest, t) : '';
  if (!count) return fields || errorBodyToText(error.status, error.body, t);
  return [t('data_import.problems_notice', { count }), fields].filter(Boolean).join('\n');
}
