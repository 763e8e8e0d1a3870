import { countRowsNaming, deleteCompanyRow, findCompanyRow, insertCompanyRow, listCompanyRows, sameText, takenInCompany, updateCompanyRowReturning, type ListRows } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { accounts, consumptions, voyages } from '../../db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountValues = Pick<AccountRow, 'name' | 'code'>;

export function findAccount(db: Executor, companyId: number, id: number): Promise<AccountRow | undefined> {
  return findCompanyRow(db, accounts, companyId, id);
}

export const listAccounts: ListRows<AccountRow> = (db, companyId, filter, order, limit, offset) =>
  listCompanyRows(db, accounts, companyId, { filter, order, limit, offset });

export function codeTaken(db: Executor, companyId: number, code: string, exceptId?: number): Promise<boolean> {
  return takenInCompany(db, accounts, companyId, sameText(accounts.code, code), exceptId);
}

export function insertAccount(db: Executor, companyId: number, values: AccountValues): Promise<AccountRow> {
  return insertCompanyRow(db, accounts, companyId, values);
}

export function updateAccount(db: Executor, companyId: number, id: number, values: AccountValues): Promise<AccountRow> {
  return updateCompanyRowReturning(db, accounts, companyId, id, values);
}

/** What is still booked to the account: the foreign keys refuse its deletion while there is any. */
export async function countUses(db: Executor, id: number): Promise<{ consumptions: number; voyages: number }> {
  return { consumptions: await countRowsNaming(db, consumptions.accountId, id), voyages: await countRowsNaming(db, voyages.accountId, id) };
}

export function deleteAccount(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, accounts, companyId, id);
}
