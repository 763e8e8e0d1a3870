import { CAR_ORDERING, isManager, type Car, type CarInput, type ListQuery } from '@huella/contracts';
import { and, eq, ilike } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { cars } from '../../db/schema.ts';
import { requireConsumptions } from '../../http/consumption-access.ts';
import { conflict, notFound, permissionDenied, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { containsPattern } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { carFamilyBody } from '../car-families/service.ts';
import { findCarFamily } from '../car-families/repository.ts';
import { findCenter } from '../centers/repository.ts';
import { moveOpenVoyagesOfCar } from '../reports/recalculate-dependents.ts';
import { normalisePlate } from './normalise-plate.ts';
import * as repo from './repository.ts';

// Plates are stored upper case (normalise-plate.ts): the column orders as the list shows it.
const ordering = { plate: cars.plate, id: cars.id } satisfies Record<(typeof CAR_ORDERING)[number], unknown>;

const toBody = ({ car, family, center }: repo.CarWithRefs): Car => ({
  id: car.id,
  plate: car.plate,
  car_family: carFamilyBody(family),
  center,
});

async function readBody(db: Executor, ctx: TenantContext, id: number): Promise<Car> {
  const row = await repo.findCarWithRefs(db, ctx.companyId, id);
  if (!row) throw notFound();
  return toBody(row);
}

/** Checks a whole car form: the plate free in the company, the family and the center the company's own. */
async function carValues(db: Executor, ctx: TenantContext, input: CarInput, exceptId?: number): Promise<repo.CarValues> {
  const errors: FieldMessages = {};
  const plate = normalisePlate(input.plate);
  if (!plate) errors.plate = [msg('blank')];
  else if (await repo.plateTaken(db, ctx.companyId, plate, exceptId)) errors.plate = [msg('car_plate_taken')];
  if (!(await findCarFamily(db, ctx.companyId, input.car_family))) errors.car_family = [msg('does_not_exist', { id: input.car_family })];
  const centerId = input.center ?? null;
  if (centerId !== null && !(await findCenter(db, ctx.companyId, centerId))) errors.center = [msg('does_not_exist', { id: centerId })];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { plate, carFamilyId: input.car_family, centerId };
}

export async function listCars(
  db: Db,
  ctx: TenantContext,
  query: ListQuery & { car_family?: number | undefined; center?: number | undefined },
): Promise<Listed<Car>> {
  requireConsumptions(ctx);
  // "1234 abc" finds 1234ABC: the search is read as a plate is stored.
  const plate = query.search === undefined ? '' : normalisePlate(query.search);
  const filter = and(
    plate ? ilike(cars.plate, containsPattern(plate)) : undefined,
    query.car_family ? eq(cars.carFamilyId, query.car_family) : undefined,
    query.center ? eq(cars.centerId, query.center) : undefined,
  );
  const order = parseOrdering(query.ordering, ordering, 'plate', cars.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listCars(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map(toBody));
}

export async function getCar(db: Db, ctx: TenantContext, id: number): Promise<Car> {
  requireConsumptions(ctx);
  return readBody(db, ctx, id);
}

export async function createCar(db: Db, ctx: TenantContext, input: CarInput): Promise<Car> {
  requireConsumptions(ctx);
  if (!isManager(ctx.role)) throw permissionDenied();
  const row = await repo.insertCar(db, ctx.companyId, await carValues(db, ctx, input));
  return readBody(db, ctx, row.id);
}

/** PUT sends the whole form (no center: none), PATCH some fields over the stored car. Edit is super only. */
export async function updateCar(
  db: Db,
  ctx: TenantContext,
  language: Language,
  id: number,
  change: { partial: false; input: CarInput } | { partial: true; input: Partial<CarInput> },
): Promise<Car> {
  requireConsumptions(ctx);
  const existing = await repo.findCar(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super') throw permissionDenied();
  const { input } = change;
  const merged: CarInput = change.partial
    ? {
        plate: input.plate ?? existing.plate,
        car_family: input.car_family ?? existing.carFamilyId,
        center: input.center !== undefined ? input.center : existing.centerId,
      }
    : change.input;
  return db.transaction(async (tx) => {
    await repo.updateCar(tx, ctx.companyId, id, await carValues(tx, ctx, merged, id));
    if (merged.car_family !== existing.carFamilyId) await moveOpenVoyagesOfCar(tx, ctx, language, id, merged.car_family);
    return readBody(tx, ctx, id);
  });
}

export async function deleteCar(db: Db, ctx: TenantContext, id: number): Promise<void> {
  requireConsumptions(ctx);
  const existing = await repo.findCar(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (!isManager(ctx.role)) throw permissionDenied();
  const used = await repo.countVoyagesUsing(db, id);
  if (used) throw conflict('car_in_use', { count: used });
  await repo.deleteCar(db, ctx.companyId, id);
}
