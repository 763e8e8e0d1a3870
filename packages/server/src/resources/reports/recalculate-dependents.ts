import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { consumptions, reports, voyages } from '../../db/schema.ts';
import type { Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { loadReport } from './access.ts';
import { recalculateReport } from './recalculate.ts';

/**
 * A supplier's own factor or a car family's fuel or model feeds the figures of every consumption report that uses
 * it. Changing it recalculates the company's unconsolidated reports that do, in the caller's transaction, so no
 * stored figure is left computed from the old value; consolidated reports stay frozen (docs/methodology.md §2).
 * A report the change leaves uncalculable refuses the change with its 400.
 */
export async function recalculateReportsUsing(
  tx: Executor,
  ctx: TenantContext,
  language: Language,
  used: { supplier: number } | { carFamily: number } | { car: number },
): Promise<number> {
  const rows =
    'car' in used
      ? await tx
          .selectDistinct({ id: reports.id })
          .from(voyages)
          .innerJoin(reports, eq(reports.id, voyages.reportId))
          .where(and(eq(voyages.companyId, ctx.companyId), eq(voyages.carId, used.car), isNull(reports.consolidatedAt)))
      : 'supplier' in used
      ? await tx
          .selectDistinct({ id: reports.id })
          .from(consumptions)
          .innerJoin(reports, eq(reports.id, consumptions.reportId))
          .where(and(eq(consumptions.companyId, ctx.companyId), eq(consumptions.supplierId, used.supplier), isNull(reports.consolidatedAt)))
      : await tx
          .selectDistinct({ id: reports.id })
          .from(voyages)
          .innerJoin(reports, eq(reports.id, voyages.reportId))
          .where(and(eq(voyages.companyId, ctx.companyId), eq(voyages.carFamilyId, used.carFamily), isNull(reports.consolidatedAt)));
  const ids = rows.map((row) => row.id).toSorted((a, b) => a - b);
  // All of them locked before the first writes its statistics rows, which takes the company's roll-up lock until
  // commit: an edit holding one of them would then wait for that lock while this waited for its report, a deadlock
  // (docs/decisions/0012-statistics.md "Whole months").
  if (ids.length) await tx.select({ id: reports.id }).from(reports).where(inArray(reports.id, ids)).orderBy(reports.id).for('update');
  let recalculated = 0;
  for (const id of ids) {
    const found = await loadReport(tx, ctx, id, true);
    // Read before the lock: a consolidation that committed in between froze the report, and it stays frozen.
    if (found.report.consolidatedAt) continue;
    await recalculateReport(tx, found, language);
    recalculated += 1;
  }
  return recalculated;
}

/** Consumptions of any report that name the supplier. */
export async function countSupplierUses(tx: Executor, ctx: TenantContext, supplierId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(consumptions)
    .where(and(eq(consumptions.companyId, ctx.companyId), eq(consumptions.supplierId, supplierId)));
  return row?.n ?? 0;
}

/** Voyages of consolidated reports calculated with the car family: their fuel is frozen with their figures. */
export async function countFrozenFamilyUses(tx: Executor, ctx: TenantContext, carFamilyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(voyages)
    .innerJoin(reports, eq(reports.id, voyages.reportId))
    .where(and(eq(voyages.companyId, ctx.companyId), eq(voyages.carFamilyId, carFamilyId), isNotNull(reports.consolidatedAt)));
  return row?.n ?? 0;
}

/**
 * A car moved to another family takes its voyages in open reports along (the family was wrong, or the car was
 * re-registered), and those reports are recalculated; voyages of consolidated reports keep the family they were
 * calculated with.
 */
export async function moveOpenVoyagesOfCar(tx: Executor, ctx: TenantContext, language: Language, carId: number, carFamilyId: number): Promise<void> {
  const open = tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.companyId, ctx.companyId), isNull(reports.consolidatedAt)));
  await tx
    .update(voyages)
    .set({ carFamilyId })
    .where(and(eq(voyages.companyId, ctx.companyId), eq(voyages.carId, carId), inArray(voyages.reportId, open)));
  await recalculateReportsUsing(tx, ctx, language, { car: carId });
}
