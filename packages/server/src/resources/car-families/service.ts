import { CAR_FAMILY_ORDERING, isManager, type CarFamily, type CarFamilyInput, type ListQuery } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { carFamilies } from '../../db/schema.ts';
import { requireConsumptions } from '../../http/consumption-access.ts';
import { conflict, fieldError, notFound, permissionDenied } from '../../http/errors.ts';
import type { Language } from '../../http/messages.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { countFrozenFamilyUses, recalculateReportsUsing } from '../reports/recalculate-dependents.ts';
import * as repo from './repository.ts';

const ordering = {
  brand: sql`lower(${carFamilies.brand})`,
  model: sql`lower(${carFamilies.model})`,
  fuel: carFamilies.fuel,
  id: carFamilies.id,
} satisfies Record<(typeof CAR_FAMILY_ORDERING)[number], unknown>;

export const carFamilyBody = (row: repo.CarFamilyRow): CarFamily => ({ id: row.id, brand: row.brand, model: row.model, fuel: row.fuel });

async function checked(db: Executor, ctx: TenantContext, input: CarFamilyInput, exceptId?: number): Promise<repo.CarFamilyValues> {
  // The model names the family within its brand: the complaint goes beside it.
  if (await repo.brandModelTaken(db, ctx.companyId, input.brand, input.model, exceptId)) throw fieldError('model', 'car_family_taken');
  return { brand: input.brand, model: input.model, fuel: input.fuel };
}

export async function listCarFamilies(db: Db, ctx: TenantContext, query: ListQuery): Promise<Listed<CarFamily>> {
  requireConsumptions(ctx);
  const filter = searchAny(query.search, [carFamilies.brand, carFamilies.model]);
  const order = parseOrdering(query.ordering, ordering, 'brand,model', carFamilies.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listCarFamilies(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map(carFamilyBody));
}

export async function getCarFamily(db: Db, ctx: TenantContext, id: number): Promise<CarFamily> {
  requireConsumptions(ctx);
  const row = await repo.findCarFamily(db, ctx.companyId, id);
  if (!row) throw notFound();
  return carFamilyBody(row);
}

export async function createCarFamily(db: Db, ctx: TenantContext, input: CarFamilyInput): Promise<CarFamily> {
  requireConsumptions(ctx);
  if (!isManager(ctx.role)) throw permissionDenied();
  return carFamilyBody(await repo.insertCarFamily(db, ctx.companyId, await checked(db, ctx, input)));
}

/** PUT sends the whole form, PATCH some fields over the stored family. Edit is super only, as for materials. */
export async function updateCarFamily(db: Db, ctx: TenantContext, language: Language, id: number, input: Partial<CarFamilyInput>): Promise<CarFamily> {
  requireConsumptions(ctx);
  const existing = await repo.findCarFamily(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super') throw permissionDenied();
  const merged: CarFamilyInput = { brand: input.brand ?? existing.brand, model: input.model ?? existing.model, fuel: input.fuel ?? existing.fuel };
  return db.transaction(async (tx) => {
    if (merged.fuel !== existing.fuel) {
      const frozen = await countFrozenFamilyUses(tx, ctx, id);
      if (frozen) throw conflict('car_family_fuel_frozen', { count: frozen });
    }
    const updated = await repo.updateCarFamily(tx, ctx.companyId, id, await checked(tx, ctx, merged, id));
    await recalculateReportsUsing(tx, ctx, language, { carFamily: id });
    return carFamilyBody(updated);
  });
}

export async function deleteCarFamily(db: Db, ctx: TenantContext, id: number): Promise<void> {
  requireConsumptions(ctx);
  const existing = await repo.findCarFamily(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (!isManager(ctx.role)) throw permissionDenied();
  const uses = await repo.countUses(db, id);
  if (uses.cars + uses.voyages) throw conflict('car_family_in_use', uses);
  await repo.deleteCarFamily(db, ctx.companyId, id);
}
