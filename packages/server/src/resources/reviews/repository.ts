import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  aircraftModelReviews,
  aircraftModels,
  carFamilyReviews,
  companies,
  railVehicleReviews,
  railVehicles,
  reviews,
  roadVehicleReviews,
  roadVehicles,
  shipLoadTypeReviews,
  supplierTypeReviews,
} from '../../db/schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** docs/design.md: reviews are owned by the platform company and readable by all; a company also sees its own. */
export function visibleTo(db: Executor, companyId: number): SQL | undefined {
  return or(
    eq(reviews.companyId, companyId),
    inArray(reviews.companyId, db.select({ id: companies.id }).from(companies).where(eq(companies.platform, true))),
  );
}

/** The id of review `id` if the company may see it. */
export async function findVisibleReviewId(db: Executor, companyId: number, id: number): Promise<number | undefined> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.id, id), visibleTo(db, companyId)));
  return row?.id;
}

/** The newest review the company sees that started on or before `date`. */
export async function latestReviewStartedBy(db: Executor, companyId: number, date: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(visibleTo(db, companyId), lte(reviews.startDate, date)))
    .orderBy(desc(reviews.startDate), desc(reviews.id))
    .limit(1);
  return row?.id;
}

/** The earliest-starting review the company sees. */
export async function earliestReview(db: Executor, companyId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(visibleTo(db, companyId)).orderBy(reviews.startDate).limit(1);
  return row?.id;
}

export async function listReviews(db: Executor, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const count = await db.$count(reviews, where);
  const rows = await db.select().from(reviews).where(where).orderBy(...order).limit(limit).offset(offset);
  return { count, rows };
}

export async function findReview(db: Executor, where: SQL | undefined): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(where).limit(1);
  return row;
}

/** The review if the company sees it, locked until the transaction ends (changes to one review queue up). */
export async function findReviewForUpdate(db: Executor, companyId: number, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.id, id), visibleTo(db, companyId))).for('update');
  return row;
}

export async function countVisible(db: Executor, companyId: number): Promise<number> {
  return db.$count(reviews, visibleTo(db, companyId));
}

/** Copies every entry of review `from` into review `to`, one INSERT … SELECT per list. */
export async function copyEntries(db: Executor, from: number, to: number): Promise<void> {
  await db.execute(sql`insert into road_vehicle_reviews (review_id, vehicle_id, euro_standard, a1, b1, c1, d1, e1, f1)
    select ${to}, vehicle_id, euro_standard, a1, b1, c1, d1, e1, f1 from road_vehicle_reviews where review_id = ${from} order by id`);
  await db.execute(sql`insert into rail_vehicle_reviews (review_id, vehicle_id, a1, b1, c1)
    select ${to}, vehicle_id, a1, b1, c1 from rail_vehicle_reviews where review_id = ${from} order by id`);
  await db.execute(sql`insert into ship_load_type_reviews (review_id, ship_load_type, ship_fuel_type, a2, b2, c2, d2, v2)
    select ${to}, ship_load_type, ship_fuel_type, a2, b2, c2, d2, v2 from ship_load_type_reviews where review_id = ${from} order by id`);
  await db.execute(sql`insert into aircraft_model_reviews (review_id, aircraft_model_id, a4, b4, c4, d4, e4, f_comb, comb_lto, f_ch4)
    select ${to}, aircraft_model_id, a4, b4, c4, d4, e4, f_comb, comb_lto, f_ch4 from aircraft_model_reviews where review_id = ${from} order by id`);
  await db.execute(sql`insert into car_family_reviews (review_id, family_model, a1, b1, c1)
    select ${to}, family_model, a1, b1, c1 from car_family_reviews where review_id = ${from} order by id`);
  await db.execute(sql`insert into supplier_type_reviews (review_id, supplier_name, type, a1, b1, c1)
    select ${to}, supplier_name, type, a1, b1, c1 from supplier_type_reviews where review_id = ${from} order by id`);
}

export async function findReviewById(db: Executor, id: number): Promise<ReviewRow | undefined> {
  return findReview(db, eq(reviews.id, id));
}

export type ReviewEntries = Awaited<ReturnType<typeof reviewEntries>>;

/** The six entry lists of one review, each in insertion order. */
export async function reviewEntries(db: Executor, reviewId: number) {
  const road = await db
    .select({ entry: roadVehicleReviews, vehicleName: roadVehicles.name })
    .from(roadVehicleReviews)
    .innerJoin(roadVehicles, eq(roadVehicles.id, roadVehicleReviews.vehicleId))
    .where(eq(roadVehicleReviews.reviewId, reviewId))
    .orderBy(asc(roadVehicleReviews.id));
  const rail = await db
    .select({ entry: railVehicleReviews, vehicleName: railVehicles.name })
    .from(railVehicleReviews)
    .innerJoin(railVehicles, eq(railVehicles.id, railVehicleReviews.vehicleId))
    .where(eq(railVehicleReviews.reviewId, reviewId))
    .orderBy(asc(railVehicleReviews.id));
  const ship = await db
    .select()
    .from(shipLoadTypeReviews)
    .where(eq(shipLoadTypeReviews.reviewId, reviewId))
    .orderBy(asc(shipLoadTypeReviews.id));
  const aircraft = await db
    .select({ entry: aircraftModelReviews, modelName: aircraftModels.name })
    .from(aircraftModelReviews)
    .innerJoin(aircraftModels, eq(aircraftModels.id, aircraftModelReviews.aircraftModelId))
    .where(eq(aircraftModelReviews.reviewId, reviewId))
    .orderBy(asc(aircraftModelReviews.id));
  const carFamily = await db
    .select()
    .from(carFamilyReviews)
    .where(eq(carFamilyReviews.reviewId, reviewId))
    .orderBy(asc(carFamilyReviews.id));
  const supplier = await db
    .select()
    .from(supplierTypeReviews)
    .where(eq(supplierTypeReviews.reviewId, reviewId))
    .orderBy(asc(supplierTypeReviews.id));
  return { road, rail, ship, aircraft, carFamily, supplier };
}

/** The ids of the reference rows (road or rail vehicles, aircraft models) called `names`, by name. */
export async function idsByName(
  db: Executor,
  table: typeof roadVehicles | typeof railVehicles | typeof aircraftModels,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.name, [...new Set(names)]));
  return new Map(rows.map((row) => [row.name, row.id]));
}
