// Sea stages (docs/methodology.md §5.3): declared fuel, else a ship-load-type entry (fuel per day at sea and at
// berth), else the per-tkm default of the load type.
import { linkedMass } from '../allocation/cargo-mass.ts';
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import type { FactorLookup, TtwWttFactor } from '../factors/factor-lookup.ts';
import type { ShipFuelType, ShipLoadType, ShipLoadTypeEntry } from '../factors/factor-set.ts';
import { resolveDistance } from '../distance/resolve-distance.ts';
import { nonNegative, optionalNonNegative, positive } from '../input/read-number.ts';
import type { CargoInput, PortOperations, SeaStageInput } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import { figures, gases, gasSubset, type Figures, type TtwScope } from '../result/figures.ts';
import type { FactorUsed } from '../result/result-types.ts';
import { TONNES_PER_TEU } from '../allocation/cargo-mass.ts';
import { factorFigures } from './factor-figures.ts';
import { ttwScope, type StageSink } from './stage-result.ts';

/** kg of each gas per tonne of fuel (the factor set gives t/t; × 1000 here once). */
interface ShipFuel {
  readonly co2: number;
  readonly ch4: number;
  readonly n2o: number;
  readonly sox: number;
  readonly nox: number;
  readonly pm: number;
  /** kg CO2e (TTW) per tonne of fuel. */
  readonly ttw: number;
  readonly wttPerTtw: number;
  readonly used: readonly FactorUsed[];
}

interface ShipEntry {
  readonly entry: ShipLoadTypeEntry;
  readonly used: readonly FactorUsed[];
}

export interface SeaFactors {
  readonly fuels: Readonly<Record<ShipFuelType, ShipFuel>>;
  readonly entries: ReadonlyMap<string, ShipEntry>;
  readonly perTkm: Readonly<Record<ShipLoadType, TtwWttFactor>>;
  /** `sea.per_tkm.<class>` by vessel type and size (a ship type's `factor_class`). */
  readonly classes: ReadonlyMap<string, TtwWttFactor>;
  readonly utilisationContainer: number;
  readonly utilisationOther: number;
  readonly portDaysPerOperation: number;
  readonly containerUsed: FactorUsed;
  readonly otherUsed: FactorUsed;
  readonly portDaysUsed: FactorUsed;
}

const KM_PER_NAUTICAL_MILE = 1.852;
const PER_TKM_PREFIX = 'sea.per_tkm.';
const HOURS_PER_DAY = 24;
/** Per tonne of ship fuel the set gives CO2, CH4, N2O, NOx, SOx (from sulphur) and PM (docs/methodology.md §5.3). */
const SHIP_FUEL_GASES = gasSubset(['CO2', 'CH4', 'N2O', 'NOx', 'SOx', 'PM']);
const LOAD_TYPES: readonly ShipLoadType[] = ['full_cargo', 'groupage', 'groupage_roro', 'container'];
const FUEL_TYPES: readonly ShipFuelType[] = ['mgo_mdo', 'lng'];
const PER_TKM_KEY: Readonly<Record<ShipLoadType, string>> = {
  container: 'sea.per_tkm.container',
  full_cargo: 'sea.per_tkm.bulk',
  groupage: 'sea.per_tkm.general_cargo',
  groupage_roro: 'sea.per_tkm.roro',
};
const PORT_OPERATIONS: Readonly<Record<PortOperations, number>> = {
  none: 0,
  load_or_discharge: 1,
  load_and_discharge: 2,
};

function compileFuel(lookup: FactorLookup, fuel: ShipFuelType): ShipFuel {
  const per = (gas: string) => lookup.value(`ship.${gas}_per_t_fuel.${fuel}`) * 1000;
  const co2 = per('co2');
  const ch4 = per('ch4');
  const n2o = per('n2o');
  const { CH4, N2O } = lookup.set.gwp;
  return Object.freeze({
    co2,
    ch4,
    n2o,
    // SOx as SO2: twice the sulphur mass (docs/methodology.md §5.3).
    sox: 2 * lookup.value(`ship.sulphur_share.${fuel}`) * 1000,
    nox: per('nox'),
    pm: per('pm'),
    ttw: co2 + ch4 * CH4 + n2o * N2O,
    wttPerTtw: lookup.value(`wtt_per_ttw.${fuel}`),
    used: Object.freeze([
      ...['co2', 'ch4', 'n2o', 'nox', 'pm'].map((gas) => lookup.used(`ship.${gas}_per_t_fuel.${fuel}`)),
      lookup.used(`ship.sulphur_share.${fuel}`),
      lookup.gwpUsed('CH4'),
      lookup.gwpUsed('N2O'),
      lookup.used(`wtt_per_ttw.${fuel}`),
    ]),
  });
}

export function compileSeaFactors(lookup: FactorLookup): SeaFactors {
  const entries = new Map<string, ShipEntry>();
  for (const entry of lookup.set.ship_load_type_reviews) {
    const label = `${entry.ship_load_type}/${entry.ship_fuel_type}`;
    const coefficient = (name: 'A2' | 'B2' | 'C2' | 'D2' | 'V2', unit: string) =>
      lookup.entryUsed('ship_load_type_reviews', label, name, entry[name], unit);
    entries.set(
      label,
      Object.freeze({
        entry,
        used: Object.freeze([
          coefficient('A2', 't fuel/day'),
          coefficient('B2', 't fuel/day per GT'),
          coefficient('C2', 'auxiliary share'),
          coefficient('D2', 't fuel/day at berth'),
          coefficient('V2', 'knots'),
        ]),
      }),
    );
  }
  const perTkm = {} as Record<ShipLoadType, TtwWttFactor>;
  // The per-tkm defaults describe conventional fuel oil ships, so their WTT ratio is mgo_mdo's.
  for (const type of LOAD_TYPES) perTkm[type] = lookup.ttwWtt(PER_TKM_KEY[type], 'mgo_mdo');
  // A class is a key with nothing after it: `<key>.wtt`, `.ch4`, `.n2o` are its parts, not classes.
  const classes = new Map<string, TtwWttFactor>();
  for (const key of Object.keys(lookup.set.factors)) {
    const name = key.startsWith(PER_TKM_PREFIX) ? key.slice(PER_TKM_PREFIX.length) : '';
    if (name && !name.includes('.')) classes.set(name, lookup.ttwWtt(key, 'mgo_mdo'));
  }
  return Object.freeze({
    fuels: Object.freeze({ mgo_mdo: compileFuel(lookup, 'mgo_mdo'), lng: compileFuel(lookup, 'lng') }),
    entries,
    perTkm: Object.freeze(perTkm),
    classes,
    utilisationContainer: lookup.value('sea.utilisation.container'),
    utilisationOther: lookup.value('sea.utilisation.other'),
    portDaysPerOperation: lookup.value('ship.port_days_per_operation'),
    containerUsed: lookup.used('sea.utilisation.container'),
    otherUsed: lookup.used('sea.utilisation.other'),
    portDaysUsed: lookup.used('ship.port_days_per_operation'),
  });
}

function fuelFigures(tonnes: number, fuel: ShipFuel, scope: TtwScope): Figures {
  const ttw = tonnes * fuel.ttw;
  const g = gases(tonnes * fuel.co2, tonnes * fuel.ch4, tonnes * fuel.n2o, tonnes * fuel.nox, tonnes * fuel.sox, tonnes * fuel.pm);
  return figures(ttw, ttw * fuel.wttPerTtw, 0, false, g, scope, SHIP_FUEL_GASES);
}

/** Share of the vessels' fuel that belongs to the stage's cargo: whole vessels for full_cargo. */
function cargoShare(stage: SeaStageInput, mass: number, sea: SeaFactors): { share: number; used: FactorUsed[] } | CalculationError {
  const vessels = positive(stage.vehicles_number, 'vehicles_number', 1);
  if (typeof vessels !== 'number') return vessels;
  if (stage.ship_load_type === 'full_cargo') return { share: vessels, used: [] };
  const totalLoad = positive(stage.total_load, 'total_load');
  if (typeof totalLoad !== 'number') return totalLoad;
  const container = stage.ship_load_type === 'container';
  const capacity = container ? totalLoad * TONNES_PER_TEU : totalLoad;
  const utilisation = container ? sea.utilisationContainer : sea.utilisationOther;
  return { share: mass / (capacity * utilisation), used: [container ? sea.containerUsed : sea.otherUsed] };
}

function shipModel(
  stage: SeaStageInput,
  ship: ShipEntry,
  fuel: ShipFuel,
  mass: number,
  distanceKm: number,
  sea: SeaFactors,
  scope: TtwScope,
): { figures: Figures; used: readonly FactorUsed[] } | CalculationError {
  const grossTonnage = nonNegative(stage.gross_tonnage, 'gross_tonnage');
  if (typeof grossTonnage !== 'number') return grossTonnage;
  const operations = PORT_OPERATIONS[stage.port_operations ?? 'none'];
  if (operations === undefined) return fail('port_operations', 'invalid_choice');
  const share = cargoShare(stage, mass, sea);
  if ('ok' in share) return share;
  const { A2, B2, C2, D2, V2 } = ship.entry;
  const seaDays = distanceKm / (V2 * KM_PER_NAUTICAL_MILE * HOURS_PER_DAY);
  const seaFuel = (A2 + B2 * grossTonnage) * (1 + C2) * seaDays;
  const portFuel = D2 * sea.portDaysPerOperation * operations;
  const used = [...ship.used, ...share.used, ...(operations > 0 ? [sea.portDaysUsed] : []), ...fuel.used];
  return { figures: fuelFigures((seaFuel + portFuel) * share.share, fuel, scope), used };
}

export function calculateSeaStage<R>(
  stage: SeaStageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  onlyScope3: boolean,
  sink: StageSink<R>,
): R | CalculationError {
  if (!LOAD_TYPES.includes(stage.ship_load_type)) return fail('ship_load_type', stage.ship_load_type ? 'invalid_choice' : 'required');
  const fuelType = stage.ship_fuel_type ?? 'mgo_mdo';
  if (!FUEL_TYPES.includes(fuelType)) return fail('ship_fuel_type', 'invalid_choice');
  const mass = linkedMass(cargos);
  if (typeof mass !== 'number') return mass;
  const distance = resolveDistance('sea', stage, factorSet.distance);
  if ('ok' in distance) return distance;
  const scope = ttwScope(stage.operated_by, onlyScope3, false);
  const sea = factorSet.sea;
  const fuel = sea.fuels[fuelType];

  const declared = optionalNonNegative(stage.fuel_t, 'fuel_t');
  if (declared !== null && typeof declared !== 'number') return declared;
  if (declared !== null) {
    return sink.write(stage.id, 'sea', 'fuel', distance, cargos, mass, fuelFigures(declared, fuel, scope), fuel.used);
  }

  const ship = sea.entries.get(`${stage.ship_load_type}/${fuelType}`);
  if (ship) {
    const modelled = shipModel(stage, ship, fuel, mass, distance.distance_km, sea, scope);
    if ('ok' in modelled) return modelled;
    return sink.write(stage.id, 'sea', 'ship_model', distance, cargos, mass, modelled.figures, modelled.used);
  }

  // The vessel's size class when the set publishes it, else the average of its load type (docs/methodology.md §5.3).
  const factor = (stage.factor_class ? sea.classes.get(stage.factor_class) : undefined) ?? sea.perTkm[stage.ship_load_type];
  const tkm = mass * distance.distance_km;
  const f = factorFigures(tkm, factor, scope);
  return sink.write(stage.id, 'sea', 'per_tkm', distance, cargos, mass, f, factor.used);
}
