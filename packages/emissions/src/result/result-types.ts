// Result contract of the calculation core (docs/methodology.md §6).
import type { Figures } from './figures.ts';

/** Which data the figure rests on, most specific first (docs/methodology.md §2). */
export type StageMethod = 'fuel' | 'per_vkm' | 'rail_vehicle' | 'ship_model' | 'aircraft_model' | 'per_tkm';
export type DistanceMethod = 'declared' | 'gcd' | 'gcd_circuity' | 'router' | 'sea_network';
export type Mode = 'road' | 'rail' | 'sea' | 'air';

/** One factor behind a figure, so every number can be traced (docs/design.md "Quality bar"). */
export interface FactorUsed {
  readonly key: string;
  readonly value: number;
  readonly unit: string;
  readonly source: string;
}

export interface CargoAllocation extends Figures {
  cargo_id: string | number;
  mass_t: number;
  /** Share of the stage or storage given to this cargo (its mass over the linked mass). */
  share: number;
  tkm: number;
  intensity_g_per_tkm: number | null;
}

export interface StageResult extends Figures {
  ok: true;
  id: string | number;
  mode: Mode;
  method: StageMethod;
  distance_km: number;
  distance_method: DistanceMethod;
  mass_t: number;
  tkm: number;
  intensity_g_per_tkm: number | null;
  factors_used: readonly FactorUsed[];
  cargos: CargoAllocation[];
}

export interface StorageResult extends Figures {
  ok: true;
  id: string | number;
  method: 'per_t_move';
  mass_t: number;
  electricity_kwh: number;
  diesel_l: number;
  factors_used: readonly FactorUsed[];
  cargos: CargoAllocation[];
}

export interface ConsumptionResult extends Figures {
  ok: true;
  id: string | number;
  type: 'gasoil' | 'natural_gas' | 'electricity';
  /** The energy or fuel the company metered or was invoiced for, times its factor. */
  method: 'metered';
  /** Litres for gasoil, kWh otherwise: the parsed quantity. */
  quantity: number;
  /** Scope 2 by the supplier-type entry (GHG Protocol market-based); null without one (docs/methodology.md §5.6). */
  scope2_market_based: number | null;
  factors_used: readonly FactorUsed[];
}

export interface VoyageResult extends Figures {
  ok: true;
  id: string | number;
  method: 'per_km' | 'car_family';
  distance_km: number;
  factors_used: readonly FactorUsed[];
}

export interface CargoTotal extends Figures {
  cargo_id: string | number;
  mass_t: number;
  tkm: number;
  intensity_g_per_tkm: number | null;
}

export interface ReportTotals extends Figures {
  tkm: number;
  /** WTW of stages and storages per tkm of the stages (ISO 14083 counts hubs in a chain's intensity). */
  intensity_g_per_tkm: number | null;
  /** Scope 2 with supplier-type entries where a consumption has one, location-based otherwise. */
  scope2_market_based: number;
}

export interface ReportResult {
  ok: true;
  factor_set: { id: string; title: string; content_hash: string };
  input_hash: string;
  only_scope3: boolean;
  totals: ReportTotals;
  stages: StageResult[];
  storages: StorageResult[];
  consumptions: ConsumptionResult[];
  voyages: VoyageResult[];
  cargos: CargoTotal[];
}
