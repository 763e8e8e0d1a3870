// Reads one factor set during compilation and hands out frozen `factors_used` records, one per key, so
// results can share them instead of allocating a record per calculation (bench/emissions-throughput.ts).
import type { FactorUsed } from '../result/result-types.ts';
import type { FactorSet } from './factor-set.ts';
import { unitOf } from './factor-units.ts';

/** A TTW factor with its WTT counterpart and the records naming both. */
export interface TtwWttFactor {
  readonly ttw: number;
  readonly wtt: number;
  readonly used: readonly FactorUsed[];
}

export class FactorLookup {
  private readonly cache = new Map<string, FactorUsed>();

  constructor(readonly set: FactorSet) {}

  has(key: string): boolean {
    return key in this.set.factors;
  }

  /** Only called for keys the loader guarantees (REQUIRED_FACTOR_KEYS) or after `has`. */
  value(key: string): number {
    const value = this.set.factors[key];
    if (value === undefined) throw new Error(`factor ${key} is missing from factor set ${this.set.id}`);
    return value;
  }

  used(key: string): FactorUsed {
    return this.record(key, this.value(key), unitOf(key), this.set.factor_notes[key]?.source ?? this.set.source);
  }

  gwpUsed(gas: 'CH4' | 'N2O'): FactorUsed {
    return this.record(`gwp.${gas}`, this.set.gwp[gas], unitOf('gwp.'), `${this.set.gwp_basis}`);
  }

  /** A coefficient of a review entry, keyed like `road_vehicle_reviews[Truck 40 t/euro_6].A1`. */
  entryUsed(list: string, label: string, coefficient: string, value: number, unit: string): FactorUsed {
    return this.record(`${list}[${label}].${coefficient}`, value, unit, this.set.title);
  }

  /** `<key>` as TTW and `<key>.wtt` as WTT, or WTT = TTW × `wtt_per_ttw.<fuel>` (METHODOLOGY.md §2). */
  ttwWtt(key: string, fuel: string): TtwWttFactor {
    const ttw = this.value(key);
    if (this.has(`${key}.wtt`)) {
      return Object.freeze({ ttw, wtt: this.value(`${key}.wtt`), used: Object.freeze([this.used(key), this.used(`${key}.wtt`)]) });
    }
    const ratioKey = `wtt_per_ttw.${fuel}`;
    return Object.freeze({ ttw, wtt: ttw * this.value(ratioKey), used: Object.freeze([this.used(key), this.used(ratioKey)]) });
  }

  private record(key: string, value: number, unit: string, source: string): FactorUsed {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const record = Object.freeze({ key, value, unit, source });
    this.cache.set(key, record);
    return record;
  }
}
