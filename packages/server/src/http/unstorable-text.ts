import type { FastifyInstance } from 'fastify';
import { notFound, validationFailed, type FieldMessages } from './errors.ts';
import { msg, type MessageKey } from './messages.ts';

// PostgreSQL stores no U+0000 in text or jsonb (a 500 before this guard); a lone UTF-16 surrogate is not text
// at all, and the drivers would store it as U+FFFD, silently changing what the client sent.
const NUL = /\0/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): MessageKey | undefined {
  if (NUL.test(text)) return 'null_character';
  if (LONE_SURROGATE.test(text)) return 'unpaired_surrogate';
  return undefined;
}

/** A place in the walked value; the parent link keeps a deep value from copying its path at every level. */
interface Place {
  value: unknown;
  key?: string | number;
  parent?: Place;
}

function fieldName(place: Place | undefined): string {
  const path: (string | number)[] = [];
  for (let at = place; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path.length ? path.join('.') : 'non_field_errors';
}

/**
 * Every string of a parsed JSON value, query or form that PostgreSQL could not store, as `{field: [message]}`
 * named the way validation names nested fields (`cargos.0.tags`). A bad object key names the object holding it.
 * Walked with a stack, not recursion: a deeply nested body must not overflow it.
 */
export function unstorableTextFields(value: unknown): FieldMessages {
  const fields: FieldMessages = {};
  const report = (place: Place, key: MessageKey) => {
    const list = (fields[fieldName(place)] ??= []);
    if (!list.some((m) => m.key === key)) list.push(msg(key));
  };
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const current = place.value;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) report(place, problem);
    } else if (Array.isArray(current)) {
      for (const [index, element] of current.entries()) pending.push({ value: element, key: index, parent: place });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, element] of Object.entries(current)) {
        const problem = problemOf(key);
        if (problem) report(place, problem);
        else pending.push({ value: element, key, parent: place });
      }
    }
  }
  return fields;
}

const hasFields = (fields: FieldMessages) => Object.keys(fields).length > 0;

/**
 * One guard for every route, before validation: a query or JSON body with such text is a 400 naming the field;
 * a path with it names nothing (404, as any other path parameter that is not one). Multipart text fields are
 * checked where the form is read (`readMultipart`), with the same function.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasFields(unstorableTextFields(request.params))) throw notFound();
    const query = unstorableTextFields(request.query);
    if (hasFields(query)) throw validationFailed(query);
    const body = unstorableTextFields(request.body);
    if (hasFields(body)) throw validationFailed(body);
  });
}
