import { isManager, USER_ORDERING, type ListQuery, type Role, type User, type UserCreate, type UserPatch } from '@huella/contracts';
import { and, ilike } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound, permissionDenied, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { containsPattern, searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { passwordProblems } from '../auth/password-rules.ts';
import { verifyOwnPassword, type PasswordAttempt } from '../auth/service.ts';
import { revokeUserTokens } from '../auth/token-repository.ts';
import { recordEvent, type AuditTarget } from '../audit-events/record-event.ts';
import { normaliseUsername } from './normalise-username.ts';
import * as repo from './repository.ts';

/** The role of a new user created without one (docs/decisions/0003-roles.md). */
const DEFAULT_ROLE: Role = 'other';

const ORDERING = Object.fromEntries(USER_ORDERING.map((f) => [f, users[f]]));

export function toUserBody(row: repo.UserRow, ctx: TenantContext): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role,
    company: { id: ctx.companyId, only_scope3: ctx.company.onlyScope3 },
  };
}

export async function listUsers(
  db: Db,
  ctx: TenantContext,
  query: ListQuery & { username?: string | undefined },
): Promise<Listed<User>> {
  const filter = and(
    searchAny(query.search, [users.username, users.name, users.email]),
    query.username?.trim() ? ilike(users.username, containsPattern(query.username.trim())) : undefined,
  );
  const order = parseOrdering(query.ordering, ORDERING, 'username', users.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listUsers(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map((r) => toUserBody(r, ctx)));
}

export async function getUser(db: Db, ctx: TenantContext, id: number): Promise<User> {
  const row = await repo.findUser(db, ctx.companyId, id);
  if (!row) throw notFound();
  return toUserBody(row, ctx);
}

/**
 * Only super assigns roles; admin creates and edits users up to admin, never a super (no escalation).
 * `current` is the role the user keeps without one given: theirs on edit, `other` on creation, so an admin who
 * sends `role: "other"` for a new user is asking for what leaving it out gives (docs/spec/part-1.md §6: admin creates users).
 */
function assertRoleAssignable(ctx: TenantContext, role: Role | undefined, current: Role, errors: FieldMessages) {
  if (role === undefined || role === current) return;
  if (ctx.role !== 'super') errors.role = [msg('role_forbidden', { role })];
}

async function checkFields(
  db: Db,
  ctx: TenantContext,
  input: UserPatch,
  existing: repo.UserRow | undefined,
): Promise<FieldMessages> {
  const errors: FieldMessages = {};
  assertRoleAssignable(ctx, input.role, existing?.role ?? DEFAULT_ROLE, errors);
  if (input.username !== undefined && (await repo.usernameTaken(db, input.username, existing?.id))) {
    errors.username = [msg('username_taken')];
  }
  if (input.password !== undefined) {
    if (input.repeat_password !== undefined && input.repeat_password !== input.password) {
      errors.repeat_password = [msg('password_mismatch')];
    }
    const problems = passwordProblems(input.password, input.username ?? existing?.username);
    if (problems.length) errors.password = problems;
  }
  return errors;
}

export async function createUser(db: Db, ctx: TenantContext, input: UserCreate): Promise<User> {
  if (!isManager(ctx.role)) throw permissionDenied();
  const errors = await checkFields(db, ctx, input, undefined);
  if (Object.keys(errors).length) throw validationFailed(errors);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await repo.insertUser(tx, {
      companyId: ctx.companyId,
      username: normaliseUsername(input.username),
      name: input.name,
      email: input.email,
      role: input.role ?? DEFAULT_ROLE,
      passwordHash,
    });
    await recordEvent(tx, ctx, { action: 'user.create', target: userTarget(row), details: { role: row.role } });
    return toUserBody(row, ctx);
  });
}

const userTarget = (row: Pick<repo.UserRow, 'id' | 'username'>): AuditTarget => ({ type: 'user', id: row.id, label: row.username });

/**
 * What an edit changed, for the audit log (docs/decisions/0014-audit-log.md): the names of the fields whose value
 * differs, and the old and new username and role; a new password only as the word `password`, never its value.
 */
function userChanges(existing: repo.UserRow, changes: Partial<repo.NewUserRow>): { action: 'user.update' | 'user.password'; details: Record<string, unknown> } | null {
  const fields: string[] = [];
  const details: Record<string, unknown> = {};
  for (const field of ['username', 'name', 'email', 'role'] as const) {
    if (changes[field] === undefined || changes[field] === existing[field]) continue;
    fields.push(field);
    if (field === 'username' || field === 'role') details[field] = { from: existing[field], to: changes[field] };
  }
  if (changes.passwordHash !== undefined) fields.push('password');
  if (!fields.length) return null;
  return { action: changes.passwordHash !== undefined ? 'user.password' : 'user.update', details: { fields, ...details } };
}

/**
 * A user setting their own password gives the current one (`old_password`), so a stolen token alone cannot take
 * the account over; it is checked last, once every other field is valid, and a wrong one counts as a failed
 * login. A manager setting another user's password needs none (docs/spec/part-1.md §6: they edit users).
 */
export async function updateUser(db: Db, ctx: TenantContext, id: number, input: UserPatch, attempt: PasswordAttempt): Promise<User> {
  const existing = await repo.findUser(db, ctx.companyId, id);
  if (!existing) throw notFound();
  const self = existing.id === ctx.userId;
  const allowed = ctx.role === 'super' || self || (ctx.role === 'admin' && existing.role !== 'super');
  if (!allowed) throw permissionDenied();
  const errors = await checkFields(db, ctx, input, existing);
  if (self && input.password !== undefined && !input.old_password) errors.old_password = [msg('old_password_required')];
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (self && input.password !== undefined) await verifyOwnPassword(db, existing, input.old_password, attempt);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  const changes = Object.fromEntries(
    Object.entries({
      username: input.username === undefined ? undefined : normaliseUsername(input.username),
      name: input.name,
      email: input.email,
      role: input.role,
      passwordHash,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<repo.NewUserRow>;
  // A PATCH of nothing (`{}`, or only fields that are not stored) answers the user unchanged, as DRF does.
  if (Object.keys(changes).length === 0) return toUserBody(existing, ctx);
  return db.transaction(async (tx) => {
    if (existing.role === 'super' && input.role && input.role !== 'super' && (await repo.countSupers(tx, ctx.companyId)) <= 1) {
      throw conflict('last_super');
    }
    // Recorded before the change, so a user renaming themselves acts under the name they had.
    const changed = userChanges(existing, changes);
    if (changed) await recordEvent(tx, ctx, { action: changed.action, target: userTarget({ ...existing, ...changes }), details: changed.details });
    const row = await repo.updateUser(tx, ctx.companyId, id, changes);
    // A new password ends the user's other sessions (but not the one making this change).
    if (passwordHash) await revokeUserTokens(tx, id, self ? ctx.tokenId : undefined);
    return toUserBody(row, ctx);
  });
}

export async function deleteUser(db: Db, ctx: TenantContext, id: number): Promise<void> {
  const existing = await repo.findUser(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super' && existing.id !== ctx.userId) throw permissionDenied();
  await db.transaction(async (tx) => {
    if (existing.role === 'super' && (await repo.countSupers(tx, ctx.companyId)) <= 1) throw conflict('last_super');
    // Before the row goes: a user deleting themselves is still there to be named as the actor.
    await recordEvent(tx, ctx, { action: 'user.delete', target: userTarget(existing), details: { role: existing.role } });
    await repo.deleteUser(tx, ctx.companyId, id);
  });
}
