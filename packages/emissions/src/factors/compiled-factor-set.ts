// A factor set resolved once for calculation: every number a formula reads is looked up and every
// `factors_used` list built in advance, so a stage calculation does arithmetic and little else.
import type { DistanceFactors } from '../distance/resolve-distance.ts';
import type { AirFactors } from '../modes/air.ts';
import type { CarFactors } from '../modes/company-car.ts';
import type { ConsumptionFactors } from '../modes/consumption.ts';
import type { EnergyFactors } from '../modes/energy-factors.ts';
import type { RailFactors } from '../modes/rail.ts';
import type { RoadFactors } from '../modes/road.ts';
import type { SeaFactors } from '../modes/sea.ts';
import type { StorageFactors } from '../modes/storage.ts';
import type { FactorSet } from './factor-set.ts';

export interface CompiledFactorSet {
  readonly id: string;
  readonly title: string;
  /** SHA-256 of the canonical JSON of the checked factor set (docs/methodology.md §2: stored with frozen results). */
  readonly content_hash: string;
  readonly factorSet: FactorSet;
  readonly distance: DistanceFactors;
  readonly energy: EnergyFactors;
  readonly road: RoadFactors;
  readonly rail: RailFactors;
  readonly sea: SeaFactors;
  readonly air: AirFactors;
  readonly storage: StorageFactors;
  readonly consumption: ConsumptionFactors;
  readonly car: CarFactors;
}
