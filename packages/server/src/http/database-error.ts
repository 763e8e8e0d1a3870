/** What PostgreSQL (server or PGlite) says about a failed statement; drizzle wraps it as the `cause` of its own error. */
export interface DatabaseError {
  code: string;
  message: string;
  severity?: string;
  detail?: string;
  hint?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(value: unknown): value is DatabaseError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** The database's error inside `error` (itself or a cause a few levels down), if the database raised it. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (isDatabaseError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Class 23: the statement broke an integrity constraint. A delete still referenced, or an insert naming a gone row. */
export const isUniqueViolation = (error: DatabaseError | undefined) => error?.code === '23505';
// 23001: a row an `on delete restrict` key still references; 23503: the same under `no action`, or a new row
// naming one that is gone.
export const isForeignKeyViolation = (error: DatabaseError | undefined) => error?.code === '23503' || error?.code === '23001';
/** PostgreSQL words the two sides of a foreign key differently: "update or delete on table …" is the referenced side. */
export const isStillReferenced = (error: DatabaseError) => error.message.startsWith('update or delete on table');

// A query's values are the client's data (names, passwords' hashes, tokens' hashes, e-mail addresses): a log
// keeps the SQL text and the database's code, never the values. PostgreSQL puts them in three places: drizzle's
// message (`params: …`), `detail` (`Key (name)=(Timber) already exists.`, or the whole row of a NOT NULL or CHECK
// violation: `Failing row contains (…)`) and the message of a data exception (`invalid input syntax for type
// integer: "abc"`).
const redactDetail = (detail: string) => detail.replace(/(=|contains )\(.*\)/s, '$1(…)');
const redactMessage = (message: string, code: string) => (code.startsWith('22') ? message.replace(/"[^]*"/, '"…"') : message);

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error as the log may show it: the drizzle query's SQL without its parameters, the database's fields redacted. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const database = databaseErrorOf(error);
  const { query: rawQuery } = error as { query?: unknown };
  const query = typeof rawQuery === 'string' ? rawQuery : undefined;
  let message = error.message;
  if (query !== undefined) message = `Failed query: ${query}`;
  else if (database) message = redactMessage(error.message, database.code);
  const stackFrames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...stackFrames].join('\n'),
  };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string') serialized.code = code;
  if (typeof statusCode === 'number') serialized.statusCode = statusCode;
  if (query !== undefined) serialized.query = query;
  if (database) {
    const { severity, hint, where, schema, table, column, constraint, routine } = database;
    serialized.database = {
      code: database.code,
      message: redactMessage(database.message, database.code),
      ...(database.detail ? { detail: redactDetail(database.detail) } : {}),
      ...Object.fromEntries(Object.entries({ severity, hint, where, schema, table, column, constraint, routine }).filter(([, v]) => v)),
    };
  }
  return serialized;
}
