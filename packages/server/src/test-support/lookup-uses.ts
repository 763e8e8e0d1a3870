import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { consumptions, reports, voyages } from '../db/schema.ts';

// Rows that name a lookup, written straight to the database: a lookup's test needs something that uses the
// lookup (its delete answers 409 then), not a calculation, which the consumption and voyage tests cover.

async function companyOf(db: Db, reportId: number): Promise<number> {
  const [row] = await db.select({ companyId: reports.companyId }).from(reports).where(eq(reports.id, reportId));
  if (!row) throw new Error(`no report ${reportId}`);
  return row.companyId;
}

export async function insertConsumptionUsing(
  db: Db,
  reportId: number,
  refs: { centerId?: number; supplierId?: number; accountId?: number },
): Promise<void> {
  await db
    .insert(consumptions)
    .values({ companyId: await companyOf(db, reportId), reportId, type: 'electricity', date: '2026-01-15', quantity: 100, ...refs });
}

export async function insertVoyageUsing(
  db: Db,
  reportId: number,
  refs: { carFamilyId: number; carId?: number; centerId?: number; accountId?: number },
): Promise<void> {
  await db.insert(voyages).values({ companyId: await companyOf(db, reportId), reportId, distance: 42, date: '2026-01-15', ...refs });
}
