import { msg, type Message, type MessageKey, type MessageParams } from './messages.ts';

export type ErrorCode =
  | 'validation'
  | 'not_authenticated'
  | 'permission_denied'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'throttled'
  /** The request was stopped on the server's side (a time limit): nothing was done; it may be tried again. */
  | 'unavailable'
  /** A service Huella calls on the user's behalf (HSEQ) failed or answered what Huella cannot use: nothing was done. */
  | 'bad_gateway'
  /** That service did not answer in time: nothing was done; it may be tried again. */
  | 'gateway_timeout';

// `satisfies` makes a new code without a status a compile error instead of a 500.
export const ERROR_STATUS = {
  validation: 400,
  not_authenticated: 401,
  permission_denied: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  throttled: 429,
  unavailable: 503,
  bad_gateway: 502,
  gateway_timeout: 504,
} as const satisfies Record<ErrorCode, number>;

export type FieldMessages = Record<string, Message[]>;

/** A problem of an import file, at its row and column as the spreadsheet shows them (docs/import.md "Errors"). */
export interface RowProblem {
  row: number | null;
  column: string | null;
  message: Message;
}
export type FileProblems = Record<string, RowProblem[]>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: Message,
    readonly fields?: FieldMessages,
    readonly headers?: Record<string, string>,
    /** An import's problems by file, answered as `{"files": {file: [{row, column, message}]}}`. */
    readonly files?: FileProblems,
  ) {
    super(detail.key);
  }
}

export const notFound = () => new DomainError('not_found', msg('not_found'));
export const invalidPage = () => new DomainError('not_found', msg('invalid_page'));
export const permissionDenied = () => new DomainError('permission_denied', msg('permission_denied'));
export const notAuthenticated = (key: MessageKey = 'not_authenticated') => new DomainError('not_authenticated', msg(key));
export const conflict = (key: MessageKey, params?: MessageParams) => new DomainError('conflict', msg(key, params));

/** 400 with `{field: [message]}`; `non_field_errors` for the whole body, as DRF does. */
export function validationFailed(fields: FieldMessages): DomainError {
  return new DomainError('validation', msg('invalid_value'), fields);
}

/** 400 for an import: every problem of every file, and of the report's own fields if any; nothing was saved. */
export function importRefused(files: FileProblems, fields: FieldMessages = {}): DomainError {
  return new DomainError('validation', msg('invalid_value'), fields, undefined, files);
}

export function fieldError(field: string, key: MessageKey, params?: MessageParams): DomainError {
  return validationFailed({ [field]: [msg(key, params)] });
}
