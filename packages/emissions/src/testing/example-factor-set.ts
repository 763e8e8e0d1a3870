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
