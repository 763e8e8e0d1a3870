import { compileFactorSet, type CompileFactorSetResult } from '@huella/emissions';
import type { Executor } from '../../db/connection.ts';
import * as repo from './repository.ts';

/**
 * A stored review as the calculation core reads it: the review row and its six entry lists, with vehicles and
 * models by name. The same shape is hashed for `content_hash`, so a stored hash always says what was calculated.
 */
export function factorSetJson(row: repo.ReviewRow, e: repo.ReviewEntries) {
  return {
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
  };
}

/** The review as stored now, checked and compiled by the core (a failure names the factor or entry at fault). */
export async function compileStoredReview(db: Executor, row: repo.ReviewRow): Promise<CompileFactorSetResult> {
  return compileFactorSet(factorSetJson(row, await repo.reviewEntries(db, row.id)));
}
