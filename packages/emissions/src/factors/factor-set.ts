// Shape of a factor set, the spec's "review" (docs/spec/part-2.md §2.9 and §3; docs/methodology.md §2).

export type EuroStandard = 'euro_1' | 'euro_2' | 'euro_3' | 'euro_4' | 'euro_5' | 'euro_6';
export type ShipLoadType = 'full_cargo' | 'groupage' | 'groupage_roro' | 'container';
export type ShipFuelType = 'mgo_mdo' | 'lng';
export type ConsumptionType = 'gasoil' | 'natural_gas' | 'electricity';

/**
 * GWP-100 values. CH4 and N2O are required; refrigerants are keyed by their ASHRAE name
 * (`R-134a`). A set that omits a gas takes the AR6 default (docs/methodology.md §1).
 */
export interface GwpSet {
  readonly CH4: number;
  readonly N2O: number;
  readonly [gas: string]: number;
}

/** A1 = kg CO2/vkm empty, B1 = kg CO2/vkm full, C1 = g CH4/vkm, D1 = g N2O/vkm, E1 = g NOx/vkm, F1 = g PM/vkm. */
export interface RoadVehicleEntry {
  readonly vehicle: string;
  /** Absent or null: the entry applies to every Euro standard of the vehicle that has no entry of its own. */
  readonly euro_standard?: EuroStandard | null;
  readonly A1: number;
  readonly B1: number;
  readonly C1: number;
  readonly D1: number;
  readonly E1: number;
  readonly F1: number;
}

/** A1 = kg CO2/tkm, B1 = g CH4/tkm, C1 = g N2O/tkm. */
export interface RailVehicleEntry {
  readonly vehicle: string;
  readonly A1: number;
  readonly B1: number;
  readonly C1: number;
}

/** A2 = t fuel/day fixed, B2 = t fuel/day per GT, C2 = auxiliary share at sea, D2 = t fuel/day at berth, V2 = knots. */
export interface ShipLoadTypeEntry {
  readonly ship_load_type: ShipLoadType;
  readonly ship_fuel_type: ShipFuelType;
  readonly A2: number;
  readonly B2: number;
  readonly C2: number;
  readonly D2: number;
  readonly V2: number;
}

/** Cruise fuel polynomial A4..E4 (kg, d in km), Comb_LTO kg fuel per cycle, F_Comb kg CO2/kg fuel, F_CH4 kg CH4/kg fuel. */
export interface AircraftModelEntry {
  readonly aircraft_model: string;
  readonly A4: number;
  readonly B4: number;
  readonly C4: number;
  readonly D4: number;
  readonly E4: number;
  readonly F_Comb: number;
  readonly Comb_LTO: number;
  readonly F_CH4: number;
}

/** A1 = kg CO2/km, B1 = g CH4/km, C1 = g N2O/km. */
export interface CarFamilyEntry {
  readonly family: string;
  readonly A1: number;
  readonly B1: number;
  readonly C1: number;
}

/** A1 = kg CO2, B1 = g CH4, C1 = g N2O per kWh (or litre). No supplier: applies to every supplier of the type. */
export interface SupplierTypeEntry {
  readonly supplier?: string | null;
  readonly type: ConsumptionType;
  readonly A1: number;
  readonly B1: number;
  readonly C1: number;
}

/** Provenance of one factor key, shown beside the figure (`factors_used[].source`). */
export interface FactorNote {
  readonly source?: string;
  /** false: the value could not be checked against the publication yet (docs/methodology.md §2.1 "confirm"). */
  readonly confirmed?: boolean;
  /** true: a Huella assumption, not a published factor. */
  readonly assumption?: boolean;
  readonly note?: string;
}

export interface FactorSet {
  readonly id: string;
  readonly title: string;
  /** ISO date, first day the set applies to. */
  readonly valid_from: string;
  readonly read_only: boolean;
  /** Default `source` of every factor, e.g. "DESNZ 2025". */
  readonly source: string;
  /** Human label of the GWP values, e.g. "IPCC AR5 GWP-100". */
  readonly gwp_basis: string;
  readonly gwp: GwpSet;
  /** key → number; `<key>` is TTW, `<key>.wtt` the WTT counterpart when published (else `wtt_per_ttw.<fuel>`). */
  readonly factors: Readonly<Record<string, number>>;
  readonly factor_notes: Readonly<Record<string, FactorNote>>;
  readonly road_vehicle_reviews: readonly RoadVehicleEntry[];
  readonly rail_vehicle_reviews: readonly RailVehicleEntry[];
  readonly ship_load_type_reviews: readonly ShipLoadTypeEntry[];
  readonly aircraft_model_reviews: readonly AircraftModelEntry[];
  readonly car_family_reviews: readonly CarFamilyEntry[];
  readonly supplier_type_reviews: readonly SupplierTypeEntry[];
}
