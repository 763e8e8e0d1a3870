import type { FieldMessages } from './errors.ts';
import { isMessageKey, msg, type Message } from './messages.ts';

/** The shape fastify-type-provider-zod gives each issue (zod's issue minus path/code/message, with its message beside). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  /** zod's message: a message key when the schema names its own (zod's `error` option), else zod's English. */
  message?: string;
}

function valueAt(input: unknown, path: string[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function issueMessage(issue: ValidationIssue, value: unknown): Message {
  // A field whose form has its own words for a fault (a filter template's missing name) names their key.
  if (isMessageKey(issue.message)) return msg(issue.message);
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (value === undefined) return msg('required');
      if (value === null) return msg('null_value');
      if (p.expected === 'int') return msg('not_integer');
      if (p.expected === 'number') return msg('not_number');
      if (p.expected === 'object' && issue.instancePath === '/') return msg('invalid_json_object');
      return msg('invalid_type', { expected: String(p.expected) });
    }
    case 'too_small':
      if (p.origin === 'string') return Number(p.minimum) <= 1 ? msg('blank') : msg('too_short', { min: Number(p.minimum) });
      if (p.origin === 'array') return msg('too_few_items', { min: Number(p.minimum) });
      // `.positive()` is an exclusive 0: "greater than or equal to 0" would invite the 0 it refuses.
      if (p.inclusive === false && Number(p.minimum) === 0) return msg('must_be_positive');
      return msg('min_value', { min: Number(p.minimum) });
    case 'too_big':
      if (p.origin === 'string') return msg('too_long', { max: Number(p.maximum) });
      if (p.origin === 'array') return msg('too_many_items', { max: Number(p.maximum) });
      return msg('max_value', { max: Number(p.maximum) });
    case 'invalid_value':
      // zod reports a missing choice as a bad choice; the field is simply absent.
      if (value === undefined) return msg('required');
      return Array.isArray(p.values)
        ? msg('invalid_choice', { options: p.values.map(String).join(', ') })
        : msg('invalid_value');
    case 'invalid_format':
      if (p.format === 'email') return msg('invalid_email');
      if (p.format === 'regex' && String(p.pattern ?? '').includes('\\w.@+-')) return msg('invalid_username');
      return msg('invalid_value');
    case 'custom': {
      // A refinement names its message in `params.message` (e.g. the terms checkbox, docs/spec/part-1.md §5).
      const key = (p.params as { message?: unknown } | undefined)?.message;
      return isMessageKey(key) ? msg(key) : msg('invalid_value');
    }
    default:
      return msg('invalid_value');
  }
}

/** Zod issues → `{field: [message]}`; nested paths are dotted (`cargos.0.cargo`). */
export function issuesToFields(issues: ValidationIssue[], input: unknown): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.length ? path.join('.') : 'non_field_errors';
    const list = (fields[field] ??= []);
    const message = issueMessage(issue, path.length ? valueAt(input, path) : input);
    // Union branches repeat the same complaint; say it once.
    if (!list.some((m) => m.key === message.key)) list.push(message);
  }
  // "Required" or "blank" says it all: a format complaint about an empty value is noise.
  for (const [field, list] of Object.entries(fields)) {
    const primary = list.filter((m) => m.key === 'required' || m.key === 'blank' || m.key === 'null_value');
    if (primary.length) fields[field] = primary;
  }
  return fields;
}

/** The same field messages for a schema checked by hand (a multipart form, an imported row) as for a route body. */
export function zodIssuesToFields(issues: readonly { code: string; path: PropertyKey[]; message: string }[], input: unknown): FieldMessages {
  return issuesToFields(
    issues.map(({ code, path, message, ...params }) => ({ keyword: code, instancePath: `/${path.map(String).join('/')}`, params, message })),
    input,
  );
}
