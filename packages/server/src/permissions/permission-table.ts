// Who may call what (issue #17 part 1): every operation of the OpenAPI document, for every kind of caller, on
// the caller's own company's data and on another company's. Written once, here: the matrix test
// (permission-matrix.test.ts) calls every cell against a seeded server, and docs/permissions.md is rendered from it
// (`node --import tsx packages/server/src/permissions/write-permissions-doc.ts`). An operation the server publishes
// without a row here fails the test. The rules themselves come from docs/spec/part-1.md §6, docs/spec/part-2.md §6
// and the decisions each row cites.

/** The callers of the matrix, each a seeded login (db/seed.ts) but `anonymous`. */
export const ROLES = ['anonymous', 'other', 'admin', 'super', 'platform', 'scope3'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  anonymous: 'nobody signed in',
  other: 'a user of role `other` (demo.user)',
  admin: 'a user of role `admin` (demo.admin)',
  super: 'a super user (demo.super)',
  platform: 'a super user of the platform company (platform.super)',
  scope3: 'the super user of a company that reports scope 3 only (scope3.super)',
};

/** Whose data a path's ids name, so what another company's ids answer. */
export type Tenancy =
  /** No id of a company's data in the path (a list, a creation, a public page): no "another company" cell. */
  | 'none'
  /** A row of one company: another company's id answers 404, whoever asks (DESIGN.md "Tenancy and roles"). */
  | 'company'
  /** A row of one user (their saved filters): anyone else's id answers 404. */
  | 'user'
  /** A row every company reads alike (reference data, reviews, a company's HSEQ link for the platform): no "another company" cell. */
  | 'shared';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PermissionRow {
  method: Method;
  /** The path as the OpenAPI document names it. */
  path: string;
  /** Which object the path's `{id}` names, when the same operation applies to several (a transport or a consumption report). */
  subject?: string;
  /** Who succeeds. */
  allow: readonly Role[];
  /** What a caller in `allow` gets on their own company's data. */
  ok: number;
  /** What a signed-in caller outside `allow` gets (403 unless said). */
  refused?: number;
  tenancy: Tenancy;
  /**
   * Callers refused before any row is looked for, so 403 whatever the id: a scope-3-only company's consumptions, a
   * role that may never do it. Everyone else learns of another company's id only a 404.
   */
  refusedBeforeLookup?: readonly Role[];
  /** Callers the cell does not apply to, and why (their company cannot hold the object). */
  notApplicable?: { roles: readonly Role[]; why: string };
  /** Why, for the reader of docs/permissions.md: the rule's source. */
  why: string;
}

const SIGNED_IN = ['other', 'admin', 'super', 'platform', 'scope3'] as const satisfies readonly Role[];
const ANYONE = ['anonymous', ...SIGNED_IN] as const satisfies readonly Role[];
/** Super and admin users of any company (`isManager`). */
const MANAGERS = ['admin', 'super', 'platform', 'scope3'] as const satisfies readonly Role[];
const SUPERS = ['super', 'platform', 'scope3'] as const satisfies readonly Role[];
const PLATFORM_SUPER = ['platform'] as const satisfies readonly Role[];
/** Every role of a company that reports more than scope 3 (decision 0009). */
const WITH_CONSUMPTIONS = ['other', 'admin', 'super', 'platform'] as const satisfies readonly Role[];
const CONSUMPTION_MANAGERS = ['admin', 'super', 'platform'] as const satisfies readonly Role[];
const CONSUMPTION_SUPERS = ['super', 'platform'] as const satisfies readonly Role[];

const NO_CONSUMPTIONS = { roles: ['scope3'], why: 'a scope-3-only company has no consumption reports' } as const;

type Shape = Omit<PermissionRow, 'method' | 'path'>;
const row = (method: Method, path: string, shape: Shape): PermissionRow => ({ method, path, ...shape });

/** List, create, read, replace, change and delete of one resource, the usual six. */
function crud(path: string, rules: { read: Shape; create: Shape; update: Shape; remove: Shape }): PermissionRow[] {
  const one = `${path}{id}/`;
  return [
    row('GET', path, { ...rules.read, tenancy: 'none' }),
    row('POST', path, { ...rules.create, tenancy: 'none' }),
    row('GET', one, rules.read),
    row('PUT', one, rules.update),
    row('PATCH', one, rules.update),
    row('DELETE', one, rules.remove),
  ];
}

const AUTH: PermissionRow[] = [
  row('POST', '/api/get-token/', { allow: ANYONE, ok: 200, tenancy: 'none', why: 'Signing in: anyone with a username and its password (decision 0002).' }),
  row('GET', '/api/rest-auth/user/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Who is signed in.' }),
  row('POST', '/api/rest-auth/password/change/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Everyone changes their own password, giving the current one (decision 0002 "Passwords").' }),
  row('POST', '/api/rest-auth/logout/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Revokes the token of the request (decision 0002).' }),
];

const PUBLIC_SITE: PermissionRow[] = [
  row('POST', '/api/info-requests/', { allow: ANYONE, ok: 201, tenancy: 'none', why: 'The public site’s form (docs/public-site.md); limited per address.' }),
  row('GET', '/api/info-requests/', { allow: PLATFORM_SUPER, ok: 200, tenancy: 'none', why: 'Messages of the public site are read by the platform’s super users only.' }),
  row('POST', '/api/send-mail/', { allow: ANYONE, ok: 201, tenancy: 'none', why: 'The public site’s contact form; limited per address.' }),
  row('GET', '/api/contact-messages/', { allow: PLATFORM_SUPER, ok: 200, tenancy: 'none', why: 'Messages of the public site are read by the platform’s super users only.' }),
  row('GET', '/pdf/flyer-{language}.pdf', { allow: ANYONE, ok: 200, tenancy: 'none', why: 'A public document.' }),
  row('GET', '/pdf/user-guide-{language}.pdf', { allow: ANYONE, ok: 200, tenancy: 'none', why: 'A public document.' }),
];

const USERS: PermissionRow[] = [
  row('GET', '/api/users/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every user sees the company’s users (the author filter lists them).' }),
  row('POST', '/api/users/', { allow: MANAGERS, ok: 201, tenancy: 'none', why: 'docs/spec/part-1.md §6: admin and super users create users (decision 0003).' }),
  row('GET', '/api/users/{id}/', { allow: SIGNED_IN, ok: 200, tenancy: 'company', why: 'Every user reads the company’s users.' }),
  ...(['PUT', 'PATCH'] as const).map((m) =>
    row(m, '/api/users/{id}/', {
      subject: 'a user of role other',
      allow: MANAGERS,
      ok: 200,
      tenancy: 'company',
      why: 'A super edits anyone of the company, an admin anyone but a super, everyone themselves (decision 0003).',
    }),
  ),
  row('DELETE', '/api/users/{id}/', { subject: 'a user of role other', allow: SUPERS, ok: 204, tenancy: 'company', why: 'A super deletes users; anyone deletes themselves (decision 0003).' }),
  row('GET', '/api/audit-events/', {
    allow: SUPERS,
    ok: 200,
    tenancy: 'none',
    why: 'The company’s audit log is its super users’; review events are the platform’s (decision 0014). No route changes it.',
  }),
];

/** Materials: every role reads, managers create and delete, super users edit (docs/spec/part-1.md §6, decision 0003). */
const MATERIAL_RULES = (why: string) => ({
  read: { allow: SIGNED_IN, ok: 200, tenancy: 'company', why },
  create: { allow: MANAGERS, ok: 201, tenancy: 'company', why },
  update: { allow: SUPERS, ok: 200, tenancy: 'company', why },
  remove: { allow: MANAGERS, ok: 204, tenancy: 'company', why },
} as const satisfies Parameters<typeof crud>[1]);

/** The consumption lookups: as materials, for companies with consumptions only (decision 0009). */
const SCOPE3_REFUSED = { refusedBeforeLookup: ['scope3'] } as const;
const LOOKUP_RULES = {
  read: { allow: WITH_CONSUMPTIONS, ok: 200, tenancy: 'company', ...SCOPE3_REFUSED, why: 'Every role of a company with consumptions reads them (decision 0009).' },
  create: { allow: CONSUMPTION_MANAGERS, ok: 201, tenancy: 'company', ...SCOPE3_REFUSED, why: 'Admin and super users create them; a scope-3-only company has none (decision 0009).' },
  update: { allow: CONSUMPTION_SUPERS, ok: 200, tenancy: 'company', ...SCOPE3_REFUSED, why: 'Super users edit them, as materials (decision 0009).' },
  remove: { allow: CONSUMPTION_MANAGERS, ok: 204, tenancy: 'company', ...SCOPE3_REFUSED, why: 'Admin and super users delete them (decision 0009).' },
} as const satisfies Parameters<typeof crud>[1];

const COMPANY_DATA: PermissionRow[] = [
  ...crud('/api/commodities/', MATERIAL_RULES('Materials: every role reads, admin and super create and delete, super edits (docs/spec/part-1.md §6).')),
  ...crud('/api/centers/', LOOKUP_RULES),
  ...crud('/api/suppliers/', LOOKUP_RULES),
  ...crud('/api/car-families/', LOOKUP_RULES),
  ...crud('/api/cars/', LOOKUP_RULES),
  ...crud('/api/accounts/', LOOKUP_RULES),
  ...crud('/api/filter-templates/', {
    read: { allow: SIGNED_IN, ok: 200, tenancy: 'user', why: 'Each user keeps their own saved filters (docs/spec/part-2.md §2.8).' },
    create: { allow: SIGNED_IN, ok: 201, tenancy: 'user', why: 'Each user keeps their own saved filters.' },
    update: { allow: SIGNED_IN, ok: 200, tenancy: 'user', why: 'Each user keeps their own saved filters.' },
    remove: { allow: SIGNED_IN, ok: 204, tenancy: 'user', why: 'Each user keeps their own saved filters.' },
  }),
  row('GET', '/api/companies/{id}/hseq/', { allow: PLATFORM_SUPER, ok: 200, tenancy: 'shared', why: 'The platform’s super users connect companies to HSEQ (docs/hseq.md).' }),
  row('PUT', '/api/companies/{id}/hseq/', { allow: PLATFORM_SUPER, ok: 200, tenancy: 'shared', why: 'The platform’s super users connect companies to HSEQ (docs/hseq.md).' }),
];

const REFERENCE_DATA: PermissionRow[] = [
  row('GET', '/api/places/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'The gazetteer behind every place field (docs/places.md).' }),
  row('GET', '/api/places/{place_id}/', { allow: SIGNED_IN, ok: 200, tenancy: 'shared', why: 'The gazetteer behind every place field.' }),
  ...['road-vehicles', 'rail-vehicles', 'ship-types', 'aircraft-families', 'aircraft-models', 'ports', 'airports', 'countries'].flatMap((name) => [
    row('GET', `/api/${name}/`, { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Reference data every company reads (decision 0005).' }),
    row('GET', `/api/${name}/{id}/`, { allow: SIGNED_IN, ok: 200, tenancy: 'shared', why: 'Reference data every company reads (decision 0005).' }),
  ]),
  row('GET', '/api/routes/sea/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'The sea route between two ports (docs/sea-routing.md).' }),
];

const REVIEW_WRITE = 'Factor sets are the platform’s: its super users change them, everyone reads them (decision 0011).';
const REVIEW_READ = { allow: SIGNED_IN, ok: 200, tenancy: 'shared', why: 'Every company reads the factor sets (decision 0011).' } as const;
const reviewWrite = (ok: number) => ({ allow: PLATFORM_SUPER, ok, tenancy: 'shared', why: REVIEW_WRITE }) as const;
const REVIEW_ENTRY_KINDS = ['aircraft-model-reviews', 'ship-load-type-reviews', 'road-vehicle-reviews', 'rail-vehicle-reviews', 'car-family-reviews', 'supplier-type-reviews'];
const REVIEWS: PermissionRow[] = [
  ...crud('/api/reviews/', {
    read: { allow: SIGNED_IN, ok: 200, tenancy: 'shared', why: 'Every company reads the factor sets (decision 0011).' },
    create: { allow: PLATFORM_SUPER, ok: 201, tenancy: 'shared', why: REVIEW_WRITE },
    update: { allow: PLATFORM_SUPER, ok: 200, tenancy: 'shared', why: REVIEW_WRITE },
    remove: { allow: PLATFORM_SUPER, ok: 204, tenancy: 'shared', why: REVIEW_WRITE },
  }),
  row('POST', '/api/reviews/{id}/clone/', { allow: PLATFORM_SUPER, ok: 201, tenancy: 'shared', why: REVIEW_WRITE }),
  row('GET', '/api/reviews/{id}/export/', { allow: SIGNED_IN, ok: 200, tenancy: 'shared', why: 'Every company reads the factor sets, so may download one (decision 0011).' }),
  row('POST', '/api/reviews/import/', { allow: PLATFORM_SUPER, ok: 201, tenancy: 'none', why: REVIEW_WRITE }),
  ...REVIEW_ENTRY_KINDS.flatMap((kind) => {
    const list = `/api/reviews/{id}/${kind}/`;
    const one = `${list}{childId}/`;
    return [row('GET', list, REVIEW_READ), row('POST', list, reviewWrite(201)), row('GET', one, REVIEW_READ), row('PUT', one, reviewWrite(200)), row('PATCH', one, reviewWrite(200)), row('DELETE', one, reviewWrite(204))];
  }),
];

const IMPORTS: PermissionRow[] = [
  row('GET', '/api/imports/templates/{name}', { allow: ANYONE, ok: 200, tenancy: 'none', why: 'A blank template of the import form: it holds no company’s data (docs/import.md).' }),
  row('POST', '/api/imports/preview/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every role imports reports, so previews a file (docs/import.md).' }),
  row('GET', '/api/imports/mappings/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every role reads the company’s saved header mappings (docs/import.md).' }),
  row('DELETE', '/api/imports/mappings/{id}/', { allow: SUPERS, ok: 204, tenancy: 'company', refusedBeforeLookup: ['other', 'admin'], why: 'A super user’s import saves them, so a super user forgets them (docs/import.md).' }),
];

const TRANSPORT = 'a transport report';
const CONSUMPTION = 'a consumption report';
/** docs/spec/part-1.md §6: the author or a super edits and deletes. Our rows are written by the company's super user. */
const TRANSPORT_EDITORS = SUPERS;
const EDIT_WHY = 'The author or a super user, while it is not consolidated (docs/spec/part-1.md §6, decision 0006); the matrix’s report is written by the company’s super user.';
const CONSUMPTION_EDIT_WHY = 'The author, an admin or a super user (decision 0009 "Who edits"); the matrix’s report is written by the company’s super user.';

function reportRows(subject: string, rules: { edit: readonly Role[]; remove: readonly Role[]; unconsolidate: Omit<Shape, 'tenancy'>; read: readonly Role[] }, editWhy: string): PermissionRow[] {
  const notApplicable = subject === CONSUMPTION ? NO_CONSUMPTIONS : undefined;
  const shape = (allow: readonly Role[], ok: number, why: string): Shape => ({ subject, allow, ok, tenancy: 'company', why, ...(notApplicable ? { notApplicable } : {}) });
  const everyone = 'Every user of the company (docs/spec/part-1.md §6).';
  return [
    row('GET', '/api/reports/{id}/', shape(rules.read, 200, everyone)),
    row('PUT', '/api/reports/{id}/', shape(rules.edit, 200, editWhy)),
    row('PATCH', '/api/reports/{id}/', shape(rules.edit, 200, editWhy)),
    row('DELETE', '/api/reports/{id}/', shape(rules.remove, 204, 'The author or a super user (docs/spec/part-1.md §6, docs/spec/part-2.md §6).')),
    row('GET', '/api/reports/{id}/totals/', shape(rules.read, 200, everyone)),
    row('POST', '/api/reports/{id}/pdf/', shape(rules.read, 200, everyone)),
    row('POST', '/api/reports/{id}/calculate_emissions/', shape(rules.read, 200, everyone)),
    row('POST', '/api/reports/{id}/consolidate/', shape(rules.read, 200, 'docs/spec/part-2.md §6: every role consolidates (decision 0006 "Consolidation").')),
    row('POST', '/api/reports/{id}/desconsolidate/', { ...rules.unconsolidate, subject, tenancy: 'company', ...(notApplicable ? { notApplicable } : {}) }),
    row('POST', '/api/reports/{id}/restate/', shape(rules.read, 200, 'Whoever reads a report may restate it; nothing stored changes (docs/methodology.md §2).')),
    row('POST', '/api/reports/{id}/restate/csv/', shape(rules.read, 200, 'Whoever reads a report may restate it.')),
    row('POST', '/api/reports/{id}/clone/', shape(rules.read, 201, 'Every user of the company copies a report into a new one of their own.')),
  ];
}

function childRows(segment: string, read: readonly Role[], edit: readonly Role[], why: string, notApplicable?: PermissionRow['notApplicable']): PermissionRow[] {
  const list = `/api/reports/{id}/${segment}/`;
  const one = `${list}{childId}/`;
  const na = notApplicable ? { notApplicable } : {};
  const reading = { allow: read, tenancy: 'company', why: 'Every user of the company reads a report’s parts.', ...na } as const;
  const writing = { allow: edit, tenancy: 'company', why, ...na } as const;
  return [
    row('GET', list, { ...reading, ok: 200 }),
    row('POST', list, { ...writing, ok: 201 }),
    row('GET', one, { ...reading, ok: 200 }),
    row('PUT', one, { ...writing, ok: 200 }),
    row('PATCH', one, { ...writing, ok: 200 }),
    row('DELETE', one, { ...writing, ok: 204 }),
  ];
}

const STAGE_SEGMENTS = ['nautical-stages', 'air-stages', 'road-overland-stages', 'rail-overland-stages'];

const REPORTS: PermissionRow[] = [
  row('GET', '/api/reports/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every user lists the company’s reports (docs/spec/part-1.md §6).' }),
  row('POST', '/api/reports/', { allow: SIGNED_IN, ok: 201, tenancy: 'none', why: 'Every user writes reports (docs/spec/part-1.md §6).' }),
  row('POST', '/api/reports/export/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every user exports the company’s reports (docs/exports.md).' }),
  row('GET', '/api/reports/emissions_dynamic_group_by/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every role reads its company’s statistics (decision 0012).' }),
  row('GET', '/api/reports/emissions_by_project/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every role reads its company’s statistics (decision 0012).' }),
  row('GET', '/api/reports/export_metric/', { allow: SIGNED_IN, ok: 200, tenancy: 'none', why: 'Every role reads its company’s statistics (decision 0012).' }),
  ...reportRows(TRANSPORT, { read: SIGNED_IN, edit: TRANSPORT_EDITORS, remove: TRANSPORT_EDITORS, unconsolidate: { allow: MANAGERS, ok: 200, why: 'docs/spec/part-2.md §6: admin and super users unconsolidate.' } }, EDIT_WHY),
  ...reportRows(
    CONSUMPTION,
    {
      read: WITH_CONSUMPTIONS,
      edit: CONSUMPTION_MANAGERS,
      remove: CONSUMPTION_SUPERS,
      unconsolidate: { allow: [], ok: 200, refused: 409, why: 'A consumption report’s consolidation is final (docs/spec/part-2.md §4, decision 0009).' },
    },
    CONSUMPTION_EDIT_WHY,
  ),
  ...childRows('cargos', SIGNED_IN, TRANSPORT_EDITORS, EDIT_WHY),
  ...STAGE_SEGMENTS.flatMap((segment) => [
    ...childRows(segment, SIGNED_IN, TRANSPORT_EDITORS, EDIT_WHY),
    row('GET', `/api/reports/{id}/${segment}/cargos/`, { allow: SIGNED_IN, ok: 200, tenancy: 'company', why: 'The stage form’s cargo selector (docs/spec/part-2.md §7).' }),
    row('POST', `/api/reports/{id}/${segment}/get_distance/`, { allow: SIGNED_IN, ok: 200, tenancy: 'company', why: 'The stage form’s distance preview (decision 0006 "Distances"): whoever reads the report.' }),
  ]),
  ...childRows('storages', SIGNED_IN, TRANSPORT_EDITORS, EDIT_WHY),
  ...childRows('consumptions', WITH_CONSUMPTIONS, CONSUMPTION_MANAGERS, CONSUMPTION_EDIT_WHY, NO_CONSUMPTIONS),
  ...childRows('voyages', WITH_CONSUMPTIONS, CONSUMPTION_MANAGERS, CONSUMPTION_EDIT_WHY, NO_CONSUMPTIONS),
  row('POST', '/api/reports/{id}/import_hseq_intakes/', {
    allow: CONSUMPTION_MANAGERS,
    ok: 200,
    tenancy: 'company',
    notApplicable: NO_CONSUMPTIONS,
    why: 'Who edits a consumption report imports into it, from the company’s HSEQ service (docs/hseq.md).',
  }),
];

/** The table in the sections docs/permissions.md shows. */
export const PERMISSION_SECTIONS: readonly { title: string; rows: readonly PermissionRow[] }[] = [
  { title: 'Signing in', rows: AUTH },
  { title: 'Public site', rows: PUBLIC_SITE },
  { title: 'Users and the audit log', rows: USERS },
  { title: 'Company data', rows: COMPANY_DATA },
  { title: 'Reference data', rows: REFERENCE_DATA },
  { title: 'Reviews (emission-factor sets)', rows: REVIEWS },
  { title: 'Imports', rows: IMPORTS },
  { title: 'Reports', rows: REPORTS },
];

export const PERMISSIONS: readonly PermissionRow[] = PERMISSION_SECTIONS.flatMap((s) => s.rows);

/** A row's name in messages and in the document: `GET /api/reports/{id}/ (a transport report)`. */
export const operationOf = (r: Pick<PermissionRow, 'method' | 'path' | 'subject'>) => `${r.method} ${r.path}${r.subject ? ` (${r.subject})` : ''}`;
