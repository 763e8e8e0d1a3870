import { count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { contactMessages } from '../../db/schema-public-site.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export const rowsFromAddress = (ip: string) => ({ table: contactMessages, at: contactMessages.createdAt, where: eq(contactMessages.ip, ip) });

export async function insertContactMessage(db: Executor, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function listContactMessages(db: Executor, filter: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(contactMessages).where(filter);
  const rows = await db.select().from(contactMessages).where(filter).orderBy(...order).limit(limit).offset(offset);
  return { count: total?.n ?? 0, rows };
}
