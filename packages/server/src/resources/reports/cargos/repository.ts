import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../../db/connection.ts';
import { cargos } from '../../../db/schema.ts';

export type CargoValues = typeof cargos.$inferInsert;

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
