// Factor sets for tests: the shipped DESNZ 2025 file with the changes a worked example states
// (docs/methodology.md §7: AR6 GWPs, an entry, a factor set to 0 "for the example").
import { compileFactorSet } from '../factors/compile-factor-set.ts';
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import { DESNZ_2025_JSON } from './shipped-data.ts';

type Json = Record<string, unknown>;

export interface FactorSetChanges {
  id?: string;
  gwp?: Record<string, number>;
  factors?: Record<string, number>;
  road_vehicle_reviews?: Json[];
  rail_vehicle_reviews?: Json[];
  ship_load_type_reviews?: Json[];
  aircraft_model_reviews?: Json[];
  car_family_reviews?: Json[];
  supplier_type_reviews?: Json[];
}

export const AR6_CH4_N2O = { CH4: 29.8, N2O: 273 };

export function changedFactorSetJson(changes: FactorSetChanges): Json {
  const base = structuredClone(DESNZ_2025_JSON) as Json;
  const { factors, gwp, ...rest } = changes;
  return {
    ...base,
    ...rest,
    read_only: false,
    gwp: { ...(base['gwp'] as Json), ...gwp },
    factors: { ...(base['factors'] as Json), ...factors },
  };
}

export function exampleFactorSet(changes: FactorSetChanges = {}): CompiledFactorSet {
  const result = compileFactorSet(changedFactorSetJson({ id: 'example', ...changes }));
  if (!result.ok) throw new Error(`example factor set: ${result.field} ${result.code}`);
  return result.factorSet;
}

/** The example set with a vehicle, a locomotive, two ship load types and a freighter of its own: every method has its entries. */
export function factorSetWithEntries(): CompiledFactorSet {
  return exampleFactorSet({
    road_vehicle_reviews: [{ vehicle: 'Truck', euro_standard: 'euro_6', A1: 0.8, B1: 1.2, C1: 0.05, D1: 0.03, E1: 2, F1: 0.03 }],
    rail_vehicle_reviews: [{ vehicle: 'Loco', A1: 0.02, B1: 0.001, C1: 0.0005 }],
    ship_load_type_reviews: [
      { ship_load_type: 'container', ship_fuel_type: 'mgo_mdo', A2: 20, B2: 0.0008, C2: 0.1, D2: 2.5, V2: 16 },
      { ship_load_type: 'full_cargo', ship_fuel_type: 'lng', A2: 15, B2: 0.0005, C2: 0.05, D2: 2, V2: 14 },
    ],
    aircraft_model_reviews: [{ aircraft_model: 'Freighter', Comb_LTO: 1000, A4: 1500, B4: 8, C4: 0.0003, D4: 0, E4: 0, F_Comb: 3.15, F_CH4: 0.00002 }],
  });
}
