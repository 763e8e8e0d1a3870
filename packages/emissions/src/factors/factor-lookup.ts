// Reads one factor set during compilation and hands out frozen `factors_used` records, one per key, so
// results can share them instead of allocating a record per calculation (bench/emissions-throughput.ts).
import type { FactorUsed } from '../result/result-types.ts';
import type { FactorSet } from './factor-set.ts';
import { unitOf } from './factor-units.ts';

/**
 * The CH4 and N2O inside a TTW CO2e factor, per unit: as DESNZ publishes them (kg CO2e of the gas) and as masses
 * (kg of the gas = the CO2e part / the set's GWP). CO2 is what remains of the factor, so CO2e stays the published
 * total (docs/methodology.md "Gases").
 */
export interface GasSplit {
  readonly ch4Co2e: number;
  readonly n2oCo2e: number;
  readonly ch4Kg: number;
  readonly n2oKg: number;
}

/** Suffixes of keys that qualify another key (`<key>.wtt`, `<key>.ch4`…) rather than name a factor of their own. */
export const QUALIFIER_SUFFIXES = ['.wtt', '.with_rf', '.co2', '.ch4', '.n2o'] as const;

export function isQualifierKey(key: string): boolean {
  return QUALIFIER_SUFFIXES.some((suffix) => key.endsWith(suffix));
}

/** A TTW factor with its WTT counterpart, its split by gas when published, and the records naming them. */
export interface TtwWttFactor {
  readonly ttw: number;
  readonly wtt: number;
  /** null: the set gives no split, so the whole TTW CO2e is shown as CO2 and CH4, N2O are "not estimated". */
  readonly split: GasSplit | null;
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
    // An entry's provenance may be noted under `<list>[<label>]` (e.g. the guidebook an aircraft model comes from).
    const source = this.set.factor_notes[`${list}[${label}]`]?.source ?? this.set.title;
    return this.record(`${list}[${label}].${coefficient}`, value, unit, source);
  }

  /** `<key>` as TTW and `<key>.wtt` as WTT, or WTT = TTW × `wtt_per_ttw.<fuel>` (docs/methodology.md §2). */
  ttwWtt(key: string, fuel: string): TtwWttFactor {
    const ttw = this.value(key);
    const { split, used: splitUsed } = this.split(key);
    if (this.has(`${key}.wtt`)) {
      const used = [this.used(key), this.used(`${key}.wtt`), ...splitUsed];
      return Object.freeze({ ttw, wtt: this.value(`${key}.wtt`), split, used: Object.freeze(used) });
    }
    const ratioKey = `wtt_per_ttw.${fuel}`;
    const used = [this.used(key), this.used(ratioKey), ...splitUsed];
    return Object.freeze({ ttw, wtt: ttw * this.value(ratioKey), split, used: Object.freeze(used) });
  }

  /**
   * `<key>.ch4` and `<key>.n2o`: kg CO2e of CH4 and of N2O per unit inside `<key>`, as DESNZ publishes them.
   * Both or neither: a set giving one alone has no usable split, and CO2 would silently absorb the other gas.
   */
  split(key: string): { split: GasSplit | null; used: readonly FactorUsed[] } {
    if (!this.has(`${key}.ch4`) || !this.has(`${key}.n2o`)) return { split: null, used: [] };
    const ch4Co2e = this.value(`${key}.ch4`);
    const n2oCo2e = this.value(`${key}.n2o`);
    const split = Object.freeze({ ch4Co2e, n2oCo2e, ch4Kg: ch4Co2e / this.set.gwp.CH4, n2oKg: n2oCo2e / this.set.gwp.N2O });
    return { split, used: [this.used(`${key}.ch4`), this.used(`${key}.n2o`), this.gwpUsed('CH4'), this.gwpUsed('N2O')] };
  }

  private record(key: string, value: number, unit: string, source: string): FactorUsed {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const record = Object.freeze({ key, value, unit, source });
    this.cache.set(key, record);
    return record;
  }
}
