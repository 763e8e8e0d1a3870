import * as fc from 'fast-check';

// Property-based requests generated from the server's own OpenAPI document (issue #20: "no 500 for any input").
// A generated request is abstract: ids are picks into pools ("the actor's own report number 3", "another
// company's cargo"), resolved when the request is sent, so the same seed gives the same requests whatever the
// database holds, and a request still reaches real rows after others were deleted.

// ---- The document ----

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  description?: string;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiResponse {
  content?: Record<string, { schema?: JsonSchema }>;
}

interface OpenApiOperation {
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, OpenApiResponse>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzOperation {
  method: HttpMethod;
  /** The route as the document writes it: `/api/reports/{id}/cargos/{childId}/`. */
  template: string;
  pathParams: string[];
  query: OpenApiParameter[];
  /** The JSON body's schema, refs left in place. */
  body: JsonSchema | undefined;
  /** Takes multipart/form-data (documented as a content type, or said so in the description). */
  multipart: boolean;
  /** `security: []`: no token needed. */
  public: boolean;
  responses: Record<string, OpenApiResponse>;
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method.toUpperCase() as HttpMethod))
      .map(([method, op]) => {
        const content = op.requestBody?.content ?? {};
        return {
          method: method.toUpperCase() as HttpMethod,
          template,
          pathParams: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
          query: (op.parameters ?? []).filter((p) => p.in === 'query'),
          body: content['application/json']?.schema,
          multipart: 'multipart/form-data' in content || /multipart/i.test(op.description ?? ''),
          public: Array.isArray(op.security) && op.security.length === 0,
          responses: op.responses ?? {},
        };
      }),
  );
}

export function resolveRef(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) return {};
    current = target;
  }
  return current;
}

// ---- Ids: picks into pools, resolved at send time ----

/**
 * What an id names: `report`, `cargo`, `stage:road`, `storage`, `user`, `commodity`, `review`, `reference`
 * (vehicles, ports, countries… shared by every company), `place`, `language`.
 */
export type IdKind = string;

/** A real id of the actor's company, one of another company, or a literal path segment (already encoded). */
export type IdPick = { from: 'own' | 'foreign'; pick: number } | { literal: string };

/** An id inside a JSON body or query, replaced by a number when the request is sent. */
export class IdRef {
  constructor(
    readonly kind: IdKind,
    readonly pick: IdPick,
  ) {}
}

const STAGE_SEGMENTS: Record<string, IdKind> = {
  'nautical-stages': 'stage:nautical',
  'air-stages': 'stage:air',
  'road-overland-stages': 'stage:road',
  'rail-overland-stages': 'stage:rail',
  cargos: 'cargo',
  storages: 'storage',
};

/** The kind of a path parameter, read from the route (`/api/reports/{id}/storages/{childId}/` → storage). */
export function pathParamKind(template: string, param: string): IdKind {
  if (param === 'language') return 'language';
  if (param === 'place_id') return 'place';
  if (param === 'childId') {
    const segment = template.split('/{childId}')[0]?.split('/').pop() ?? '';
    return STAGE_SEGMENTS[segment] ?? 'reference';
  }
  const resource = template.split('/')[2] ?? '';
  if (resource === 'reports') return 'report';
  if (resource === 'users') return 'user';
  if (resource === 'commodities') return 'commodity';
  if (resource === 'reviews') return 'review';
  return 'reference';
}

/** The kind of an id-shaped body or query field, by its name. */
function fieldKind(name: string | undefined): IdKind {
  if (name === 'cargo') return 'cargo';
  if (name === 'commodity') return 'commodity';
  if (name === 'review') return 'review';
  if (name === 'created_by') return 'user';
  return 'reference';
}

// ---- Hostile values ----

const nest = (levels: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = wrap(value);
  return value;
};

/** Numbers at the edges of every integer and float type, and strings that look like numbers. */
export const BOUNDARY_NUMBERS = [0, -1, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 63, 1e308, -1e308, 5e-324, 0.1, 1.5, -0.5];
export const NUMERIC_STRINGS = ['NaN', 'Infinity', '-Infinity', '1,5', '1e3', '1e308', '0x10', ' 1', '1 ', '', '-0', '1_000', '١٢٣', '99999999999999999999'];

/** Text PostgreSQL cannot store: NUL, and lone UTF-16 surrogates (not text at all). */
export const UNSTORABLE_TEXT = ['a\u0000b', '\u0000', 'Valencia\u0000', '\uD800', 'x\uDC00y', '\uDBFF'];

export const HOSTILE_TEXT = [
  ...UNSTORABLE_TEXT,
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  '\u200B\uFEFF\u2028\u2029',
  '\u0001\u001F\u007F',
  'demo.adm\u0130n',
  'Straße ǅ ﬁ',
  "' OR 1=1 --",
  '%_\\',
  '%00',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  'null',
  'true',
  '__proto__',
  '../../etc/passwd',
  ' ',
];

const HUGE_TEXT = ['x'.repeat(100_000), '😀'.repeat(25_000), 'ñ'.repeat(50_000), 'a\u0000'.repeat(50_000)];

const weighted = <T>(arbitrary: fc.Arbitrary<T>, weight: number) => ({ arbitrary, weight });

/** Text a client might send in any string field: control and format characters, scripts, huge text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  weighted(fc.constantFrom(...UNSTORABLE_TEXT), 4),
  weighted(fc.constantFrom(...HOSTILE_TEXT), 6),
  weighted(fc.constantFrom(...NUMERIC_STRINGS), 2),
  weighted(fc.string({ unit: 'binary', maxLength: 40 }), 3),
  weighted(fc.constantFrom(...HUGE_TEXT), 1),
);

/** Any JSON value a client might wrongly send: wrong types, edges, hostile text, huge text, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  weighted(fc.constantFrom(...BOUNDARY_NUMBERS), 4),
  weighted(hostileText, 8),
  weighted(fc.constantFrom<unknown>(true, false, null, [], {}, [null], { a: 1 }, [1, 'a'], JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}')), 3),
  weighted(
    fc.constantFrom<unknown>(
      nest(1000, 1, (inner) => ({ a: inner })),
      nest(1000, 1, (inner) => [inner]),
      Array.from({ length: 10_000 }, () => 1),
    ),
    1,
  ),
);

// ---- Valid-ish values from a schema ----

/** Values a field of this name usually takes, so that generated requests get past the checks to the code behind. */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

const PORTS = fc.constantFrom('ESVLC', 'NLRTM', 'CNSHA', 'SGSIN', 'USNYC', 'DEHAM');
const STRONG_PASSWORDS = fc.constantFrom('Tr4nsport-Ledger-93', 'correct horse battery staple 7');

export const DEFAULT_HINTS: FieldHints = {
  password: STRONG_PASSWORDS,
  repeat_password: STRONG_PASSWORDS,
  new_password1: STRONG_PASSWORDS,
  new_password2: STRONG_PASSWORDS,
  email: fc.constantFrom('ana@example.com', 'ops@example.es'),
  from: PORTS,
  to: PORTS,
  port_origin: PORTS,
  port_destination: PORTS,
  country: fc.constantFrom('ES', 'FR', 'es', 'Spain', 'España'),
  language: fc.constantFrom('en', 'es'),
  search: fc.constantFrom('valencia', 'VAL', 'camión', 'truck', 'REF-', 'Ro'),
  ordering: fc.constantFrom('id', '-id', 'date', '-date,id', 'name', 'project_name', 'bogus'),
  level: fc.constantFrom('report', 'stage', 'cargo', 'storage'),
  'tags[key]': fc.constantFrom('customer', 'order', 'cost_center'),
  avoid: fc.constantFrom('suez', 'panama', 'babelmandeb', 'malacca', 'gibraltar', 'kiel', 'bering', 'dover', 'magellan', 'hormuz', 'bosporus'),
};

/** Field pairs a form repeats: generated equal half of the time. */
const SAME_VALUE_PAIRS: [string, string][] = [
  ['password', 'repeat_password'],
  ['new_password1', 'new_password2'],
];

/** What value generation reads: the document (for `$ref`s) and the hints. */
export interface Generation {
  doc: OpenApiDocument;
  hints: FieldHints;
}

const PLAUSIBLE_TEXT = ['Valencia, Spain', 'Lyon, France', 'Shanghai', 'ACME', 'Electronics', 'Rigid truck 17-26 t', 'ESVLC', 'NLRTM', 'MAD', 'demo.user'];

function boundedString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'date') {
    return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) return fc.stringMatching(pattern).filter(fits);
  }
  // Only the texts that fit: a filter that no text passes (a two-letter code) would draw for ever.
  const plausible = PLAUSIBLE_TEXT.filter(fits);
  return fc.oneof(
    ...(plausible.length ? [fc.constantFrom(...plausible)] : []),
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits),
  );
}

function boundedNumber(schema: JsonSchema, integer: boolean, name: string | undefined): fc.Arbitrary<unknown> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : schema.maximum;
  if (integer) {
    const min = Math.max(low ?? -(2 ** 31), Number.MIN_SAFE_INTEGER);
    const max = Math.min(high ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
    const plain = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    // An id-shaped field (a positive 32-bit integer) mostly names a real row, else the row lookup is never reached.
    if (schema.exclusiveMinimum === 0 && schema.maximum === 2 ** 31 - 1) {
      const kind = fieldKind(name);
      return fc.oneof({ arbitrary: idPick(kind, 'body').map((pick) => new IdRef(kind, pick)), weight: 8 }, { arbitrary: plain, weight: 1 });
    }
    return fc.oneof(plain, fc.constantFrom(...[min, max, 0, 1].filter((n) => n >= min && n <= max)));
  }
  const min = low ?? -1e9;
  const max = high ?? 1e9;
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...[min, max, 0, 1, 100].filter((n) => n >= min && n <= max)),
  );
}

/** Arbitraries of schema-valid values (mostly: patterns and formats are followed where fast-check can). */
export function validValue(g: Generation, input: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef(g.doc, input);
  if (depth > 8) return fc.constant(null);
  // Hints are text: an object field of the same name (a place's `country`) keeps its own shape.
  const hint = name !== undefined && schema.type === 'string' && !schema.enum ? g.hints[name] : undefined;
  if (hint) return fc.oneof({ weight: 6, arbitrary: hint }, { weight: 1, arbitrary: validValue(g, input, undefined, depth) });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(g, v, name, depth + 1)));
  if (schema.allOf?.length) return validValue(g, Object.assign({}, ...schema.allOf.map((s) => resolveRef(g.doc, s))), name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : undefined;
  if (type && type.length > 1) return fc.oneof(...type.map((t) => validValue(g, { ...schema, type: t }, name, depth + 1)));
  switch (type?.[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return boundedNumber(schema, true, name);
    case 'number':
      return boundedNumber(schema, false, name);
    case 'string':
      return boundedString(schema);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => validValue(g, s, name, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 2, 2));
      return fc.array(validValue(g, schema.items ?? {}, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(g, s, key, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
      const pairs = SAME_VALUE_PAIRS.filter(([a, b]) => a in properties && b in properties);
      const paired = pairs.length
        ? fc.tuple(record, fc.boolean()).map(([value, same]) => {
            if (!same) return value;
            const out: Record<string, unknown> = { ...value };
            for (const [a, b] of pairs) if (a in out) out[b] = out[a];
            return out;
          })
        : record;
      if (typeof schema.additionalProperties !== 'object') return paired;
      const extra = fc.dictionary(
        validValue(g, { type: 'string', maxLength: 20, ...schema.propertyNames }, `${name}[key]`, depth + 1) as fc.Arbitrary<string>,
        validValue(g, schema.additionalProperties, undefined, depth + 1),
        { maxKeys: 2 },
      );
      return fc.tuple(paired, extra).map(([known, more]) => ({ ...more, ...known }));
    }
    default:
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

// ---- Mutations of a valid value ----

type Mutation =
  | { op: 'replace'; path: number[]; value: unknown }
  | { op: 'poison'; path: number[]; text: string; at: number }
  | { op: 'drop'; path: number[] }
  | { op: 'extra'; path: number[]; key: string; value: unknown }
  | { op: 'nest'; path: number[]; levels: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('replace' as const), path: fc.array(fc.nat(), { maxLength: 4 }), value: hostileValue }) },
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant('poison' as const), path: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), text: hostileText, at: fc.nat() }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('drop' as const), path: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('extra' as const),
      path: fc.array(fc.nat(), { maxLength: 3 }),
      key: fc.constantFrom('extra', 'id', 'company', 'company_id', 'created_by', 'consolidated', 'role', '__proto__', '', '\u0000', 'ñ'),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('nest' as const), path: fc.array(fc.nat(), { maxLength: 3 }), levels: fc.constantFrom(1, 10, 1000) }) },
);

/** Sets an own property, even `__proto__` (plain assignment would change the prototype instead). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

function clone(value: unknown): unknown {
  if (value instanceof IdRef || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clone);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
}

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => typeof v === 'object' && v !== null && !(v instanceof IdRef);

function hasLeaf(value: unknown, kind: string, depth = 0): boolean {
  if (typeof value === kind) return true;
  if (!isContainer(value) || depth > 6) return false;
  return Object.values(value).some((v) => hasLeaf(v, kind, depth + 1));
}

/** Applies a mutation to a copy; the picks walk down the tree, each choosing a child, until a leaf. */
function mutate(root: unknown, m: Mutation): unknown {
  const top = { root: clone(root) } as Record<string, unknown>;
  let parent: Record<string, unknown> | unknown[] = top;
  let key: string | number = 'root';
  const step = (pick: number, leafKind?: string) => {
    const node = (parent as Record<string, unknown>)[key as string];
    if (!isContainer(node)) return false;
    let keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    // Poisoning looks for text: children holding strings (or more children) first.
    if (leafKind) {
      const holding = keys.filter((k) => hasLeaf((node as Record<string, unknown>)[k as string], leafKind));
      if (holding.length) keys = holding;
    }
    if (!keys.length) return false;
    parent = node;
    key = keys[pick % keys.length] as string | number;
    return true;
  };
  for (const pick of m.path) if (!step(pick)) break;
  if (m.op === 'poison') {
    for (let i = 0; i < 20 && step(i === 0 ? m.at : 0, 'string'); i += 1);
    const node = (parent as Record<string, unknown>)[key as string];
    if (typeof node === 'string') {
      const at = m.at % (node.length + 1);
      setOwn(parent as Record<string, unknown>, String(key), node.slice(0, at) + m.text + node.slice(at));
      return top.root;
    }
  }
  // `parent` is reassigned inside `step`, which the compiler does not follow.
  const holder = parent as Record<string, unknown> | unknown[];
  const target = holder as Record<string, unknown>;
  const node = target[key as string];
  switch (m.op) {
    case 'poison':
    case 'replace':
      setOwn(target, String(key), m.op === 'poison' ? m.text : clone(m.value));
      break;
    case 'drop':
      if (Array.isArray(holder)) holder.splice(Number(key), 1);
      else delete target[key as string];
      break;
    case 'extra':
      if (isContainer(node) && !Array.isArray(node)) setOwn(node, m.key, clone(m.value));
      else if (Array.isArray(node)) node.push(clone(m.value));
      else {
        const wrapper: Record<string, unknown> = {};
        setOwn(wrapper, m.key, clone(m.value));
        setOwn(target, String(key), wrapper);
      }
      break;
    case 'nest':
      setOwn(target, String(key), nest(m.levels, node, (inner) => ({ value: inner })));
      break;
  }
  return top.root;
}

// ---- Bodies ----

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; bytes: string | Uint8Array }
  | { kind: 'multipart'; form: MultipartForm };

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '[1,2',
  '{"project_name":"x"} trailing',
  '\uFEFF{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  '',
  ' ',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '{"a":-}',
  '[' + '['.repeat(10_000) + ']'.repeat(10_000) + ']',
  '{"a":' + '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_001),
];

const rawBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.record({ kind: fc.constant('raw' as const), contentType: fc.constant('application/json'), bytes: fc.constantFrom(...MALFORMED_JSON) }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      undefined,
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/problem+json',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'text/csv',
      'application/json, text/plain',
      '',
      ';;;',
    ),
    bytes: fc.constantFrom<string | Uint8Array>('{"project_name":"x","date":"2026-01-01"}', 'a=1&b=2', '<a>1</a>', 'plain', Uint8Array.from([0xff, 0xfe, 0x00, 0x7b, 0x7d])),
  }),
  // Invalid UTF-8 declared as JSON: an overlong slash, a lone continuation byte, an encoded surrogate.
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constant('application/json'),
    bytes: fc.constantFrom(
      Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
      Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x80, 0x22, 0x7d]),
      Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    ),
  }),
  // Just past the default body limit.
  fc.constant<FuzzBody>({ kind: 'raw', contentType: 'application/json', bytes: JSON.stringify({ a: 'x'.repeat(1_100_000) }) }),
);

// ---- Multipart ----

export interface MultipartPart {
  name: string | undefined;
  filename?: string;
  contentType?: string;
  /** Text or bytes as sent; any other value is sent as its JSON (ids resolved), as the form sends places. */
  content: unknown;
}

export interface MultipartForm {
  parts: MultipartPart[];
  /** How the form is broken, if it is. */
  flaw: 'none' | 'no_boundary' | 'wrong_boundary' | 'truncated' | 'no_closing' | 'garbage_headers' | 'lf_only';
  /** Where a truncated body is cut, as a fraction of its length. */
  cut: number;
}

const IMPORT_FILES = ['air_stages', 'nautical_stages', 'road_overland_stages', 'rail_overland_stages', 'storages'];
const IMPORT_COLUMNS = [
  'cargo', 'cargo_weight', 'cargo_type', 'cargo_teu', 'commodity', 'passengers', 'tag:customer', 'tag:nope', 'distance', 'operated_by',
  'origin', 'destination', 'origin_lat', 'origin_lng', 'destination_lat', 'destination_lng', 'origin_iata', 'destination_iata', 'vehicle',
  'vehicle_load_type', 'euro_standard', 'vehicles_number', 'capacity_load', 'aircraft_type', 'aircraft_model', 'LTO', 'aircraft_load_type',
  'ship_type', 'ship_load_type', 'ship_fuel_type', 'gross_tonnage', 'total_load', 'port_operations', 'port_origin', 'port_destination',
  'avoid', 'warehouse_name', 'place', 'place_lat', 'place_lng', 'moves_number', 'type', 'unknown_column', '',
];
const IMPORT_CELLS = [
  'A', 'B', '6', '500', '0', '-1', '1,5', '1.5', '1e308', 'groupage', 'full_cargo', 'own', 'third_party', 'teu', 'conventional',
  'Rigid truck 17-26 t', 'Camión rígido 17-26 t', 'Electronics', 'ESVLC', 'NLRTM', 'CNSHA', 'MAD', 'JFK', '40.4', '-3.7', '91', 'euro_6',
  'suez;babelmandeb', 'suez|panama', 'ACME', '', '"', '""', '"a,b"', ...HOSTILE_TEXT.slice(0, 12),
];

const csvFile: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        separator: fc.constantFrom(',', ';', '\t'),
        bom: fc.boolean(),
        header: fc.uniqueArray(fc.constantFrom(...IMPORT_COLUMNS), { minLength: 1, maxLength: 8 }),
        rows: fc.array(fc.array(fc.constantFrom(...IMPORT_CELLS), { minLength: 1, maxLength: 9 }), { maxLength: 12 }),
        newline: fc.constantFrom('\n', '\r\n', '\r'),
      })
      .map(({ separator, bom, header, rows, newline }) =>
        (bom ? '\uFEFF' : '') + [header, ...rows].map((cells) => cells.join(separator)).join(newline),
      ),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom('', 'cargo\n', 'cargo,distance\nA,1\u0000\n', '"unterminated\nA', 'cargo\n' + 'A\n'.repeat(3_000)) },
);

function multipartForm(g: Generation, op: FuzzOperation): fc.Arbitrary<FuzzBody> {
  const bodySchema = op.body ? resolveRef(g.doc, op.body) : {};
  const objectSchema = resolveRef(g.doc, (bodySchema.anyOf ?? [bodySchema]).find((s) => resolveRef(g.doc, s).type === 'object') ?? {});
  const fieldNames = Object.keys(objectSchema.properties ?? {});
  const fieldValue = (name: string) =>
    fc.oneof({ weight: 4, arbitrary: validValue(g, objectSchema.properties?.[name] ?? {}, name) }, { weight: 2, arbitrary: hostileValue });
  const field: fc.Arbitrary<MultipartPart> = fieldNames.length
    ? fc.constantFrom(...fieldNames, 'unknown_field').chain((name) => fieldValue(name).map((content) => ({ name, content })))
    : fc.constant({ name: 'x', content: '1' });
  const file: fc.Arbitrary<MultipartPart> = fc.record({
    name: fc.constantFrom(...IMPORT_FILES, 'unknown_file', ''),
    filename: fc.constantFrom('stages.csv', 'a.txt', '', '../../x.csv', 'ñ\u0000.csv'),
    contentType: fc.constantFrom('text/csv', 'application/octet-stream', 'image/png', ''),
    content: csvFile,
  });
  return fc
    .record({
      parts: fc.array(fc.oneof({ weight: 3, arbitrary: field }, { weight: 2, arbitrary: file }), { maxLength: 12 }),
      flaw: fc.oneof(
        { weight: 6, arbitrary: fc.constant('none' as const) },
        { weight: 3, arbitrary: fc.constantFrom('no_boundary' as const, 'wrong_boundary' as const, 'truncated' as const, 'no_closing' as const, 'garbage_headers' as const, 'lf_only' as const) },
      ),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map((form) => ({ kind: 'multipart' as const, form }));
}

const BOUNDARY = '----huellafuzz7MA4YWxkTrZu0gW';

/** The bytes and content type of a multipart form, broken as its flaw says. */
export function encodeMultipart(form: MultipartForm & { parts: { content: string | Uint8Array }[] }): { contentType: string; bytes: Buffer } {
  const newline = form.flaw === 'lf_only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const part of form.parts) {
    const disposition = ['form-data', part.name !== undefined ? `name="${part.name}"` : undefined, part.filename !== undefined ? `filename="${part.filename}"` : undefined]
      .filter(Boolean)
      .join('; ');
    const headers = [
      form.flaw === 'garbage_headers' ? 'Content-Disposition form-data name=oops' : `Content-Disposition: ${disposition}`,
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
    ];
    const content = part.content as string | Uint8Array;
    chunks.push(Buffer.from(`--${BOUNDARY}${newline}${headers.join(newline)}${newline}${newline}`), Buffer.from(content), Buffer.from(newline));
  }
  if (form.flaw !== 'no_closing') chunks.push(Buffer.from(`--${BOUNDARY}--${newline}`));
  let bytes = Buffer.concat(chunks);
  if (form.flaw === 'truncated') bytes = bytes.subarray(0, Math.floor(bytes.length * form.cut));
  const contentType =
    form.flaw === 'no_boundary' ? 'multipart/form-data' : form.flaw === 'wrong_boundary' ? 'multipart/form-data; boundary=somethingelse' : `multipart/form-data; boundary=${BOUNDARY}`;
  return { contentType, bytes };
}

function bodyArbitrary(g: Generation, op: FuzzOperation): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: 'none' });
  const multipart = multipartForm(g, op);
  if (!op.body) {
    // Routes without a body still get one now and then (a body where none belongs).
    return fc.oneof({ weight: 12, arbitrary: none }, { weight: 1, arbitrary: rawBody }, { weight: 1, arbitrary: hostileValue.map((value): FuzzBody => ({ kind: 'json', value })) }, { weight: op.method === 'POST' ? 1 : 0, arbitrary: multipart });
  }
  const valid = validValue(g, op.body);
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(valid, fc.oneof({ weight: 4, arbitrary: mutation.map((m) => [m]) }, { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) }))
        .map(([value, mutations]): FuzzBody => ({ kind: 'json', value: mutations.reduce(mutate, value) })),
    },
    { weight: 2, arbitrary: rawBody },
    { weight: op.multipart ? 6 : 1, arbitrary: multipart },
    { weight: 1, arbitrary: none },
  );
}

// ---- Path and query ----

const LITERAL_IDS = [
  '-1', '0', '2147483648', '2147483647', '4294967296', '99999999999999999999', '1e3', '1.0', '1.5', '0x1', '+1', '00001',
  '%20%201', '%201', '1%20', '%00', '1%00', 'abc', '123e4567-e89b-12d3-a456-426614174000', '%F0%9F%92%A9', '%ED%A0%80', '%C0%AF',
  '%', '%zz', '..', '%2E%2E', '1%2F2', '9'.repeat(300), 'NaN', 'Infinity', 'null', 'true', '١',
];

/** In a path, hostile literals are frequent; in a body or query, the value's own mutations already cover them. */
function idPick(kind: IdKind, where: 'path' | 'body' = 'path'): fc.Arbitrary<IdPick> {
  const literal = fc.constantFrom(...LITERAL_IDS).map((text): IdPick => ({ literal: text }));
  if (kind === 'language') return fc.constantFrom('en', 'es', 'sp', 'fr', 'EN', '', '%00', 'x'.repeat(300)).map((text) => ({ literal: text }));
  if (kind === 'place') return fc.oneof(fc.constantFrom('ChIJ', 'ESVLC', 'city:2509954', 'port:ESVLC', 'airport:MAD').map((text) => ({ literal: text })), literal);
  return fc.oneof(
    { weight: 12, arbitrary: fc.record({ from: fc.constant('own' as const), pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ from: fc.constant('foreign' as const), pick: fc.nat() }) },
    { weight: where === 'path' ? 3 : 1, arbitrary: literal },
  );
}

/** A query value: the raw text to encode (or an id), or text already percent-encoded (malformed on purpose). */
export type QueryValue = { text: string } | { encoded: string } | { id: IdRef };

const MALFORMED_QUERY = ['%', '%zz', '%00', '%C0%AF', '%ED%A0%80', '%FF', 'a&b=', '+', '%2B', '=', '[]', 'a%5B%5D=1'];

const asQueryValue = (v: unknown): QueryValue => (v instanceof IdRef ? { id: v } : { text: typeof v === 'string' ? v : JSON.stringify(v) ?? '' });

const hostileQueryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  { weight: 3, arbitrary: hostileText.map((t): QueryValue => ({ text: t })) },
  { weight: 1, arbitrary: hostileValue.map(asQueryValue) },
  { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_QUERY).map((encoded): QueryValue => ({ encoded })) },
);

function queryArbitrary(g: Generation, op: FuzzOperation): fc.Arbitrary<[string, QueryValue][]> {
  // Required parameters are mostly sent (a request without them stops at the first check); optional ones often,
  // since some are required together by the code rather than the document (an export's date range).
  const required = op.query.filter((p) => p.required);
  const optional = op.query.filter((p) => !p.required);
  const chosen = fc
    .tuple(
      fc.tuple(...optional.map(() => fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 2, arbitrary: fc.constant(false) }))),
      fc.oneof({ weight: 9, arbitrary: fc.constant(required) }, { weight: 1, arbitrary: fc.subarray(required) }),
    )
    .map(([sent, needed]) => [...needed, ...optional.filter((_, i) => sent[i])]);
  const isFreeText = (p: OpenApiParameter) => {
    const schema = resolveRef(g.doc, p.schema ?? {});
    return schema.type === 'string' && !schema.enum && !schema.format && !schema.pattern;
  };
  // Valid values with at most one hostile one, so the hostile value gets past the checks of the others; or the
  // same hostile text in every free-text parameter, so it reaches whichever one the code passes on.
  const known = op.query.length
    ? chosen.chain((params) =>
        fc
          .tuple(
            fc.tuple(...params.map((p) => validValue(g, resolveRef(g.doc, p.schema ?? {}), p.name).map(asQueryValue))),
            fc.oneof(
              { weight: 2, arbitrary: fc.constant(undefined) },
              { weight: 4, arbitrary: fc.record({ at: fc.nat(), value: hostileQueryValue }) },
              { weight: 1, arbitrary: fc.record({ everyText: hostileText }) },
            ),
          )
          .map(([values, bad]) =>
            params.map((p, i): [string, QueryValue] => {
              if (bad && 'everyText' in bad && isFreeText(p)) return [p.name, { text: bad.everyText }];
              if (bad && 'at' in bad && bad.at % params.length === i) return [p.name, bad.value];
              return [p.name, values[i] as QueryValue];
            }),
          ),
      )
    : fc.constant([] as [string, QueryValue][]);
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom('page', 'ordering', 'search', 'format', 'company', 'limit', 'offset', 'page_size', 'x', '', '\u0000', 'a[b]'),
      fc.oneof(fc.constantFrom('1', '-1', 'id', '-id', ',,,', 'bogus', ...NUMERIC_STRINGS).map((t): QueryValue => ({ text: t })), hostileValue.map((v): QueryValue => ({ text: String(v) }))),
    ),
    { maxLength: 2 },
  );
  return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: fc.tuple(known, extra).map(([a, b]) => [...a, ...b]) });
}

// ---- The request ----

export const ACTORS = ['anonymous', 'bad_token', 'user', 'admin', 'super', 'platform'] as const;
export type Actor = (typeof ACTORS)[number];

export interface FuzzRequest {
  operation: FuzzOperation;
  actor: Actor;
  path: Record<string, IdPick>;
  query: [string, QueryValue][];
  body: FuzzBody;
  language: string | undefined;
}

const actorArbitrary = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom<Actor>('anonymous', 'bad_token') },
  { weight: 8, arbitrary: fc.constantFrom<Actor>('user', 'admin', 'super', 'platform') },
);

/** Every operation of the document, each request a mix of valid-ish and hostile parts. */
export function fuzzRequests(doc: OpenApiDocument, options: { operations?: FuzzOperation[]; hints?: FieldHints } = {}): fc.Arbitrary<FuzzRequest> {
  const g: Generation = { doc, hints: { ...DEFAULT_HINTS, ...options.hints } };
  const operations = options.operations ?? operationsOf(doc);
  const perOperation = operations.map((operation) =>
    fc.record({
      operation: fc.constant(operation),
      actor: actorArbitrary,
      path: fc.record(Object.fromEntries(operation.pathParams.map((p) => [p, idPick(pathParamKind(operation.template, p))]))),
      query: queryArbitrary(g, operation),
      body: bodyArbitrary(g, operation),
      language: fc.constantFrom(undefined, 'en', 'es', 'es-ES,es;q=0.9', 'fr', '*', 'ü;q=abc', ''),
    }),
  );
  return fc.oneof(...perOperation);
}

// ---- Materialising a request ----

export interface IdContext {
  /** The report in the path: a body's cargo is one of its cargos. */
  reportId?: number;
  /** Asks for the report that holds this child rather than for a pick among reports. */
  parentOf?: { kind: IdKind; id: number };
}

/** Gives a real id of a kind, for the actor's company or another one; undefined when there is none. */
export type IdResolver = (kind: IdKind, pick: { from: 'own' | 'foreign'; pick: number }, context: IdContext) => number | undefined;

/** Percent-encodes UTF-8 (a lone surrogate becomes U+FFFD, as any client would send it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface MaterialRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

/** The concrete request: ids resolved, body serialised, headers set (the token is added by the sender). */
export function materialise(request: FuzzRequest, resolve: IdResolver): MaterialRequest {
  const { operation } = request;
  const context: IdContext = {};
  const idText = (kind: IdKind, pick: IdPick): string => {
    if ('literal' in pick) return pick.literal;
    const id = resolve(kind, pick, context);
    return String(id ?? 2_147_483_647);
  };
  // A real child is reached through its own report: the child is chosen first, then the report that holds it.
  const childPick = request.path.childId;
  const reportPick = request.path.id;
  const pinned: Record<string, string> = {};
  if (childPick && reportPick && !('literal' in childPick) && !('literal' in reportPick) && childPick.from === reportPick.from) {
    const childKind = pathParamKind(operation.template, 'childId');
    const child = resolve(childKind, childPick, context);
    const report = child === undefined ? undefined : resolve('report', reportPick, { parentOf: { kind: childKind, id: child } });
    if (child !== undefined && report !== undefined) Object.assign(pinned, { childId: String(child), id: String(report) });
  }
  const idNumber = (ref: IdRef): number | string => {
    if ('literal' in ref.pick) return Number.isFinite(Number(ref.pick.literal)) ? Number(ref.pick.literal) : ref.pick.literal;
    return resolve(ref.kind, ref.pick, context) ?? 2_147_483_647;
  };
  let url = operation.template;
  for (const param of operation.pathParams) {
    const text = pinned[param] ?? idText(pathParamKind(operation.template, param), request.path[param] ?? { literal: '1' });
    if (param === 'id' && /^\d+$/.test(text)) context.reportId = Number(text);
    url = url.replace(`{${param}}`, text);
  }
  const query = request.query
    .map(([name, value]) => {
      const encoded = 'encoded' in value ? value.encoded : percentEncode('id' in value ? String(idNumber(value.id)) : value.text);
      return `${percentEncode(name)}=${encoded}`;
    })
    .join('&');
  if (query) url += `?${query}`;

  const headers: Record<string, string> = {};
  if (request.language !== undefined) headers['accept-language'] = request.language;
  let payload: string | Buffer | undefined;
  const { body } = request;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(substituteIds(body.value, idNumber)) ?? 'null';
  } else if (body.kind === 'raw') {
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    payload = typeof body.bytes === 'string' ? body.bytes : Buffer.from(body.bytes);
  } else if (body.kind === 'multipart') {
    const partContent = (content: unknown): string | Uint8Array =>
      typeof content === 'string' || content instanceof Uint8Array ? content : (JSON.stringify(substituteIds(content, idNumber)) ?? '');
    const encoded = encodeMultipart({ ...body.form, parts: body.form.parts.map((p) => ({ ...p, content: partContent(p.content) })) });
    headers['content-type'] = encoded.contentType;
    payload = encoded.bytes;
  }
  return { method: operation.method, url, headers, payload };
}

function substituteIds(value: unknown, idNumber: (ref: IdRef) => number | string): unknown {
  if (value instanceof IdRef) return idNumber(value);
  if (Array.isArray(value)) return value.map((v) => substituteIds(v, idNumber));
  if (isContainer(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) setOwn(out, k, substituteIds(v, idNumber));
    return out;
  }
  return value;
}

// ---- Judging an answer ----

export type Problem =
  | 'server_error'
  | 'timeout'
  | 'broken_stream'
  | 'bad_error_body'
  | 'unexpected_status'
  // The answer is fine, the document does not say it can happen:
  | 'undocumented_status'
  | 'undocumented_media_type';

/** Whether the operation's document lists this answer: its status, and for a body its media type. */
export function undocumented(operation: FuzzOperation, status: number, contentType: string | undefined): { problem: Problem; why: string } | undefined {
  const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
  if (!response) return { problem: 'undocumented_status', why: `${status} is not among ${Object.keys(operation.responses).join(', ')}` };
  const media = contentType?.split(';')[0]?.trim();
  const documented = Object.keys(response.content ?? {});
  if (media && documented.length && !documented.includes(media)) return { problem: 'undocumented_media_type', why: `${media} is not among ${documented.join(', ')}` };
  return undefined;
}

/** What is wrong with an answer by the rules of issue #20, or undefined: 2xx, or 4xx with a DRF-style JSON body. */
export function judgeAnswer(status: number, contentType: string | undefined, body: string): { problem: Problem; why: string } | undefined {
  if (status >= 500) return { problem: 'server_error', why: body.slice(0, 200) };
  if (status >= 200 && status < 300) return undefined;
  if (status < 400) return { problem: 'unexpected_status', why: `${status}` };
  if (!contentType?.startsWith('application/json')) return { problem: 'bad_error_body', why: `content type ${contentType ?? 'none'}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { problem: 'bad_error_body', why: 'not JSON' };
  }
  if (!isDrfError(parsed)) {
    const { code, message } = (isContainer(parsed) ? parsed : {}) as { code?: unknown; message?: unknown };
    return { problem: 'bad_error_body', why: code ? `${String(code)}: ${String(message)}` : body.slice(0, 200) };
  }
  return undefined;
}

/** An import's problems with its files (docs/import.md "Errors"): per file, a list of `{row, column, message}`. */
function isFileProblems(value: unknown): boolean {
  if (!isContainer(value) || Array.isArray(value) || !Object.keys(value).length) return false;
  return Object.values(value).every(
    (problems) =>
      Array.isArray(problems) &&
      problems.length > 0 &&
      problems.every((p: unknown) => {
        if (!isContainer(p) || Array.isArray(p)) return false;
        const { row, column, message } = p as Record<string, unknown>;
        return typeof message === 'string' && (row === null || typeof row === 'number') && (column === null || typeof column === 'string');
      }),
  );
}

/** `{detail: string}` or `{field: [string, …], …}` (with an import's `files` beside them), nothing else. */
export function isDrfError(body: unknown): boolean {
  if (!isContainer(body) || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (!entries.length) return false;
  if (entries.length === 1 && entries[0]?.[0] === 'detail') return typeof entries[0][1] === 'string';
  return entries.every(([k, v]) => (k === 'files' ? isFileProblems(v) : Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string')));
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

/** Control characters, line separators and surrogates written as `\\uXXXX`, so an example reads on one line. */
const visible = (s: string) =>
  [...s]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      const invisible = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);
      return invisible ? `\\u${code.toString(16).padStart(4, '0')}` : c;
    })
    .join('');

/** A short, readable line for a request: method, url (cut), actor, body (cut, with its length). */
export function describeRequest(request: FuzzRequest, material: MaterialRequest): string {
  const payload =
    material.payload === undefined
      ? ''
      : ` ${material.headers['content-type'] ?? '(no content type)'} ${visible(cut(typeof material.payload === 'string' ? material.payload : material.payload.toString('latin1'), 300))}`;
  return `${material.method} ${cut(material.url, 200)} as ${request.actor}${payload}`;
}
