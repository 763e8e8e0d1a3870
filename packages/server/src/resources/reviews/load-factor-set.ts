import { compileFactorSet, type CompiledFactorSet } from '@huella/emissions';
import type { Executor } from '../../db/connection.ts';
import * as repo from './repository.ts';

// A review is stored as rows; the calculation core wants one checked, compiled factor set. Compiling costs
// more than a calculation, so compiled sets are kept per review id and content hash: an edited review has a
// new hash and is compiled afresh, and every process sees the same content for the same hash.
const cache = new Map<string, CompiledFactorSet>();
const CACHE_LIMIT = 64;

export type LoadFactorSetResult = { ok: true; factorSet: CompiledFactorSet; contentHash: string } | { ok: false; field: string; code: string };

export async function loadFactorSet(db: Executor, reviewId: number): Promise<LoadFactorSetResult | null> {
  const row = await repo.findReviewById(db, reviewId);
  if (!row) return null;
  const key = `${row.id}:${row.contentHash}`;
  const cached = cache.get(key);
  if (cached) return { ok: true, factorSet: cached, contentHash: row.contentHash };

  const e = await repo.reviewEntries(db, row.id);
  const compiled = compileFactorSet({
    id: `review-${row.id}`,
    title: row.title,
    valid_from: row.startDate,
    read_only: row.readOnly,
    source: row.source,
    gwp_basis: row.gwpBasis,
    gwp: row.gwp,
    factors: row.factors,
    factor_notes: row.factorNotes,
    road_vehicle_reviews: e.road.map(({ entry, vehicleName }) => ({
      vehicle: vehicleName,
      euro_standard: entry.euroStandard,
      A1: entry.a1,
      B1: entry.b1,
      C1: entry.c1,
      D1: entry.d1,
      E1: entry.e1,
      F1: entry.f1,
    })),
    rail_vehicle_reviews: e.rail.map(({ entry, vehicleName }) => ({ vehicle: vehicleName, A1: entry.a1, B1: entry.b1, C1: entry.c1 })),
    ship_load_type_reviews: e.ship.map((entry) => ({
      ship_load_type: entry.shipLoadType,
      ship_fuel_type: entry.shipFuelType,
      A2: entry.a2,
      B2: entry.b2,
      C2: entry.c2,
      D2: entry.d2,
      V2: entry.v2,
    })),
    aircraft_model_reviews: e.aircraft.map(({ entry, modelName }) => ({
      aircraft_model: modelName,
      A4: entry.a4,
      B4: entry.b4,
      C4: entry.c4,
      D4: entry.d4,
      E4: entry.e4,
      F_Comb: entry.fComb,
      Comb_LTO: entry.combLto,
      F_CH4: entry.fCh4,
    })),
    car_family_reviews: e.carFamily.map((entry) => ({ family: entry.familyModel, A1: entry.a1, B1: entry.b1, C1: entry.c1 })),
    supplier_type_reviews: e.supplier.map((entry) => ({
      supplier: entry.supplierName,
      type: entry.type,
      A1: entry.a1,
      B1: entry.b1,
      C1: entry.c1,
    })),
  });
  if (!compiled.ok) return { ok: false, field: compiled.field, code: compiled.code };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, compiled.factorSet);
  return { ok: true, factorSet: compiled.factorSet, contentHash: row.contentHash };
}
