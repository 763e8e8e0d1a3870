import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/connection.ts';
import { accounts, centers, consumptions, suppliers } from '../../../db/schema.ts';

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

export async function updateConsumption(db: Executor, companyId: number, id: number, values: Partial<ConsumptionColumns>): Promise<void> {
  await db
    .update(consumptions)
    .set(values)
    .where(and(eq(consumptions.companyId, companyId), eq(consumptions.id, id)));
}

export async function deleteConsumption(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(consumptions).where(and(eq(consumptions.companyId, companyId), eq(consumptions.id, id)));
}

export interface StoredRowFigures {
  id: number;
  co2Total: number;
  result: Record<string, unknown>;
}

/**
 * The figures a calculation stores on the consumptions of the report being recalculated, in one statement: an HSEQ
 * import brings thousands of rows, and a statement per row would make every later change slow.
 */
export async function storeConsumptionFigures(db: Executor, figures: readonly StoredRowFigures[]): Promise<void> {
  if (!figures.length) return;
  const rows = JSON.stringify(figures.map((f) => ({ id: f.id, co2_total: f.co2Total, result: f.result })));
  await db.execute(sql`update ${consumptions} set co2_total = f.co2_total, result = f.result
    from jsonb_to_recordset(${rows}::jsonb) as f(id integer, co2_total double precision, result jsonb)
    where ${consumptions.id} = f.id`);
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
