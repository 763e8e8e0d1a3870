// Company-car voyages (docs/methodology.md §5.6): km × the average car factor of the fuel, or a car-family entry.
// Company cars are the company's own: fuel → scope 1, battery electric → scope 2, WTT → scope 3.
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import type { FactorLookup, TtwWttFactor } from '../factors/factor-lookup.ts';
import { parseQuantity } from '../input/parse-quantity.ts';
import type { CarFuel, VoyageInput } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import { figures, gases } from '../result/figures.ts';
import type { FactorUsed, VoyageResult } from '../result/result-types.ts';
import { factorFigures, SPLIT_GASES } from './factor-figures.ts';
import { ttwScope } from './stage-result.ts';

interface CarFuelFactor {
  /** Per km: the average car of the fuel, with its split by gas when the set publishes one. */
  readonly perKm: TtwWttFactor;
}

interface CarFamily {
  readonly co2: number;
  readonly ch4: number;
  readonly n2o: number;
  readonly used: readonly FactorUsed[];
}

interface CarFuelRatio {
  readonly wttPerTtw: number;
  readonly used: readonly FactorUsed[];
}

export interface CarFactors {
  /** Average car per km; CNG only when the set has `car.per_km.cng` (DESNZ 2025 as shipped has none). */
  readonly fuels: Readonly<Partial<Record<CarFuel, CarFuelFactor>>>;
  /** WTT per TTW of each fuel, for car-family entries (which give TTW only). */
  readonly ratios: Readonly<Partial<Record<CarFuel, CarFuelRatio>>>;
  readonly families: ReadonlyMap<string, CarFamily>;
  readonly gwpCH4: number;
  readonly gwpN2O: number;
}

const WTT_FUEL: Readonly<Record<CarFuel, string>> = { diesel: 'diesel', petrol: 'petrol', bev: 'electricity', cng: 'natural_gas' };

/**
 * `wtt_per_ttw.<fuel>`; for natural gas, which the shipped set gives per kWh burnt rather than as a ratio, the
 * ratio of `fuel.natural_gas_kwh.wtt` to `fuel.natural_gas_kwh` (the same gas, so the same upstream share).
 */
function compileRatio(lookup: FactorLookup, fuel: CarFuel): CarFuelRatio | undefined {
  const ratioKey = `wtt_per_ttw.${WTT_FUEL[fuel]}`;
  if (lookup.has(ratioKey)) return Object.freeze({ wttPerTtw: lookup.value(ratioKey), used: Object.freeze([lookup.used(ratioKey)]) });
  const gas = 'fuel.natural_gas_kwh';
  if (fuel !== 'cng' || !lookup.has(gas) || !lookup.has(`${gas}.wtt`)) return undefined;
  return Object.freeze({
    wttPerTtw: lookup.value(`${gas}.wtt`) / lookup.value(gas),
    used: Object.freeze([lookup.used(gas), lookup.used(`${gas}.wtt`)]),
  });
}

function compileFuel(lookup: FactorLookup, fuel: CarFuel): CarFuelFactor {
  return Object.freeze({ perKm: lookup.ttwWtt(`car.per_km.${fuel}`, WTT_FUEL[fuel]) });
}

export function compileCarFactors(lookup: FactorLookup): CarFactors {
  const families = new Map<string, CarFamily>();
  for (const entry of lookup.set.car_family_reviews) {
    families.set(
      entry.family,
      Object.freeze({
        co2: entry.A1,
        ch4: entry.B1 / 1000,
        n2o: entry.C1 / 1000,
        used: Object.freeze([
          lookup.entryUsed('car_family_reviews', entry.family, 'A1', entry.A1, 'kg CO2/km'),
          lookup.entryUsed('car_family_reviews', entry.family, 'B1', entry.B1, 'g CH4/km'),
          lookup.entryUsed('car_family_reviews', entry.family, 'C1', entry.C1, 'g N2O/km'),
          lookup.gwpUsed('CH4'),
          lookup.gwpUsed('N2O'),
        ]),
      }),
    );
  }
  return Object.freeze({
    fuels: Object.freeze({
      diesel: compileFuel(lookup, 'diesel'),
      petrol: compileFuel(lookup, 'petrol'),
      bev: compileFuel(lookup, 'bev'),
      ...(lookup.has('car.per_km.cng') ? { cng: compileFuel(lookup, 'cng') } : {}),
    }),
    ratios: Object.freeze(
      Object.fromEntries((['diesel', 'petrol', 'bev', 'cng'] as const).flatMap((fuel) => {
        const ratio = compileRatio(lookup, fuel);
        return ratio ? [[fuel, ratio]] : [];
      })),
    ),
    families,
    gwpCH4: lookup.set.gwp.CH4,
    gwpN2O: lookup.set.gwp.N2O,
  });
}

export function calculateVoyage(voyage: VoyageInput, factorSet: CompiledFactorSet, onlyScope3: boolean): VoyageResult | CalculationError {
  const km = parseQuantity(voyage.distance, 'distance');
  if (typeof km !== 'number') return km;
  // The spec's car carries no fuel field; diesel, the commonest company-car fuel, stands in (docs/methodology.md).
  const fuel = voyage.fuel ?? 'diesel';
  const car = factorSet.car;
  if (!(fuel in WTT_FUEL)) return fail('fuel', 'invalid_choice');
  const scope = ttwScope('own', onlyScope3, fuel === 'bev');
  const family = voyage.car_family ? car.families.get(voyage.car_family) : undefined;
  const ratio = car.ratios[fuel];
  if (family && ratio) {
    const co2 = km * family.co2;
    const ch4 = km * family.ch4;
    const n2o = km * family.n2o;
    const ttw = co2 + ch4 * car.gwpCH4 + n2o * car.gwpN2O;
    const f = figures(ttw, ttw * ratio.wttPerTtw, 0, false, gases(co2, ch4, n2o, 0, 0, 0), scope, SPLIT_GASES);
    return { ok: true, id: voyage.id, method: 'car_family', distance_km: km, ...f, factors_used: [...family.used, ...ratio.used] };
  }
  const fuelFactor = car.fuels[fuel];
  // A natural-gas car without an average factor in the set: its family needs an entry in the review.
  if (!fuelFactor) return fail('car_family', 'missing_factor');
  const f = factorFigures(km, fuelFactor.perKm, scope);
  return { ok: true, id: voyage.id, method: 'per_km', distance_km: km, ...f, factors_used: fuelFactor.perKm.used };
}
