// A report's calculation in parts (docs/methodology.md §6): its stages, storages and voyages given a chunk at a time,
// their results handed back to be stored and let go, the totals, per-cargo totals and input hash kept as they go.
// `calculate` is this stream given everything at once, so both give the same bytes; a report of 100,000 imported
// stages is calculated without holding all of its results (docs/import.md "Scale").
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { calculateStage } from './calculate-stage.ts';
import { cargoMass } from './allocation/cargo-mass.ts';
import type { CompiledFactorSet } from './factors/compiled-factor-set.ts';
import type { CargoInput, EntityId, ReportInput, StageInput, StorageInput, VoyageInput } from './input/input-types.ts';
import { calculateVoyage } from './modes/company-car.ts';
import { calculateConsumption } from './modes/consumption.ts';
import { calculateStorage } from './modes/storage.ts';
import { canonicalJson } from './result/canonical-json.ts';
import { fail, prefixField, type CalculationError } from './result/calculation-error.ts';
import { addInto, intensityGPerTkm, zeroFigures, type Figures } from './result/figures.ts';
import type { CargoAllocation, CargoTotal, ConsumptionResult, ReportResult, StageResult, StorageResult, VoyageResult } from './result/result-types.ts';

type List = 'stages' | 'storages' | 'voyages';
const LISTS: readonly string[] = ['stages', 'storages', 'voyages'];

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

/** What a report holds besides its streamed lists, given whole: its cargos and consumptions, and any other key. */
export type ReportHead = Omit<ReportInput, List>;

/** Which of the streamed lists the report has, even empty: the input hash tells `[]` from none. */
export type StreamedLists = Partial<Record<List, boolean>>;

/** The result of a streamed report without the lists it streamed; consumptions are given whole, so they are here. */
export type ReportSummary = Omit<ReportResult, List>;

export interface ReportStream {
  /** The next stages, in input order; all stages come before any storage or voyage. */
  stages(chunk: readonly StageInput[]): StageResult[] | CalculationError;
  /** The next storages; all come before any voyage. */
  storages(chunk: readonly StorageInput[]): StorageResult[] | CalculationError;
  voyages(chunk: readonly VoyageInput[]): VoyageResult[] | CalculationError;
  finish(): ReportSummary | CalculationError;
}


/**
 * The input hash of `{input: report, factor_set}` as hashCanonical computes it, fed a piece at a time: canonical JSON
 * sorts keys, so the head's keys are written where they fall among the streamed lists (cargos, consumptions,
 * only_scope3, stages, storages, voyages), and a list the stream never reached is written empty.
 */
function streamedHash(head: ReportHead, lists: StreamedLists, factorSet: Pick<CompiledFactorSet, 'id' | 'content_hash'>) {
  const hash = sha256.create();
  const feed = (text: string) => hash.update(utf8ToBytes(text));
  const record = head as Record<string, unknown>;
  const keys = [
    ...Object.keys(record).filter((key) => !LISTS.includes(key) && record[key] !== undefined && typeof record[key] !== 'function'),
    ...LISTS.filter((list) => lists[list as List]),
  ].toSorted();
  let at = 0;
  let written = 0;
  let open: string | null = null;
  let first = true;
  const member = (key: string) => `${written++ ? ',' : ''}${JSON.stringify(key)}:`;
  /** Writes every key up to `list` and opens it; null: up to the end. */
  const moveTo = (list: List | null) => {
    if (open) feed(']');
    open = null;
    while (at < keys.length) {
      const key = keys[at++] as string;
      if (!LISTS.includes(key)) feed(`${member(key)}${canonicalJson(record[key])}`);
      else if (key !== list) feed(`${member(key)}[]`);
      else {
        feed(`${member(key)}[`);
        open = key;
        first = true;
        return;
      }
    }
    if (list) throw new Error(`report stream: ${list} given out of order or not declared`);
  };
  feed(`{"factor_set":${canonicalJson({ id: factorSet.id, content_hash: factorSet.content_hash })},"input":{`);
  return {
    item(list: List, value: unknown) {
      if (open !== list) moveTo(list);
      feed(`${first ? '' : ','}${canonicalJson(value)}`);
      first = false;
    },
    digest(): string {
      moveTo(null);
      feed('}}');
      return bytesToHex(hash.digest());
    },
  };
}

export function startReport(head: ReportHead, lists: StreamedLists, factorSet: CompiledFactorSet): ReportStream | CalculationError {
  const onlyScope3 = head.only_scope3 === true;
  const byId = indexCargos(head.cargos ?? []);
  if (!(byId instanceof Map)) return byId;
  const options = { only_scope3: onlyScope3 };
  const hash = streamedHash(head, lists, factorSet);
  const cargoTotals = new Map<string, CargoTotal>();
  for (const cargo of head.cargos ?? []) {
    // Object.assign rather than `{ …, ...zeroFigures() }`: the same members in order, without V8's slow path for a
    // spread after other members, which cost microseconds a cargo (issue #18).
    cargoTotals.set(idKey(cargo.id), Object.assign({ cargo_id: cargo.id, mass_t: cargoMass(cargo, '') as number, tkm: 0, intensity_g_per_tkm: null as number | null }, zeroFigures()));
  }
  const totals: Figures = zeroFigures();
  const transport: Figures = zeroFigures();
  let tkm = 0;
  const counts: Record<List, number> = { stages: 0, storages: 0, voyages: 0 };
  // Consumptions are calculated where `calculate` always did: after the storages, before the voyages.
  let consumptions: ConsumptionResult[] | null = null;
  let marketBasedShift = 0;

  function calculateConsumptions(): CalculationError | null {
    if (consumptions) return null;
    consumptions = [];
    for (const [i, consumption] of (head.consumptions ?? []).entries()) {
      const result = calculateConsumption(consumption, factorSet, onlyScope3);
      if (!result.ok) return prefixField(result, `consumptions[${i}]`);
      consumptions.push(result);
      addInto(totals, result);
      if (result.scope2_market_based !== null) marketBasedShift += result.scope2_market_based - result.scopes.scope2;
    }
    return null;
  }

  return {
    stages(chunk) {
      const results: StageResult[] = [];
      for (const stage of chunk) {
        const i = counts.stages++;
        hash.item('stages', stage);
        const linked = linkCargos(stage.cargos, byId, `stages[${i}]`);
        if (!Array.isArray(linked)) return linked;
        const result = calculateStage(stage, linked, factorSet, options);
        if (!result.ok) return prefixField(result, `stages[${i}]`);
        results.push(result);
        addInto(totals, result);
        addInto(transport, result);
        tkm += result.tkm;
        addAllocations(cargoTotals, result.cargos);
      }
      return results;
    },
    storages(chunk) {
      const results: StorageResult[] = [];
      for (const storage of chunk) {
        const i = counts.storages++;
        hash.item('storages', storage);
        const linked = linkCargos(storage.cargos, byId, `storages[${i}]`);
        if (!Array.isArray(linked)) return linked;
        const result = calculateStorage(storage, linked, factorSet, onlyScope3);
        if (!result.ok) return prefixField(result, `storages[${i}]`);
        results.push(result);
        addInto(totals, result);
        addInto(transport, result);
        addAllocations(cargoTotals, result.cargos);
      }
      return results;
    },
    voyages(chunk) {
      const failed = calculateConsumptions();
      if (failed) return failed;
      const results: VoyageResult[] = [];
      for (const voyage of chunk) {
        const i = counts.voyages++;
        hash.item('voyages', voyage);
        const result = calculateVoyage(voyage, factorSet, onlyScope3);
        if (!result.ok) return prefixField(result, `voyages[${i}]`);
        results.push(result);
        addInto(totals, result);
      }
      return results;
    },
    finish() {
      const failed = calculateConsumptions();
      if (failed) return failed;
      for (const cargo of cargoTotals.values()) cargo.intensity_g_per_tkm = intensityGPerTkm(cargo.co2e_wtw, cargo.tkm);
      return {
        ok: true,
        factor_set: { id: factorSet.id, title: factorSet.title, content_hash: factorSet.content_hash },
        input_hash: hash.digest(),
        only_scope3: onlyScope3,
        totals: {
          ...totals,
          tkm,
          intensity_g_per_tkm: intensityGPerTkm(transport.co2e_wtw, tkm),
          scope2_market_based: totals.scopes.scope2 + marketBasedShift,
        },
        consumptions: consumptions ?? [],
        cargos: [...cargoTotals.values()],
      };
    },
  };
}

/** A whole input as the stream takes it: its head, and which lists it has. */
export function splitReport(report: ReportInput): { head: ReportHead; lists: StreamedLists } {
  const { stages, storages, voyages, ...head } = report;
  return { head, lists: { stages: stages !== undefined, storages: storages !== undefined, voyages: voyages !== undefined } };
}
