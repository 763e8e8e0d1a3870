import type { Company, CurrentUser, Role } from '@huella/contracts';

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isInteger: Check = (value) => Number.isInteger(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const ROLE_NAMES = { super: true, admin: true, other: true } satisfies Record<Role, true>;
const isRole: Check = (value) => typeof value === 'string' && Object.hasOwn(ROLE_NAMES, value);

function fields<T>(checks: Record<keyof T, Check>): Check {
  return (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries<Check>(checks).every(([key, check]) => check((value as Record<string, unknown>)[key]));
}

// `Record<keyof …>` makes a field added to the contract a compile error here until it is checked too.
const isCompany = fields<Company>({
  id: isInteger,
  name: isString,
  only_scope3: isBoolean,
  has_hseq_connection: isBoolean,
  allowed_tags: (value) => Array.isArray(value) && value.every(isString),
  platform: isBoolean,
});

const isUser = fields<CurrentUser>({ id: isInteger, username: isString, name: isString, email: isString, role: isRole, company: isCompany });

/**
 * Whether the user info kept in local storage still has the contract's shape (it may come from an older
 * version of the app, or have been edited). Written by hand rather than with the zod schema so that the
 * public pages, which read the session to route, do not download zod and every contract
 * (docs/public-site.md).
 */
export function isStoredUser(value: unknown): value is CurrentUser {
  return isUser(value);
}
