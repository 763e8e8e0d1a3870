import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { anyId } from '../../../db/any-id.ts';
import type { Executor } from '../../../db/connection.ts';
import { localisedName } from '../../../db/localised-name.ts';
import { cargos, commodities } from '../../../db/schema.ts';
import type { Language } from '../../../http/messages.ts';

export type CargoValues = typeof cargos.$inferInsert;
export type CargoRow = typeof cargos.$inferSelect & { commodityName: string | null };

/**
 * Which of `ids` are cargos of the report: what a stage's or storage's links are checked against. Only the
 * named ones are read; an import of thousands of rows once read every cargo of the report for each row, and
 * took time with the square of its rows (issue #20 item 9).
 */
export async function reportCargoIds(db: Executor, reportId: number, ids: readonly number[]): Promise<Set<number>> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id));
  if (!wanted.length) return new Set();
  const rows = await db
    .select({ id: cargos.id })
    .from(cargos)
    .where(and(eq(cargos.reportId, reportId), inArray(cargos.id, wanted)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The report's cargos (or those of `ids`) in reference order, material names in `language`. A stage's or storage's
 * body names its few cargos: reading every cargo of the report for them made reading one stage grow with the report.
 */
export async function loadCargos(db: Executor, reportId: number, language: Language = 'en', ids?: readonly number[]): Promise<CargoRow[]> {
  const rows = await db
    .select({ cargo: cargos, commodityName: localisedName(commodities, language) })
    .from(cargos)
    .leftJoin(commodities, eq(commodities.id, cargos.commodityId))
    .where(and(eq(cargos.reportId, reportId), ids ? anyId(cargos.id, ids) : undefined))
    .orderBy(asc(cargos.number));
  return rows.map((r) => ({ ...r.cargo, commodityName: r.commodityName }));
}

/** What the calculation reads of a cargo (recalculate.ts cargoMassT). */
export type CargoInputRow = Pick<CargoRow, 'id' | 'cargoType' | 'weight' | 'teu'>;

/** The report's cargos as the calculation reads them, in reference order as loadCargos reads them. */
export async function loadCargoInputs(db: Executor, reportId: number): Promise<CargoInputRow[]> {
  return db
    .select({ id: cargos.id, cargoType: cargos.cargoType, weight: cargos.weight, teu: cargos.teu })
    .from(cargos)
    .where(eq(cargos.reportId, reportId))
    .orderBy(asc(cargos.number));
}

/** The number the report's next cargo takes (its reference reads `C<number>`). */
export async function nextCargoNumber(db: Executor, reportId: number): Promise<number> {
  const [last] = await db.select({ n: max(cargos.number) }).from(cargos).where(eq(cargos.reportId, reportId));
  return (last?.n ?? 0) + 1;
}

export async function insertCargo(db: Executor, values: CargoValues): Promise<number> {
  const [row] = await db.insert(cargos).values(values).returning({ id: cargos.id });
  if (!row) throw new Error('cargo not inserted');
  return row.id;
}

export async function updateCargo(db: Executor, companyId: number, id: number, values: Partial<CargoValues>): Promise<void> {
  await db
    .update(cargos)
    .set(values)
    .where(and(eq(cargos.companyId, companyId), eq(cargos.id, id)));
}

export async function deleteCargo(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(cargos).where(and(eq(cargos.companyId, companyId), eq(cargos.id, id)));
}
