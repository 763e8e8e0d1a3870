import { and, count, eq } from 'drizzle-orm';
import { deleteCompanyRow, findCompanyRow, listCompanyRows, updateCompanyRowReturning, type ListRows } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { normaliseUsername } from './normalise-username.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** By equality on the normalised form, the one usernames are stored in. */
export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseUsername(username)))
    .limit(1);
  return row;
}

export function findUser(db: Executor, companyId: number, id: number): Promise<UserRow | undefined> {
  return findCompanyRow(db, users, companyId, id);
}

export const listUsers: ListRows<UserRow> = (db, companyId, filter, order, limit, offset) =>
  listCompanyRows(db, users, companyId, { filter, order, limit, offset });

export async function insertUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  if (!created) throw new Error('insert returned nothing');
  return created;
}

export function updateUser(db: Executor, companyId: number, id: number, changes: Partial<NewUserRow>): Promise<UserRow> {
  return updateCompanyRowReturning(db, users, companyId, id, changes);
}

export function deleteUser(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, users, companyId, id);
}

export async function countSupers(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'super')));
  return row?.n ?? 0;
}

export async function usernameTaken(db: Executor, username: string, exceptId?: number): Promise<boolean> {
  const found = await findUserByUsername(db, username);
  return !!found && found.id !== exceptId;
}
