import { and, asc, eq } from 'drizzle-orm';
import { anyId } from '../../../db/any-id.ts';
import type { Executor } from '../../../db/connection.ts';
import { storageCargos, storages } from '../../../db/schema.ts';
import { groupBy } from '../group-by.ts';

export type StorageColumns = typeof storages.$inferInsert;
export type StorageLinkValues = typeof storageCargos.$inferInsert;
export type StorageRow = typeof storages.$inferSelect;
export type StorageLinkRow = typeof storageCargos.$inferSelect;

export async function insertStorage(db: Executor, values: StorageColumns): Promise<number> {
  const [row] = await db.insert(storages).values(values).returning({ id: storages.id });
  if (!row) throw new Error('storage not inserted');
  return row.id;
}

export async function updateStorage(db: Executor, companyId: number, id: number, values: Partial<StorageColumns>): Promise<void> {
  await db
    .update(storages)
    .set(values)
    .where(and(eq(storages.companyId, companyId), eq(storages.id, id)));
}

export async function deleteStorage(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(storages).where(and(eq(storages.companyId, companyId), eq(storages.id, id)));
}

export async function insertStorageLinks(db: Executor, links: readonly StorageLinkValues[]): Promise<void> {
  if (links.length) await db.insert(storageCargos).values([...links]);
}

/** The storage's cargo links become `links`, tags included. */
export async function replaceStorageLinks(db: Executor, storageId: number, links: readonly StorageLinkValues[]): Promise<void> {
  await db.delete(storageCargos).where(eq(storageCargos.storageId, storageId));
  await insertStorageLinks(db, links);
}

export async function loadStorages(db: Executor, reportId: number, storageId?: number): Promise<StorageRow[]> {
  return db
    .select()
    .from(storages)
    .where(storageId === undefined ? eq(storages.reportId, reportId) : eq(storages.id, storageId))
    .orderBy(asc(storages.id));
}

/** The storages' cargo links. */
export async function loadStorageLinks(db: Executor, storageIds: number[]): Promise<Map<number, StorageLinkRow[]>> {
  if (!storageIds.length) return new Map();
  const rows = await db.select().from(storageCargos).where(anyId(storageCargos.storageId, storageIds)).orderBy(asc(storageCargos.cargoId));
  return groupBy(rows, (r) => r.storageId);
}

/** Which cargo a link joins to which storage: all the calculation reads of a link (stages/repository.ts loadStageCargoIds). */
export type StorageCargoId = Pick<StorageLinkRow, 'storageId' | 'cargoId'>;

export async function loadStorageCargoIds(db: Executor, storageIds: number[]): Promise<Map<number, StorageCargoId[]>> {
  if (!storageIds.length) return new Map();
  const rows = await db
    .select({ storageId: storageCargos.storageId, cargoId: storageCargos.cargoId })
    .from(storageCargos)
    .where(anyId(storageCargos.storageId, storageIds))
    .orderBy(asc(storageCargos.cargoId));
  return groupBy(rows, (r) => r.storageId);
}
