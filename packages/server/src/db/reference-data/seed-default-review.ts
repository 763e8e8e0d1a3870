import type { FactorSet } from '@huella/emissions';
import { eq, inArray } from 'drizzle-orm';
import { defaultFactorSet } from '../../core-data/default-factor-set.ts';
import type { Executor } from '../connection.ts';
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
} from '../schema.ts';

/** Entries name their vehicle or model; the shipped set must name only seeded ones (a build defect otherwise). */
async function idsByName(
  db: Executor,
  what: string,
  table: typeof roadVehicles | typeof railVehicles | typeof aircraftModels,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, [...names]));
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const missing = names.find((n) => !ids.has(n));
  if (missing) throw new Error(`factor set names ${what} "${missing}", which is not in data/reference`);
  return ids;
}

async function insertEntries(db: Executor, reviewId: number, set: FactorSet): Promise<void> {
  const road = await idsByName(db, 'road vehicle', roadVehicles, set.road_vehicle_reviews.map((e) => e.vehicle));
  const rail = await idsByName(db, 'rail vehicle', railVehicles, set.rail_vehicle_reviews.map((e) => e.vehicle));
  const air = await idsByName(db, 'aircraft model', aircraftModels, set.aircraft_model_reviews.map((e) => e.aircraft_model));
  if (set.road_vehicle_reviews.length) {
    await db.insert(roadVehicleReviews).values(
      set.road_vehicle_reviews.map((e) => ({
        reviewId,
        vehicleId: road.get(e.vehicle) as number,
        euroStandard: e.euro_standard ?? null,
        a1: e.A1,
        b1: e.B1,
        c1: e.C1,
        d1: e.D1,
        e1: e.E1,
        f1: e.F1,
      })),
    );
  }
  if (set.rail_vehicle_reviews.length) {
    await db.insert(railVehicleReviews).values(
      set.rail_vehicle_reviews.map((e) => ({ reviewId, vehicleId: rail.get(e.vehicle) as number, a1: e.A1, b1: e.B1, c1: e.C1 })),
    );
  }
  if (set.ship_load_type_reviews.length) {
    await db.insert(shipLoadTypeReviews).values(
      set.ship_load_type_reviews.map((e) => ({
        reviewId,
        shipLoadType: e.ship_load_type,
        shipFuelType: e.ship_fuel_type,
        a2: e.A2,
        b2: e.B2,
        c2: e.C2,
        d2: e.D2,
        v2: e.V2,
      })),
    );
  }
  if (set.aircraft_model_reviews.length) {
    await db.insert(aircraftModelReviews).values(
      set.aircraft_model_reviews.map((e) => ({
        reviewId,
        aircraftModelId: air.get(e.aircraft_model) as number,
        a4: e.A4,
        b4: e.B4,
        c4: e.C4,
        d4: e.D4,
        e4: e.E4,
        fComb: e.F_Comb,
        combLto: e.Comb_LTO,
        fCh4: e.F_CH4,
      })),
    );
  }
  if (set.car_family_reviews.length) {
    await db
      .insert(carFamilyReviews)
      .values(set.car_family_reviews.map((e) => ({ reviewId, familyModel: e.family, a1: e.A1, b1: e.B1, c1: e.C1 })));
  }
  if (set.supplier_type_reviews.length) {
    await db.insert(supplierTypeReviews).values(
      set.supplier_type_reviews.map((e) => ({
        reviewId,
        supplierName: e.supplier ?? null,
        type: e.type,
        a1: e.A1,
        b1: e.B1,
        c1: e.C1,
      })),
    );
  }
}

const ENTRY_TABLES = [
  roadVehicleReviews,
  railVehicleReviews,
  shipLoadTypeReviews,
  aircraftModelReviews,
  carFamilyReviews,
  supplierTypeReviews,
] as const;

/**
 * The read-only review "DESNZ 2025" (docs/methodology.md §2), owned by the platform company. Written when absent
 * or when the shipped file's content hash changed; its id stays the same so reports keep pointing at it.
 */
export async function seedDefaultReview(db: Executor): Promise<void> {
  const { factorSet: set, content_hash: contentHash } = defaultFactorSet();

  const [platform] = await db.select({ id: companies.id }).from(companies).where(eq(companies.platform, true)).limit(1);
  if (!platform) throw new Error('the platform company must exist before the default review');
  const [existing] = await db
    .select({ id: reviews.id, contentHash: reviews.contentHash })
    .from(reviews)
    .where(eq(reviews.builtinKey, set.id));
  if (existing?.contentHash === contentHash) return;

  const values = {
    companyId: platform.id,
    builtinKey: set.id,
    title: set.title,
    startDate: set.valid_from,
    readOnly: set.read_only,
    source: set.source,
    gwpBasis: set.gwp_basis,
    gwp: { ...set.gwp },
    factors: { ...set.factors },
    factorNotes: Object.fromEntries(Object.entries(set.factor_notes).map(([k, v]) => [k, { ...v }])),
    contentHash,
  };
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({ target: reviews.builtinKey, set: values })
    .returning({ id: reviews.id });
  if (!row) throw new Error('default review not written');
  for (const table of ENTRY_TABLES) await db.delete(table).where(eq(table.reviewId, row.id));
  await insertEntries(db, row.id, set);
}
