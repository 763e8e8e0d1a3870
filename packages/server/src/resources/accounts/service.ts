import { ACCOUNT_ORDERING, isManager, type Account, type AccountInput, type ListQuery } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { accounts } from '../../db/schema.ts';
import { requireConsumptions } from '../../http/consumption-access.ts';
import { conflict, fieldError, notFound, permissionDenied } from '../../http/errors.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';

const ordering = {
  code: sql`lower(${accounts.code})`,
  name: sql`lower(${accounts.name})`,
  id: accounts.id,
} satisfies Record<(typeof ACCOUNT_ORDERING)[number], unknown>;

const toBody = (row: repo.AccountRow): Account => ({ id: row.id, name: row.name, code: row.code });

async function checked(db: Executor, ctx: TenantContext, input: AccountInput, exceptId?: number): Promise<repo.AccountValues> {
  if (await repo.codeTaken(db, ctx.companyId, input.code, exceptId)) throw fieldError('code', 'account_code_taken');
  return { name: input.name, code: input.code };
}

export async function listAccounts(db: Db, ctx: TenantContext, query: ListQuery): Promise<Listed<Account>> {
  requireConsumptions(ctx);
  const filter = searchAny(query.search, [accounts.code, accounts.name]);
  const order = parseOrdering(query.ordering, ordering, 'code', accounts.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listAccounts(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map(toBody));
}

export async function getAccount(db: Db, ctx: TenantContext, id: number): Promise<Account> {
  requireConsumptions(ctx);
  const row = await repo.findAccount(db, ctx.companyId, id);
  if (!row) throw notFound();
  return toBody(row);
}

export async function createAccount(db: Db, ctx: TenantContext, input: AccountInput): Promise<Account> {
  requireConsumptions(ctx);
  if (!isManager(ctx.role)) throw permissionDenied();
  return toBody(await repo.insertAccount(db, ctx.companyId, await checked(db, ctx, input)));
}

/** PUT sends the whole form, PATCH some fields over the stored account. Edit is super only, as for materials. */
export async function updateAccount(db: Db, ctx: TenantContext, id: number, input: Partial<AccountInput>): Promise<Account> {
  requireConsumptions(ctx);
  const existing = await repo.findAccount(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super') throw permissionDenied();
  const merged: AccountInput = { name: input.name ?? existing.name, code: input.code ?? existing.code };
  return toBody(await repo.updateAccount(db, ctx.companyId, id, await checked(db, ctx, merged, id)));
}

export async function deleteAccount(db: Db, ctx: TenantContext, id: number): Promise<void> {
  requireConsumptions(ctx);
  const existing = await repo.findAccount(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (!isManager(ctx.role)) throw permissionDenied();
  const uses = await repo.countUses(db, id);
  if (uses.consumptions + uses.voyages) throw conflict('account_in_use', uses);
  await repo.deleteAccount(db, ctx.companyId, id);
}
