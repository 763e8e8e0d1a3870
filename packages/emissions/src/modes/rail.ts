// Rail stages (docs/methodology.md §5.2): declared diesel or electricity, else a rail-vehicle entry per tkm,
// else the freight default per tkm. Electric traction operated by the company is scope 2.
import { linkedMass } from '../allocation/cargo-mass.ts';
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import type { FactorLookup, TtwWttFactor } from '../factors/factor-lookup.ts';
import type { RailVehicleEntry } from '../factors/factor-set.ts';
import { resolveDistance } from '../distance/resolve-distance.ts';
import { optionalNonNegative } from '../input/read-number.ts';
import type { CargoInput, RailStageInput } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import { figures, gases, sumFigures, type Figures } from '../result/figures.ts';
import type { FactorUsed } from '../result/result-types.ts';
import { electricityFigures } from './energy-factors.ts';
import { factorFigures, SPLIT_GASES } from './factor-figures.ts';
import { ttwScope, type StageSink } from './stage-result.ts';

interface RailEntry {
  readonly entry: RailVehicleEntry;
  /** kg CO2e per tkm (TTW) of the entry's gases. */
  readonly ttwPerTkm: number;
  readonly dieselUsed: readonly FactorUsed[];
  readonly electricUsed: readonly FactorUsed[];
}

export interface RailFactors {
  readonly freight: TtwWttFactor;
  readonly entries: ReadonlyMap<string, RailEntry>;
  readonly wttPerTtwDiesel: number;
  readonly wttPerTtwElectricity: number;
}

export function compileRailFactors(lookup: FactorLookup): RailFactors {
  const entries = new Map<string, RailEntry>();
  const { CH4, N2O } = lookup.set.gwp;
  for (const entry of lookup.set.rail_vehicle_reviews) {
    const own = [
      lookup.entryUsed('rail_vehicle_reviews', entry.vehicle, 'A1', entry.A1, 'kg CO2/tkm'),
      lookup.entryUsed('rail_vehicle_reviews', entry.vehicle, 'B1', entry.B1, 'g CH4/tkm'),
      lookup.entryUsed('rail_vehicle_reviews', entry.vehicle, 'C1', entry.C1, 'g N2O/tkm'),
      lookup.gwpUsed('CH4'),
      lookup.gwpUsed('N2O'),
    ];
    entries.set(
      entry.vehicle,
      Object.freeze({
        entry,
        ttwPerTkm: entry.A1 + (entry.B1 / 1000) * CH4 + (entry.C1 / 1000) * N2O,
        dieselUsed: Object.freeze([...own, lookup.used('wtt_per_ttw.diesel')]),
        electricUsed: Object.freeze([...own, lookup.used('wtt_per_ttw.electricity')]),
      }),
    );
  }
  return Object.freeze({
    freight: lookup.ttwWtt('rail.per_tkm.freight', 'diesel'),
    entries,
    wttPerTtwDiesel: lookup.value('wtt_per_ttw.diesel'),
    wttPerTtwElectricity: lookup.value('wtt_per_ttw.electricity'),
  });
}

function declaredEnergy(
  stage: RailStageInput,
  factorSet: CompiledFactorSet,
  onlyScope3: boolean,
): { figures: Figures; used: readonly FactorUsed[] } | null | CalculationError {
  const litres = optionalNonNegative(stage.fuel_l, 'fuel_l');
  if (litres !== null && typeof litres !== 'number') return litres;
  const kwh = optionalNonNegative(stage.electricity_kwh, 'electricity_kwh');
  if (kwh !== null && typeof kwh !== 'number') return kwh;
  const { energy } = factorSet;
  const diesel = litres === null ? null : factorFigures(litres, energy.gasoil, ttwScope(stage.operated_by, onlyScope3, false));
  const electric = kwh === null ? null : electricityFigures(kwh, energy, ttwScope(stage.operated_by, onlyScope3, true));
  if (diesel && electric) return { figures: sumFigures(diesel, electric), used: [...energy.gasoil.used, ...energy.gridUsed] };
  if (diesel) return { figures: diesel, used: energy.gasoil.used };
  if (electric) return { figures: electric, used: energy.gridUsed };
  return null;
}

export function calculateRailStage<R>(
  stage: RailStageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  onlyScope3: boolean,
  sink: StageSink<R>,
): R | CalculationError {
  const traction = stage.traction ?? 'diesel';
  if (traction !== 'diesel' && traction !== 'electric') return fail('traction', 'invalid_choice');
  const mass = linkedMass(cargos);
  if (typeof mass !== 'number') return mass;
  const distance = resolveDistance('rail', stage, factorSet.distance);
  if ('ok' in distance) return distance;

  const declared = declaredEnergy(stage, factorSet, onlyScope3);
  if (declared !== null && 'ok' in declared) return declared;
  if (declared !== null) {
    return sink.write(stage.id, 'rail', 'fuel', distance, cargos, mass, declared.figures, declared.used);
  }

  const electric = traction === 'electric';
  const scope = ttwScope(stage.operated_by, onlyScope3, electric);
  const tkm = mass * distance.distance_km;
  const rail = factorSet.rail;
  const entry = stage.vehicle ? rail.entries.get(stage.vehicle) : undefined;
  if (entry) {
    const ttw = tkm * entry.ttwPerTkm;
    const wtt = ttw * (electric ? rail.wttPerTtwElectricity : rail.wttPerTtwDiesel);
    const g = gases(tkm * entry.entry.A1, (tkm * entry.entry.B1) / 1000, (tkm * entry.entry.C1) / 1000, 0, 0, 0);
    const f = figures(ttw, wtt, 0, false, g, scope, SPLIT_GASES);
    return sink.write(stage.id, 'rail', 'rail_vehicle', distance, cargos, mass, f, electric ? entry.electricUsed : entry.dieselUsed);
  }
  const f = factorFigures(tkm, rail.freight, scope);
  return sink.write(stage.id, 'rail', 'per_tkm', distance, cargos, mass, f, rail.freight.used);
}
