import type { CurrentUser, PasswordChange, TokenRequest } from '@huella/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { validationFailed } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { recordEvent } from '../audit-events/record-event.ts';
import { normaliseUsername } from '../users/normalise-username.ts';
import { findUser, findUserByUsername, updateUser, type UserRow } from '../users/repository.ts';
import { bookPasswordCheck, clearLoginFailures, type ThrottleSettings } from './login-throttle.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password-hash.ts';
import { passwordProblems } from './password-rules.ts';
import { issueToken, revokeToken, revokeUserTokens } from './token-repository.ts';

/** Where a password check comes from and the login limit it counts against. */
export interface PasswordAttempt {
  ip: string;
  throttle: ThrottleSettings;
  now: Date;
}

export function passwordAttempt(ip: string, config: Pick<Config, 'loginMaxFailures' | 'loginWindowMs'>): PasswordAttempt {
  return { ip, throttle: { maxFailures: config.loginMaxFailures, windowMs: config.loginWindowMs }, now: new Date() };
}

export async function login(db: Db, input: TokenRequest, attempt: PasswordAttempt) {
  const username = normaliseUsername(input.username);
  await bookPasswordCheck(db, username, attempt.ip, attempt.throttle, attempt.now);
  const user = await findUserByUsername(db, username);
  // Same work for unknown usernames, so response time does not tell which usernames exist.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !valid) throw validationFailed({ non_field_errors: [msg('login_failed')] });
  await clearLoginFailures(db, username, attempt.ip, attempt.throttle, attempt.now);
  return { token: await issueToken(db, user.id, user.companyId) };
}

/**
 * Checks the signed-in user's current password where they change their own: a wrong one counts as a failed
 * login of that user from that address (same limit, 429 past it), a right one clears their failures.
 */
export async function verifyOwnPassword(db: Db, user: UserRow, password: string | undefined, attempt: PasswordAttempt) {
  if (!password) throw validationFailed({ old_password: [msg('old_password_required')] });
  await bookPasswordCheck(db, user.username, attempt.ip, attempt.throttle, attempt.now);
  if (!(await verifyPassword(password, user.passwordHash))) throw validationFailed({ old_password: [msg('wrong_old_password')] });
  await clearLoginFailures(db, user.username, attempt.ip, attempt.throttle, attempt.now);
}

export async function currentUser(db: Db, ctx: TenantContext): Promise<CurrentUser> {
  const user = await findUser(db, ctx.companyId, ctx.userId);
  if (!user) throw new Error('authenticated user vanished');
  const c = ctx.company;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    company: {
      id: c.id,
      name: c.name,
      only_scope3: c.onlyScope3,
      has_hseq_connection: c.hasHseqConnection,
      allowed_tags: c.allowedTags,
      platform: c.platform,
    },
  };
}

/** The session that changes the password stays; every other token of the user is revoked. */
export async function changePassword(db: Db, ctx: TenantContext, input: PasswordChange, attempt: PasswordAttempt): Promise<void> {
  const user = await findUser(db, ctx.companyId, ctx.userId);
  if (!user) throw new Error('authenticated user vanished');
  await verifyOwnPassword(db, user, input.old_password, attempt);
  if (input.new_password1 !== input.new_password2) throw validationFailed({ new_password2: [msg('password_mismatch')] });
  const problems = passwordProblems(input.new_password1, user.username);
  if (problems.length) throw validationFailed({ new_password1: problems });
  const passwordHash = await hashPassword(input.new_password1);
  await db.transaction(async (tx) => {
    await updateUser(tx, ctx.companyId, ctx.userId, { passwordHash });
    await revokeUserTokens(tx, ctx.userId, ctx.tokenId);
    await recordEvent(tx, ctx, { action: 'user.password', target: { type: 'user', id: user.id, label: user.username }, details: { fields: ['password'] } });
  });
}

export async function logout(db: Db, ctx: TenantContext): Promise<void> {
  await revokeToken(db, ctx.tokenId);
}
