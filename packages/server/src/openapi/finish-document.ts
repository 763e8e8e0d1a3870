// The last pass over the OpenAPI document before it is served: operation ids derived from the paths, and no
// schema component that nothing uses (the zod registry yields an input and an output variant of every named
// schema; most are needed on one side only).

type Operation = { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
export type OpenApiDocument = {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
} & Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ITEM_ACTIONS: Record<string, string> = { get: 'read', put: 'update', patch: 'partial_update', delete: 'delete' };
const COLLECTION_ACTIONS: Record<string, string> = { get: 'list', post: 'create' };

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
const segmentsOf = (path: string) => path.split('/').filter((s) => s && s !== 'api');

/** A DRF page: `{count, next, previous, results}`. */
function answersPage(operation: Operation | undefined): boolean {
  const schema = operation?.responses?.['200']?.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
  return !!schema?.properties && ['count', 'next', 'previous', 'results'].every((k) => k in (schema.properties ?? {}));
}

/**
 * drf-yasg's operation ids, so they need no upkeep and stay the same while the path does: the fixed segments of
 * the path after `/api/`, `-` read as `_`, joined by `_`, then
 * - on an item path (one that ends in a parameter): `read`, `update` (PUT), `partial_update` (PATCH), `delete`;
 * - on a collection (a path with an item path below it, or whose GET answers a page): `list` (GET), `create` (POST);
 * - on any other path, which names an action (`reports_export`, `reports_totals`, `routes_sea`), nothing more.
 * A route that sets `operationId` keeps it (a path like `/pdf/flyer-{language}.pdf` must). Throws when two
 * operations would share an id.
 */
export function addOperationIds(document: OpenApiDocument): void {
  const paths = document.paths ?? {};
  const pathList = Object.keys(paths);
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    const segments = segmentsOf(path);
    const base = segments.filter((s) => !isParameter(s)).map((s) => s.replaceAll('-', '_')).join('_');
    const onItem = isParameter(segments.at(-1) ?? '');
    const isCollection =
      !onItem && (pathList.some((p) => p.startsWith(path) && /^\{[^}/]+\}\/?$/.test(p.slice(path.length))) || answersPage(item.get as Operation));
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const action = onItem ? ITEM_ACTIONS[method] : isCollection ? COLLECTION_ACTIONS[method] : '';
      if (action === undefined) throw new Error(`No operation id for ${method.toUpperCase()} ${path}: set operationId on the route`);
      operation.operationId ??= action ? `${base}_${action}` : base;
      if (!/^[A-Za-z0-9_]+$/.test(operation.operationId)) {
        throw new Error(`Operation id ${operation.operationId} of ${method.toUpperCase()} ${path}: set operationId on the route`);
      }
      const other = seen.get(operation.operationId);
      if (other) throw new Error(`Operation id ${operation.operationId} of ${method.toUpperCase()} ${path} is also ${other}'s`);
      seen.set(operation.operationId, `${method.toUpperCase()} ${path}`);
    }
  }
}

const jsonError = (description: string, schema: unknown) => ({ description, content: { 'application/json': { schema } } });
const DETAIL = { $ref: '#/components/schemas/Detail' };

/**
 * Answers every route can give before its own code runs, so the document lists what a client can really get:
 * 400 for any query or JSON text the database cannot store (`http/unstorable-text.ts` checks every request) or a
 * body that is not JSON, and on every method whose body Fastify reads (all but GET and HEAD, whether the route
 * wants a body or not) 413 (past the body limit) and 415 (a media type it does not parse). A route that declares one of them keeps its own description.
 */
export function addFrameworkResponses(document: OpenApiDocument): void {
  const badInput = jsonError('Invalid input: messages per field, or `detail` for a body that is not JSON', {
    anyOf: [{ $ref: '#/components/schemas/FieldErrors' }, DETAIL],
  });
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const responses = (operation.responses ??= {});
      responses['400'] ??= badInput;
      if (method !== 'get' && method !== 'head') {
        responses['413'] ??= jsonError('The body is larger than the server accepts (HUELLA_BODY_LIMIT_BYTES)', DETAIL);
        responses['415'] ??= jsonError('A body in a media type this route does not read', DETAIL);
      }
    }
  }
}

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

function collectRefs(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? SCHEMA_REF.exec(value)?.[1] : undefined;
      if (name) into.add(decodeURIComponent(name.replaceAll('~1', '/').replaceAll('~0', '~')));
      else collectRefs(value, into);
    }
  }
}

/** Keeps the schema components the operations use, directly or through other components. */
export function dropUnusedSchemas(document: OpenApiDocument): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const { schemas: _, ...otherComponents } = document.components ?? {};
  const used = new Set<string>();
  collectRefs([document.paths, otherComponents], used);
  const pending = [...used];
  while (pending.length) {
    const found = new Set<string>();
    collectRefs(schemas[pending.pop() as string], found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
