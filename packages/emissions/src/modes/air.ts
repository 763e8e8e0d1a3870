// Air stages (docs/methodology.md §5.4): declared kerosene, else an aircraft-model entry (LTO + cruise fuel
// polynomial), else the per-tkm default by haul. Radiative forcing is reported beside CO2e
// (`co2e_wtw_with_rf`) and joins it only when the factor set sets air.include_rf = 1.
import { linkedMass } from '../allocation/cargo-mass.ts';
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import type { FactorLookup, TtwWttFactor } from '../factors/factor-lookup.ts';
import type { AircraftModelEntry } from '../factors/factor-set.ts';
import { resolveDistance } from '../distance/resolve-distance.ts';
import { nonNegative, optionalNonNegative, positive } from '../input/read-number.ts';
import type { AirStageInput, CargoInput } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import { figures, gases, type Figures, type TtwScope } from '../result/figures.ts';
import type { FactorUsed } from '../result/result-types.ts';
import { factorFigures, SPLIT_GASES } from './factor-figures.ts';
import { ttwScope, type StageSink } from './stage-result.ts';

/** GLEC / DESNZ haul boundary on the great circle (docs/methodology.md §5.4: short ≤ 3,700 km < long). */
export const SHORT_HAUL_MAX_KM = 3700;

interface HaulFactor extends TtwWttFactor {
  /** kg CO2e per tkm that RF adds to TTW. */
  readonly rf: number;
}

interface AircraftEntry {
  readonly entry: AircraftModelEntry;
  readonly fullCargoUsed: readonly FactorUsed[];
  readonly groupageUsed: readonly FactorUsed[];
}

export interface AirFactors {
  readonly shortHaul: HaulFactor;
  readonly longHaul: HaulFactor;
  readonly entries: ReadonlyMap<string, AircraftEntry>;
  readonly loadFactor: number;
  readonly includeRf: boolean;
  /** RF multiplier minus one, applied to CO2. */
  readonly rfIncrementPerCo2: number;
  readonly co2PerKgFuel: number;
  readonly n2oPerKgFuel: number;
  readonly wttPerTtw: number;
  readonly gwpCH4: number;
  readonly gwpN2O: number;
  readonly fuelUsed: readonly FactorUsed[];
}

function compileHaul(lookup: FactorLookup, haul: 'short_haul' | 'long_haul', rfIncrementPerCo2: number): HaulFactor {
  const key = `air.per_tkm.${haul}`;
  const base = lookup.ttwWtt(key, 'kerosene');
  const withRf = `${key}.with_rf`;
  // Without a published RF factor, the CO2e-only factor is taken as CO2 and the multiplier applied to it.
  const rf = lookup.has(withRf) ? lookup.value(withRf) - base.ttw : base.ttw * rfIncrementPerCo2;
  const rfUsed = lookup.has(withRf) ? lookup.used(withRf) : lookup.used('air.rf_multiplier');
  return Object.freeze({ ttw: base.ttw, wtt: base.wtt, split: base.split, rf, used: Object.freeze([...base.used, rfUsed, lookup.used('air.include_rf')]) });
}

export function compileAirFactors(lookup: FactorLookup): AirFactors {
  const rfIncrementPerCo2 = lookup.value('air.rf_multiplier') - 1;
  const common = [
    lookup.used('air.n2o_per_kg_fuel'),
    lookup.gwpUsed('CH4'),
    lookup.gwpUsed('N2O'),
    lookup.used('wtt_per_ttw.kerosene'),
    lookup.used('air.rf_multiplier'),
    lookup.used('air.include_rf'),
  ];
  const entries = new Map<string, AircraftEntry>();
  for (const entry of lookup.set.aircraft_model_reviews) {
    const coefficient = (name: 'A4' | 'B4' | 'C4' | 'D4' | 'E4' | 'F_Comb' | 'Comb_LTO' | 'F_CH4', unit: string) =>
      lookup.entryUsed('aircraft_model_reviews', entry.aircraft_model, name, entry[name], unit);
    const own = [
      coefficient('Comb_LTO', 'kg fuel/LTO'),
      coefficient('A4', 'kg fuel'),
      coefficient('B4', 'kg fuel/km'),
      coefficient('C4', 'kg fuel/km²'),
      coefficient('D4', 'kg fuel/km³'),
      coefficient('E4', 'kg fuel/km⁴'),
      coefficient('F_Comb', 'kg CO2/kg fuel'),
      coefficient('F_CH4', 'kg CH4/kg fuel'),
      ...common,
    ];
    entries.set(
      entry.aircraft_model,
      Object.freeze({
        entry,
        fullCargoUsed: Object.freeze(own),
        groupageUsed: Object.freeze([...own, lookup.used('air.load_factor')]),
      }),
    );
  }
  return Object.freeze({
    shortHaul: compileHaul(lookup, 'short_haul', rfIncrementPerCo2),
    longHaul: compileHaul(lookup, 'long_haul', rfIncrementPerCo2),
    entries,
    loadFactor: lookup.value('air.load_factor'),
    includeRf: lookup.value('air.include_rf') === 1,
    rfIncrementPerCo2,
    co2PerKgFuel: lookup.value('air.co2_per_kg_fuel'),
    n2oPerKgFuel: lookup.value('air.n2o_per_kg_fuel'),
    wttPerTtw: lookup.value('wtt_per_ttw.kerosene'),
    gwpCH4: lookup.set.gwp.CH4,
    gwpN2O: lookup.set.gwp.N2O,
    fuelUsed: Object.freeze([lookup.used('air.co2_per_kg_fuel'), ...common]),
  });
}

/** Figures of kerosene burnt (kg), with CO2 per kg and CH4 per kg of the model or the default. */
function keroseneFigures(fuelKg: number, co2PerKg: number, ch4PerKg: number, air: AirFactors, scope: TtwScope): Figures {
  const co2 = fuelKg * co2PerKg;
  const ch4 = fuelKg * ch4PerKg;
  const n2o = fuelKg * air.n2oPerKgFuel;
  const ttw = co2 + ch4 * air.gwpCH4 + n2o * air.gwpN2O;
  return figures(ttw, ttw * air.wttPerTtw, co2 * air.rfIncrementPerCo2, air.includeRf, gases(co2, ch4, n2o, 0, 0, 0), scope, SPLIT_GASES);
}

function aircraftModel(
  stage: AirStageInput,
  model: AircraftModelEntry,
  mass: number,
  distanceKm: number,
  air: AirFactors,
  scope: TtwScope,
): Figures | CalculationError {
  const loadType = stage.aircraft_load_type;
  if (loadType !== 'full_cargo' && loadType !== 'groupage') {
    return fail('aircraft_load_type', loadType ? 'invalid_choice' : 'required');
  }
  const lto = nonNegative(stage.LTO, 'LTO', 1);
  if (typeof lto !== 'number') return lto;
  const aircraft = positive(stage.vehicles_number, 'vehicles_number', 1);
  if (typeof aircraft !== 'number') return aircraft;
  let share = aircraft;
  if (loadType === 'groupage') {
    const capacity = positive(stage.capacity_load, 'capacity_load');
    if (typeof capacity !== 'number') return capacity;
    share = mass / (capacity * air.loadFactor);
  }
  const d = distanceKm;
  const cruise = model.A4 + d * (model.B4 + d * (model.C4 + d * (model.D4 + d * model.E4)));
  const fuel = cruise + model.Comb_LTO * lto;
  // A fitted polynomial can go negative outside the distances it was fitted on.
  if (cruise < 0 || fuel < 0) return fail('distance', 'outside_model_range');
  return keroseneFigures(fuel * share, model.F_Comb, model.F_CH4, air, scope);
}

export function calculateAirStage<R>(
  stage: AirStageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  onlyScope3: boolean,
  sink: StageSink<R>,
): R | CalculationError {
  const mass = linkedMass(cargos);
  if (typeof mass !== 'number') return mass;
  const distance = resolveDistance('air', stage, factorSet.distance);
  if ('ok' in distance) return distance;
  const scope = ttwScope(stage.operated_by, onlyScope3, false);
  const air = factorSet.air;

  const declared = optionalNonNegative(stage.fuel_kg, 'fuel_kg');
  if (declared !== null && typeof declared !== 'number') return declared;
  if (declared !== null) {
    const f = keroseneFigures(declared, air.co2PerKgFuel, 0, air, scope);
    return sink.write(stage.id, 'air', 'fuel', distance, cargos, mass, f, air.fuelUsed);
  }

  // Belly cargo must not carry the whole aircraft's fuel: passenger aircraft stay on the per-tkm default.
  const freighter = stage.aircraft_type !== 'passenger_cargo';
  const model = freighter && stage.aircraft_model ? air.entries.get(stage.aircraft_model) : undefined;
  if (model) {
    const f = aircraftModel(stage, model.entry, mass, distance.distance_km, air, scope);
    if ('ok' in f) return f;
    const used = stage.aircraft_load_type === 'groupage' ? model.groupageUsed : model.fullCargoUsed;
    return sink.write(stage.id, 'air', 'aircraft_model', distance, cargos, mass, f, used);
  }

  // The haul is decided on the great circle; with only a declared distance, that distance stands in for it.
  const haulKm = distance.gcd_km ?? distance.distance_km;
  const haul = haulKm <= SHORT_HAUL_MAX_KM ? air.shortHaul : air.longHaul;
  const tkm = mass * distance.distance_km;
  const f = factorFigures(tkm, haul, scope, { increment: tkm * haul.rf, include: air.includeRf });
  return sink.write(stage.id, 'air', 'per_tkm', distance, cargos, mass, f, haul.used);
}
