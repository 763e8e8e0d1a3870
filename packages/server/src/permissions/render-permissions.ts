import { expectedAnswer } from './expected-answer.ts';
import { operationOf, PERMISSION_SECTIONS, PERMISSIONS, ROLE_DESCRIPTIONS, ROLES, type PermissionRow, type Role } from './permission-table.ts';

// docs/permissions.md, rendered from the permission table: a reader's view of what the matrix test calls.

const TENANCY_WORDS: Record<PermissionRow['tenancy'], string> = {
  none: '—',
  company: 'another company’s id: 404',
  user: 'another user’s id: 404',
  shared: 'the same for every company',
};

/** A cell as the document shows it: `200`, `403`, or `–` where it does not apply. */
function cell(row: PermissionRow, role: Role): string {
  const own = expectedAnswer(row, role, 'own');
  return own === null ? '–' : String(own);
}

function otherCompany(row: PermissionRow): string {
  if (row.tenancy !== 'company' && row.tenancy !== 'user') return TENANCY_WORDS[row.tenancy];
  const upFront = row.refusedBeforeLookup?.length ? `; ${row.refusedBeforeLookup.join(', ')}: 403 whatever the id` : '';
  return `${TENANCY_WORDS[row.tenancy]}${upFront}`;
}

const escape = (text: string) => text.replaceAll('|', '\\|');

export function renderPermissions(): string {
  const lines = [
    '# Permissions',
    '',
    '<!-- Rendered from packages/server/src/permissions/permission-table.ts by',
    '     `node --import tsx packages/server/src/permissions/write-permissions-doc.ts`; a test fails when it differs. -->',
    '',
    'Who may call each operation of the API, as the permission matrix test',
    '(`packages/server/src/permissions/permission-matrix.test.ts`) checks it against a seeded server: every operation of',
    'the OpenAPI document, as each kind of caller, on its own company’s data and on another company’s. An operation the',
    'server publishes without a row in the table fails that test.',
    '',
    'Callers:',
    '',
    ...ROLES.map((role) => `- \`${role}\`: ${ROLE_DESCRIPTIONS[role]}`),
    '',
    'A cell gives the status the caller gets on its own company’s data: the success status when it is allowed, `401`',
    'when nobody is signed in, `403` when the role may not, `409` when nobody may (a consumption report stays',
    'consolidated), `–` when the caller’s company cannot hold the object. Refusals carry the DRF body `{"detail": …}`',
    'in the caller’s language. Another company’s ids answer `404` to every signed-in caller, allowed or not, so',
    'nobody learns whether they exist; the few refusals made before any row is read (a role that may never do it,',
    'a scope-3-only company’s consumptions) answer `403` whatever the id. A body is checked against its schema',
    'before the role is: a caller who may not create a review and sends a malformed one gets the `400`. The matrix',
    'sends bodies the server accepts, so its cells are about who is let through. The report rows are about a report the',
    'company’s super user wrote; an author of role `other` or `admin` may edit and delete their own',
    '(`reports/report-access.test.ts` and `reports/consumption-access.test.ts` check those cells, and consolidated',
    'reports).',
    '',
    `${PERMISSIONS.length} rows; ${countCells()} cells.`,
  ];
  for (const section of PERMISSION_SECTIONS) {
    lines.push('', `## ${section.title}`, '', `| operation | ${ROLES.join(' | ')} | another company | why |`, `| --- | ${ROLES.map(() => '---').join(' | ')} | --- | --- |`);
    for (const row of section.rows) {
      lines.push(`| \`${escape(operationOf(row))}\` | ${ROLES.map((role) => cell(row, role)).join(' | ')} | ${escape(otherCompany(row))} | ${escape(row.why)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The cells the matrix test calls: every role on its own company, and on another company where ids are a company's. */
export function countCells(): number {
  return PERMISSIONS.reduce((n, row) => n + ROLES.reduce((m, role) => m + (['own', 'other'] as const).filter((tenant) => expectedAnswer(row, role, tenant) !== null).length, 0), 0);
}
