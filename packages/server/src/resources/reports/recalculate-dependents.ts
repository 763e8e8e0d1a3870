import { and, eq, isNull } from 'drizzle-orm';
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
  used: { supplier: number } | { carFamily: number },
): Promise<number> {
  const rows =
    'supplier' in used
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
  for (const { id } of rows.toSorted((a, b) => a.id - b.id)) {
    await recalculateReport(tx, await loadReport(tx, ctx, id, true), language);
  }
  return rows.length;
}
