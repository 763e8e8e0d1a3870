import { and, asc, eq } from 'drizzle-orm';
import { deleteCompanyRow, updateCompanyRow } from '../../../db/company-rows.ts';
import type { Executor } from '../../../db/connection.ts';
import { accounts, centers, consumptions, suppliers } from '../../../db/schema.ts';
import { storeRowFigures, type StoredRowFigures } from '../row-figures.ts';

export type ConsumptionColumns = typeof consumptions.$inferInsert;

/** A consumption with the names its body, its calculation and its totals row show. */
export type ConsumptionRow = typeof consumptions.$inferSelect & {
  center: { id: number; name: string } | null;
  supplier: { id: number; name: string; factorA1: number | null; factorB1: number | null; factorC1: number | null; factorSource: string } | null;
  account: { id: number; name: string; code: string } | null;
};

export async function insertConsumption(db: Executor, values: ConsumptionColumns): Promise<number> {
  const [row] = await db.insert(consumptions).values(values).returning({ id: consumptions.id });
  if (!row) throw new Error('consumption not inserted');
  return row.id;
}

export function updateConsumption(db: Executor, companyId: number, id: number, values: Partial<ConsumptionColumns>): Promise<void> {
  return updateCompanyRow(db, consumptions, companyId, id, values);
}

export function deleteConsumption(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, consumptions, companyId, id);
}

export function storeConsumptionFigures(db: Executor, figures: readonly StoredRowFigures[]): Promise<void> {
  return storeRowFigures(db, consumptions, figures);
}

/** The report's consumptions in id order (or the one asked for), with their center, supplier and account. */
export async function loadConsumptions(db: Executor, companyId: number, reportId: number, consumptionId?: number): Promise<ConsumptionRow[]> {
  const rows = await db
    .select({
      consumption: consumptions,
      centerName: centers.name,
      supplierName: suppliers.name,
      factorA1: suppliers.factorA1,
      factorB1: suppliers.factorB1,
      factorC1: suppliers.factorC1,
      factorSource: suppliers.factorSource,
      accountName: accounts.name,
      accountCode: accounts.code,
    })
    .from(consumptions)
    .leftJoin(centers, eq(centers.id, consumptions.centerId))
    .leftJoin(suppliers, eq(suppliers.id, consumptions.supplierId))
    .leftJoin(accounts, eq(accounts.id, consumptions.accountId))
    .where(
      and(
        eq(consumptions.companyId, companyId),
        eq(consumptions.reportId, reportId),
        consumptionId === undefined ? undefined : eq(consumptions.id, consumptionId),
      ),
    )
    .orderBy(asc(consumptions.id));
  return rows.map((r) => {
    const c = r.consumption;
    return {
      ...c,
      center: c.centerId === null ? null : { id: c.centerId, name: r.centerName ?? '' },
      supplier:
        c.supplierId === null
          ? null
          : { id: c.supplierId, name: r.supplierName ?? '', factorA1: r.factorA1, factorB1: r.factorB1, factorC1: r.factorC1, factorSource: r.factorSource ?? '' },
      account: c.accountId === null ? null : { id: c.accountId, name: r.accountName ?? '', code: r.accountCode ?? '' },
    };
  });
}
