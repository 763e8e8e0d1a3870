// `calculate(report, factorSet)` (docs/methodology.md §6): every stage, storage, consumption and voyage of a
// report, per-cargo totals, report totals and the input hash. Pure: same input and set → same bytes.
import { calculateStage } from './calculate-stage.ts';
import { cargoMass } from './allocation/cargo-mass.ts';
import type { CompiledFactorSet } from './factors/compiled-factor-set.ts';
import type { CargoInput, EntityId, ReportInput } from './input/input-types.ts';
import { calculateVoyage } from './modes/company-car.ts';
import { calculateConsumption } from './modes/consumption.ts';
import { calculateStorage } from './modes/storage.ts';
import { fail, prefixField, type CalculationError } from './result/calculation-error.ts';
import { addInto, intensityGPerTkm, zeroFigures, type Figures } from './result/figures.ts';
import type {
  CargoAllocation,
  CargoTotal,
  ConsumptionResult,
  ReportResult,
  StageResult,
  StorageResult,
  VoyageResult,
} from './result/result-types.ts';
import { hashCanonical } from './result/sha256-hex.ts';

/** Cargo ids arrive as numbers from the database and as strings from JSON; both name the same cargo. */
function idKey(id: EntityId): string {
  return String(id);
}

function indexCargos(cargos: readonly CargoInput[]): Map<string, CargoInput> | CalculationError {
  const byId = new Map<string, CargoInput>();
  for (let i = 0; i < cargos.length; i++) {
    const cargo = cargos[i] as CargoInput;
    if (cargo.id === undefined || cargo.id === null) return fail(`cargos[${i}].id`, 'required');
    if (byId.has(idKey(cargo.id))) return fail(`cargos[${i}].id`, 'duplicate_id');
    const mass = cargoMass(cargo, `cargos[${i}]`);
    if (typeof mass !== 'number') return mass;
    byId.set(idKey(cargo.id), cargo);
  }
  return byId;
}

function linkCargos(ids: readonly EntityId[] | undefined, byId: Map<string, CargoInput>, prefix: string): CargoInput[] | CalculationError {
  const linked: CargoInput[] = [];
  for (let j = 0; j < (ids ?? []).length; j++) {
    const cargo = byId.get(idKey((ids as readonly EntityId[])[j] as EntityId));
    if (!cargo) return fail(`${prefix}.cargos[${j}]`, 'unknown_cargo');
    linked.push(cargo);
  }
  return linked;
}

function addAllocations(cargoTotals: Map<string, CargoTotal>, allocations: readonly CargoAllocation[]): void {
  for (const allocation of allocations) {
    const total = cargoTotals.get(idKey(allocation.cargo_id)) as CargoTotal;
    addInto(total, allocation);
    total.tkm += allocation.tkm;
  }
}

export function calculate(report: ReportInput, factorSet: CompiledFactorSet): ReportResult | CalculationError {
  const onlyScope3 = report.only_scope3 === true;
  const byId = indexCargos(report.cargos ?? []);
  if (!(byId instanceof Map)) return byId;
  const options = { only_scope3: onlyScope3 };

  const stages: StageResult[] = [];
  for (const [i, stage] of (report.stages ?? []).entries()) {
    const linked = linkCargos(stage.cargos, byId, `stages[${i}]`);
    if (!Array.isArray(linked)) return linked;
    const result = calculateStage(stage, linked, factorSet, options);
    if (!result.ok) return prefixField(result, `stages[${i}]`);
    stages.push(result);
  }
  const storages: StorageResult[] = [];
  for (const [i, storage] of (report.storages ?? []).entries()) {
    const linked = linkCargos(storage.cargos, byId, `storages[${i}]`);
    if (!Array.isArray(linked)) return linked;
    const result = calculateStorage(storage, linked, factorSet, onlyScope3);
    if (!result.ok) return prefixField(result, `storages[${i}]`);
    storages.push(result);
  }
  const consumptions: ConsumptionResult[] = [];
  for (const [i, consumption] of (report.consumptions ?? []).entries()) {
    const result = calculateConsumption(consumption, factorSet, onlyScope3);
    if (!result.ok) return prefixField(result, `consumptions[${i}]`);
    consumptions.push(result);
  }
  const voyages: VoyageResult[] = [];
  for (const [i, voyage] of (report.voyages ?? []).entries()) {
    const result = calculateVoyage(voyage, factorSet, onlyScope3);
    if (!result.ok) return prefixField(result, `voyages[${i}]`);
    voyages.push(result);
  }

  const cargoTotals = new Map<string, CargoTotal>();
  for (const cargo of report.cargos ?? []) {
    cargoTotals.set(idKey(cargo.id), { cargo_id: cargo.id, mass_t: cargoMass(cargo, '') as number, tkm: 0, intensity_g_per_tkm: null, ...zeroFigures() });
  }
  const totals: Figures = zeroFigures();
  const transport: Figures = zeroFigures();
  let tkm = 0;
  for (const stage of stages) {
    addInto(totals, stage);
    addInto(transport, stage);
    tkm += stage.tkm;
    addAllocations(cargoTotals, stage.cargos);
  }
  for (const storage of storages) {
    addInto(totals, storage);
    addInto(transport, storage);
    addAllocations(cargoTotals, storage.cargos);
  }
  let marketBasedShift = 0;
  for (const consumption of consumptions) {
    addInto(totals, consumption);
    if (consumption.scope2_market_based !== null) marketBasedShift += consumption.scope2_market_based - consumption.scopes.scope2;
  }
  for (const voyage of voyages) addInto(totals, voyage);
  for (const cargo of cargoTotals.values()) cargo.intensity_g_per_tkm = intensityGPerTkm(cargo.co2e_wtw, cargo.tkm);

  return {
    ok: true,
    factor_set: { id: factorSet.id, title: factorSet.title, content_hash: factorSet.content_hash },
    input_hash: hashCanonical({ input: report, factor_set: { id: factorSet.id, content_hash: factorSet.content_hash } }),
    only_scope3: onlyScope3,
    totals: {
      ...totals,
      tkm,
      intensity_g_per_tkm: intensityGPerTkm(transport.co2e_wtw, tkm),
      scope2_market_based: totals.scopes.scope2 + marketBasedShift,
    },
    stages,
    storages,
    consumptions,
    voyages,
    cargos: [...cargoTotals.values()],
  };
}
