import { count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { infoRequests } from '../../db/schema-public-site.ts';

export type InfoRequestRow = typeof infoRequests.$inferSelect;
export type NewInfoRequest = typeof infoRequests.$inferInsert;

export const rowsFromAddress = (ip: string) => ({ table: infoRequests, at: infoRequests.createdAt, where: eq(infoRequests.ip, ip) });

export async function insertInfoRequest(db: Executor, values: NewInfoRequest): Promise<InfoRequestRow> {
  const [row] = await db.insert(infoRequests).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function listInfoRequests(db: Executor, filter: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(infoRequests).where(filter);
  const rows = await db.select().from(infoRequests).where(filter).orderBy(...order).limit(limit).offset(offset);
  return { count: total?.n ?? 0, rows };
}
