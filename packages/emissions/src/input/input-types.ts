// What the core is asked to calculate: the spec's report, cargo, stage, storage, consumption and voyage
// forms (docs/spec/part-2.md §2.1, §2.5, §3), with field names as the forms name them so an error's `field`
// can be shown beside the right input.
import type { ConsumptionType, EuroStandard, ShipFuelType, ShipLoadType } from '../factors/factor-set.ts';
import type { LatLng } from '../routing/great-circle.ts';

export type EntityId = string | number;
/** Who operates the activity decides its scope (docs/methodology.md §3). */
export type OperatedBy = 'own' | 'third_party';
export type LoadType = 'full_cargo' | 'groupage';
/** `cng`: no average-car factor in the shipped set; such a voyage needs a car-family entry or `car.per_km.cng`. */
export type CarFuel = 'diesel' | 'petrol' | 'bev' | 'cng';
export type PortOperations = 'none' | 'load_or_discharge' | 'load_and_discharge';
export type AircraftType = 'passenger_cargo' | 'freighter' | 'super_transporter';

export interface CargoInput {
  id: EntityId;
  /** Tonnes; when absent or 0 a container cargo counts 10 t per TEU (docs/methodology.md §1). */
  weight?: number | null;
  teu?: number | null;
}

interface StageCommon {
  id: EntityId;
  /** Ids of the report's cargos carried on this stage. */
  cargos?: readonly EntityId[];
  /** Default third_party (docs/methodology.md §3). */
  operated_by?: OperatedBy;
  /** km. Declared distance always wins (docs/methodology.md §4). */
  distance?: number | null;
  /** How `distance` was obtained when the caller computed it (a road router, the sea network). */
  distance_method?: 'declared' | 'router' | 'sea_network';
  origin?: LatLng | null;
  destination?: LatLng | null;
}

export interface RoadStageInput extends StageCommon {
  mode: 'road';
  /** Road vehicle name, matched against the factor set's road vehicle entries. */
  vehicle?: string | null;
  /** The vehicle's `factor_class` in the reference data (artic_gt33t, rigid_gt17t, …). */
  factor_class?: string | null;
  euro_standard?: EuroStandard | null;
  vehicle_load_type?: LoadType | null;
  vehicles_number?: number | null;
  /** Payload in t. */
  capacity_load?: number | null;
  /** Diesel actually used, litres: the fuel-based method. */
  fuel_l?: number | null;
}

export interface RailStageInput extends StageCommon {
  mode: 'rail';
  vehicle?: string | null;
  /** Default diesel; electric traction operated by the company is scope 2 (docs/methodology.md §5.2). */
  traction?: 'diesel' | 'electric' | null;
  fuel_l?: number | null;
  electricity_kwh?: number | null;
}

export interface SeaStageInput extends StageCommon {
  mode: 'sea';
  ship_load_type: ShipLoadType;
  /** Default mgo_mdo. */
  ship_fuel_type?: ShipFuelType | null;
  gross_tonnage?: number | null;
  /** t, or TEU when ship_load_type is container. */
  total_load?: number | null;
  port_operations?: PortOperations | null;
  /**
   * The ship type's `factor_class` in the reference data (container_8000_plus_teu, bulk_35000_59999_dwt, …):
   * the per-tkm default is `sea.per_tkm.<class>` when the set has it, else the load type's average.
   */
  factor_class?: string | null;
  /** Number of vessels. */
  vehicles_number?: number | null;
  /** Ship fuel actually used, tonnes of `ship_fuel_type`. */
  fuel_t?: number | null;
}

export interface AirStageInput extends StageCommon {
  mode: 'air';
  aircraft_model?: string | null;
  /**
   * The model's kind. A passenger aircraft's entry would charge its belly cargo the whole aircraft's fuel, so
   * passenger aircraft stay on the per-tkm default (docs/methodology.md, "Aircraft").
   */
  aircraft_type?: AircraftType | null;
  /** Landing and take-off cycles; default 1. */
  LTO?: number | null;
  aircraft_load_type?: LoadType | null;
  capacity_load?: number | null;
  vehicles_number?: number | null;
  /** Kerosene actually used, kg. */
  fuel_kg?: number | null;
}

export type StageInput = RoadStageInput | RailStageInput | SeaStageInput | AirStageInput;

export interface StorageInput {
  id: EntityId;
  cargos?: readonly EntityId[];
  moves_number: number;
  /** The spec's own/third_party choice; default own (docs/spec/part-2.md §5). */
  type?: OperatedBy | null;
}

export interface ConsumptionInput {
  id: EntityId;
  type: ConsumptionType;
  /** Free text in the form: litres for gasoil, kWh otherwise; decimal comma or point. */
  quantity: string | number;
  /** Supplier name (electricity), matched against supplier-type entries. */
  supplier?: string | null;
  /**
   * The supplier's own factor (kg CO2, g CH4, g N2O per kWh) from its disclosure: the market-based figure then uses
   * it instead of any supplier-type entry of the set (docs/methodology.md §3).
   */
  supplier_factor?: SupplierOwnFactor | null;
}

export interface SupplierOwnFactor {
  A1: number;
  B1: number;
  C1: number;
  /** Where the factor comes from, shown as the source of `factors_used`. */
  source: string;
}

export interface VoyageInput {
  id: EntityId;
  /** Free text in the form, km. */
  distance: string | number;
  /** Default diesel. */
  fuel?: CarFuel | null;
  /** Car family (model), matched against car-family entries. */
  car_family?: string | null;
}

export interface ReportInput {
  id?: EntityId;
  /** Company flag: everything is scope 3 (docs/methodology.md §3). */
  only_scope3?: boolean;
  cargos?: readonly CargoInput[];
  stages?: readonly StageInput[];
  storages?: readonly StorageInput[];
  consumptions?: readonly ConsumptionInput[];
  voyages?: readonly VoyageInput[];
}

export interface CalculationOptions {
  only_scope3?: boolean;
}
