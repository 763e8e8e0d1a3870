import { and, count, eq, type SQL } from 'drizzle-orm';
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

export async function findUser(db: Executor, companyId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row;
}

export async function listUsers(
  db: Executor,
  companyId: number,
  filter: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; rows: UserRow[] }> {
  const where = and(eq(users.companyId, companyId), filter);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function insertUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  if (!created) throw new Error('insert returned nothing');
  return created;
}

export async function updateUser(db: Executor, companyId: number, id: number, changes: Partial<NewUserRow>): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .returning();
  if (!updated) throw new Error('update matched nothing');
  return updated;
}

export async function deleteUser(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(users).where(and(eq(users.companyId, companyId), eq(users.id, id)));
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
