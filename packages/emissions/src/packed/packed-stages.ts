// Stage results packed into one growing Float64Array (issue #18): a report that keeps its stages' results until it
// stores them held about 150 heap objects per five-cargo stage (the result, its gases and scopes, the same for each
// allocation, and a boxed number for most figures); kept past V8's young generation they were promoted and marked, and
// the object path ran some fifty times slower kept than dropped (bench/emissions-throughput.ts). Here a result is a
// row of numbers at fixed offsets (packed-layout.ts) plus references to what is not a number (its id, its cargos' ids,
// the shared lists of factors it used), so keeping 65,536 results costs a few megabytes and no object per result. The
// buffer is the caller's, meant to be cleared and filled again chunk after chunk.
import type { ResolvedDistance } from '../distance/resolve-distance.ts';
import type { CargoInput, EntityId } from '../input/input-types.ts';
import { notEstimatedList, type GasName } from '../result/figures.ts';
import type { DistanceMethod, FactorUsed, Mode, StageMethod } from '../result/result-types.ts';
import type { StageSink } from '../modes/stage-result.ts';
import { CARGO_SLOTS, DISTANCE_METHODS, MODES, STAGE, STAGE_METHODS, STAGE_SLOTS } from './packed-layout.ts';
import { PackedStageWriter } from './pack-stage.ts';

export class PackedStages {
  /** Every row's numbers; replaced by a larger array when it fills, so read it after calculating, not before. */
  figures: Float64Array;
  /** Rows written since the last clear. */
  length = 0;
  /** Writes a calculated stage as the next row; what calculateStageInto gives the modes instead of STAGE_RESULTS. */
  readonly sink: StageSink<number> = new PackedStageWriter(this);
  #used = 0;
  /** Per row: its offset in `figures`, and where its cargos' ids start in #cargoIds. */
  #rows: Int32Array;
  #ids: EntityId[] = [];
  #cargoIds: EntityId[] = [];
  #cargoCount = 0;
  #methodUsed: (readonly FactorUsed[])[] = [];
  #distanceUsed: (readonly FactorUsed[])[] = [];

  /** `rows` and `cargosPerRow` only size the first arrays; the buffer grows as needed. */
  constructor(rows = 1024, cargosPerRow = 1) {
    this.figures = new Float64Array(Math.max(1, rows) * (STAGE_SLOTS + cargosPerRow * CARGO_SLOTS));
    this.#rows = new Int32Array(Math.max(1, rows) * 2);
  }

  /** Forgets every row and keeps the memory, for the next chunk. */
  clear(): void {
    this.length = 0;
    this.#used = 0;
    this.#cargoCount = 0;
  }

  /**
   * Makes room for a row of `cargos.length` cargos and records what is not a number; returns the row's offset in
   * `figures`, where PackedStageWriter writes its numbers.
   */
  reserve(id: EntityId, cargos: readonly CargoInput[], distance: ResolvedDistance, methodUsed: readonly FactorUsed[]): number {
    const row = this.length;
    const count = cargos.length;
    const offset = this.#used;
    const end = offset + STAGE_SLOTS + count * CARGO_SLOTS;
    if (end > this.figures.length) this.figures = grown(this.figures, end);
    if (2 * row === this.#rows.length) this.#rows = grown(this.#rows, 2 * row + 2);
    this.#rows[2 * row] = offset;
    this.#rows[2 * row + 1] = this.#cargoCount;
    this.#ids[row] = id;
    for (let k = 0; k < count; k++) this.#cargoIds[this.#cargoCount + k] = (cargos[k] as CargoInput).id;
    this.#methodUsed[row] = methodUsed;
    this.#distanceUsed[row] = distance.used;
    this.#cargoCount += count;
    this.#used = end;
    this.length = row + 1;
    return offset;
  }

  /** Where row `row` starts in `figures`; add a STAGE offset to read one of its numbers. */
  offset(row: number): number {
    return this.#rows[2 * row] as number;
  }

  /** Where cargo `k` of row `row` starts in `figures`; add a CARGO offset to read one of its numbers. */
  cargoOffset(row: number, k: number): number {
    return (this.#rows[2 * row] as number) + STAGE_SLOTS + k * CARGO_SLOTS;
  }

  /** One number of a stage: `stage(row, STAGE.co2e_wtw)`. */
  stage(row: number, slot: number): number {
    return this.figures[(this.#rows[2 * row] as number) + slot] as number;
  }

  /** One number of a stage's cargo `k`: `cargo(row, k, CARGO.co2e_wtw)`. */
  cargo(row: number, k: number, slot: number): number {
    return this.figures[this.cargoOffset(row, k) + slot] as number;
  }

  cargoCount(row: number): number {
    return this.stage(row, STAGE.cargo_count);
  }

  id(row: number): EntityId {
    return this.#ids[row] as EntityId;
  }

  cargoId(row: number, k: number): EntityId {
    return this.#cargoIds[(this.#rows[2 * row + 1] as number) + k] as EntityId;
  }

  mode(row: number): Mode {
    return MODES[this.stage(row, STAGE.mode)] as Mode;
  }

  method(row: number): StageMethod {
    return STAGE_METHODS[this.stage(row, STAGE.method)] as StageMethod;
  }

  distanceMethod(row: number): DistanceMethod {
    return DISTANCE_METHODS[this.stage(row, STAGE.distance_method)] as DistanceMethod;
  }

  /** The shared frozen list the object result has, for the stage and each of its cargos. */
  notEstimated(row: number): GasName[] {
    return notEstimatedList(this.stage(row, STAGE.not_estimated));
  }

  /** The method's factors, then the distance rule's, as stageResult lists them (a new array only when both have some). */
  factorsUsed(row: number): readonly FactorUsed[] {
    const method = this.#methodUsed[row] as readonly FactorUsed[];
    const distance = this.#distanceUsed[row] as readonly FactorUsed[];
    return distance.length === 0 ? method : [...method, ...distance];
  }
}

/** `array` copied into one twice as long, or `needed` long if that is more. */
function grown<T extends Float64Array | Int32Array>(array: T, needed: number): T {
  const next = (array instanceof Float64Array ? new Float64Array(Math.max(needed, array.length * 2)) : new Int32Array(Math.max(needed, array.length * 2))) as T;
  next.set(array);
  return next;
}
