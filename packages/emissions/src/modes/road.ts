// Road stages (docs/methodology.md §5.1): declared fuel, else a road-vehicle entry per vkm, else per tkm by class.
import { linkedMass } from '../allocation/cargo-mass.ts';
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import { isQualifierKey, type FactorLookup, type TtwWttFactor } from '../factors/factor-lookup.ts';
import type { RoadVehicleEntry } from '../factors/factor-set.ts';
import { resolveDistance } from '../distance/resolve-distance.ts';
import { optionalNonNegative, positive } from '../input/read-number.ts';
import type { CargoInput, RoadStageInput } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import { figures, gases, gasSubset, type Figures, type TtwScope } from '../result/figures.ts';
import type { FactorUsed } from '../result/result-types.ts';
import { factorFigures } from './factor-figures.ts';
import { ttwScope, type StageSink } from './stage-result.ts';

interface RoadEntry {
  readonly entry: RoadVehicleEntry;
  readonly fullCargoUsed: readonly FactorUsed[];
  readonly groupageUsed: readonly FactorUsed[];
}

export interface RoadFactors {
  readonly perTkm: ReadonlyMap<string, TtwWttFactor>;
  readonly average: TtwWttFactor;
  readonly entries: ReadonlyMap<string, RoadEntry>;
  readonly groupageLoadFactor: number;
  readonly wttPerTtw: number;
  readonly gwpCH4: number;
  readonly gwpN2O: number;
}

const CLASS_PREFIX = 'road.per_tkm.';
const ANY_EURO = '*';
/** A road-vehicle entry gives CO2, CH4, N2O, NOx and PM per vkm (A1..F1), never SOx. */
const PER_VKM_GASES = gasSubset(['CO2', 'CH4', 'N2O', 'NOx', 'PM']);

function entryKey(vehicle: string, euro: string): string {
  return `${vehicle}\u0000${euro}`;
}

export function compileRoadFactors(lookup: FactorLookup): RoadFactors {
  const perTkm = new Map<string, TtwWttFactor>();
  for (const key of Object.keys(lookup.set.factors)) {
    if (key.startsWith(CLASS_PREFIX) && !isQualifierKey(key)) {
      perTkm.set(key.slice(CLASS_PREFIX.length), lookup.ttwWtt(key, 'diesel'));
    }
  }
  const shared = [lookup.gwpUsed('CH4'), lookup.gwpUsed('N2O'), lookup.used('wtt_per_ttw.diesel')];
  const entries = new Map<string, RoadEntry>();
  for (const entry of lookup.set.road_vehicle_reviews) {
    const euro = entry.euro_standard ?? ANY_EURO;
    const label = `${entry.vehicle}/${euro}`;
    const coefficient = (name: keyof RoadVehicleEntry & string, unit: string) =>
      lookup.entryUsed('road_vehicle_reviews', label, name, entry[name] as number, unit);
    const own = [
      coefficient('A1', 'kg CO2/vkm empty'),
      coefficient('B1', 'kg CO2/vkm full'),
      coefficient('C1', 'g CH4/vkm'),
      coefficient('D1', 'g N2O/vkm'),
      coefficient('E1', 'g NOx/vkm'),
      coefficient('F1', 'g PM/vkm'),
      ...shared,
    ];
    entries.set(
      entryKey(entry.vehicle, euro),
      Object.freeze({
        entry,
        fullCargoUsed: Object.freeze(own),
        groupageUsed: Object.freeze([...own, lookup.used('road.groupage_load_factor')]),
      }),
    );
  }
  return Object.freeze({
    perTkm,
    average: perTkm.get('hgv_average') as TtwWttFactor,
    entries,
    groupageLoadFactor: lookup.value('road.groupage_load_factor'),
    wttPerTtw: lookup.value('wtt_per_ttw.diesel'),
    gwpCH4: lookup.set.gwp.CH4,
    gwpN2O: lookup.set.gwp.N2O,
  });
}

function findEntry(road: RoadFactors, stage: RoadStageInput): RoadEntry | undefined {
  if (!stage.vehicle) return undefined;
  return (
    (stage.euro_standard ? road.entries.get(entryKey(stage.vehicle, stage.euro_standard)) : undefined) ??
    road.entries.get(entryKey(stage.vehicle, ANY_EURO))
  );
}

/**
 * full_cargo: the whole vehicles are the shipper's, at LF = m / (cap × n) capped at 1.
 * groupage: the vehicle runs at road.groupage_load_factor and the cargo takes m / (cap × LF) of it.
 */
function perVkmFigures(
  road: RoadFactors,
  entry: RoadVehicleEntry,
  stage: RoadStageInput,
  mass: number,
  distanceKm: number,
  scope: TtwScope,
): Figures | CalculationError {
  const loadType = stage.vehicle_load_type;
  if (loadType !== 'full_cargo' && loadType !== 'groupage') {
    return fail('vehicle_load_type', loadType ? 'invalid_choice' : 'required');
  }
  const capacity = positive(stage.capacity_load, 'capacity_load');
  if (typeof capacity !== 'number') return capacity;
  let loadFactor: number;
  let multiplier: number;
  if (loadType === 'full_cargo') {
    const vehicles = positive(stage.vehicles_number, 'vehicles_number', 1);
    if (typeof vehicles !== 'number') return vehicles;
    loadFactor = Math.min(1, mass / (capacity * vehicles));
    multiplier = distanceKm * vehicles;
  } else {
    loadFactor = road.groupageLoadFactor;
    multiplier = distanceKm * (mass / (capacity * loadFactor));
  }
  const co2 = (entry.A1 + (entry.B1 - entry.A1) * loadFactor) * multiplier;
  const ch4 = (entry.C1 * multiplier) / 1000;
  const n2o = (entry.D1 * multiplier) / 1000;
  const ttw = co2 + ch4 * road.gwpCH4 + n2o * road.gwpN2O;
  return figures(ttw, ttw * road.wttPerTtw, 0, false, gases(co2, ch4, n2o, (entry.E1 * multiplier) / 1000, 0, (entry.F1 * multiplier) / 1000), scope, PER_VKM_GASES);
}

export function calculateRoadStage<R>(
  stage: RoadStageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  onlyScope3: boolean,
  sink: StageSink<R>,
): R | CalculationError {
  const mass = linkedMass(cargos);
  if (typeof mass !== 'number') return mass;
  const distance = resolveDistance('road', stage, factorSet.distance);
  if ('ok' in distance) return distance;
  const scope = ttwScope(stage.operated_by, onlyScope3, false);
  const road = factorSet.road;

  const fuel = optionalNonNegative(stage.fuel_l, 'fuel_l');
  if (fuel !== null && typeof fuel !== 'number') return fuel;
  if (fuel !== null) {
    const f = factorFigures(fuel, factorSet.energy.gasoil, scope);
    return sink.write(stage.id, 'road', 'fuel', distance, cargos, mass, f, factorSet.energy.gasoil.used);
  }

  const entry = findEntry(road, stage);
  if (entry) {
    const f = perVkmFigures(road, entry.entry, stage, mass, distance.distance_km, scope);
    if ('ok' in f) return f;
    const used = stage.vehicle_load_type === 'groupage' ? entry.groupageUsed : entry.fullCargoUsed;
    return sink.write(stage.id, 'road', 'per_vkm', distance, cargos, mass, f, used);
  }

  // Unknown or absent class → the HGV average, the default road factor (docs/methodology.md §5.1).
  const factor = (stage.factor_class ? road.perTkm.get(stage.factor_class) : undefined) ?? road.average;
  const tkm = mass * distance.distance_km;
  const f = factorFigures(tkm, factor, scope);
  return sink.write(stage.id, 'road', 'per_tkm', distance, cargos, mass, f, factor.used);
}
