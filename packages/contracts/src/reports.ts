import { z } from 'zod';
import { id, listQuery, patchOf, pathId } from './common.ts';
import { gmapsPlace, latLng } from './places.ts';
import { aircraftType, shipFuelType, shipLoadType } from './reference-data.ts';
import { euroStandard } from './reviews.ts';

// Transport reports and their children (spec part 1 §2–§3, §7; part 2 §2.1–§2.2, §3, §7). Every emission
// figure travels in kilograms (DESIGN.md: the spec's notes disagree between grams and kilograms).

export const REPORT_TYPES = ['transport', 'consumption'] as const;
export const reportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportType>;

export const OPERATED_BY = ['own', 'third_party'] as const;
/** METHODOLOGY.md §3: who operates the activity decides its scope. */
export const operatedBy = z.enum(OPERATED_BY);
export type OperatedBy = z.infer<typeof operatedBy>;

export const LOAD_TYPES = ['full_cargo', 'groupage'] as const;
export const loadType = z.enum(LOAD_TYPES);
export const PORT_OPERATIONS = ['none', 'load_or_discharge', 'load_and_discharge'] as const;
export const portOperations = z.enum(PORT_OPERATIONS);
export const CARGO_TYPES = ['conventional', 'teu'] as const;
export const cargoType = z.enum(CARGO_TYPES);

/** The stage kinds by the path segment the spec gives them. */
export const STAGE_KINDS = ['nautical', 'air', 'road', 'rail'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
export const STAGE_PATHS = {
  nautical: 'nautical-stages',
  air: 'air-stages',
  road: 'road-overland-stages',
  rail: 'rail-overland-stages',
} as const satisfies Record<StageKind, string>;

export const DISTANCE_METHODS = ['declared', 'gcd', 'gcd_circuity', 'router', 'sea_network'] as const;
export const distanceMethod = z.enum(DISTANCE_METHODS);
export type DistanceMethod = z.infer<typeof distanceMethod>;

const MAX_AMOUNT = 1e9;
/** A quantity a form may leave empty: null, never NaN; bounded so a typo cannot overflow a column. */
const optionalAmount = (max = MAX_AMOUNT) => z.number().min(0).max(max).nullable().optional();
const optionalCount = (max = 100_000) => z.number().int().min(1).max(max).nullable().optional();
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** PostgreSQL has no year 0 (1 BC is written `0001-01-01 BC`): `0000-…` would reach the database and fail there. */
const isoDate = z.iso.date().refine((date) => !date.startsWith('0000'));

/** Tags are free text keyed by the creator company's allowed tags (spec part 2 §2.1 "Tag entry"). */
export const tagMap = z.record(z.string().max(100), z.string().max(500));
export type TagMap = z.infer<typeof tagMap>;

// ---- Emission figures (kg) ----

/** The gas columns as the API spells them (spec part 2 §3). */
export const GAS_COLUMNS = ['CO2', 'CH4', 'N2O', 'HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM'] as const;
export const gasColumn = z.enum(GAS_COLUMNS);
export type GasColumn = z.infer<typeof gasColumn>;

/** The spec's gas columns plus the WTW split and scopes (METHODOLOGY.md §6). All kg. */
export const emissionFigures = z.object({
  CO2_total: z.number().describe('kg CO2e well-to-wheel'),
  CO2: z.number(),
  CH4: z.number(),
  N2O: z.number(),
  HFCS: z.number(),
  PFCS: z.number(),
  SF6: z.number(),
  NF3: z.number(),
  NOX: z.number(),
  SOX: z.number(),
  PM: z.number(),
  co2e_ttw: z.number(),
  co2e_wtt: z.number(),
  co2e_wtw_with_rf: z.number(),
  scope1: z.number(),
  scope2: z.number(),
  scope3: z.number(),
  /**
   * Gas columns no factor behind these figures covered: their 0 means "not estimated", not "none emitted".
   * A total lists the gases that no contributing row covered.
   */
  not_estimated: z.array(gasColumn),
});
export type EmissionFigures = z.infer<typeof emissionFigures>;

export const factorUsed = z.object({ key: z.string(), value: z.number(), unit: z.string(), source: z.string() });

// ---- Reports ----

export const reportInput = z.object({
  type: reportType.default('transport'),
  project_name: z.string().trim().min(1).max(255),
  project_reference: optionalText(100),
  date: isoDate,
  origin: optionalText(500),
  destination: optionalText(500),
  origin_gmaps: gmapsPlace.nullable().optional(),
  destination_gmaps: gmapsPlace.nullable().optional(),
  /** Taken from `*_gmaps.location` when absent. */
  origin_location: latLng.nullable().optional(),
  destination_location: latLng.nullable().optional(),
  /** Review id; absent: the newest review that starts on or before the report's date. */
  review: id.nullable().optional(),
  /** Platform company only (spec part 1 §6). */
  business_trip: z.boolean().default(false),
});
export type ReportInput = z.infer<typeof reportInput>;
export const reportPatch = patchOf(reportInput);

const userRef = z.object({
  id: z.number().int(),
  username: z.string(),
  company: z.object({ id: z.number().int(), allowed_tags: z.array(z.string()) }),
});

export const report = z
  .object({
    id: z.number().int(),
    type: reportType,
    reference: z.string(),
    project_name: z.string(),
    project_reference: z.string(),
    date: z.string(),
    origin: z.string(),
    destination: z.string(),
    origin_gmaps: gmapsPlace.nullable(),
    destination_gmaps: gmapsPlace.nullable(),
    origin_location: latLng.nullable(),
    destination_location: latLng.nullable(),
    review: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    business_trip: z.boolean(),
    /** true once consolidated (spec part 1 §3). */
    read_only: z.boolean(),
    consolidated_at: z.string().nullable(),
    /** kg CO2e WTW of the stored calculation. */
    CO2_total: z.number(),
    /** t of cargo. */
    weight: z.number(),
    created_by: userRef,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof report>;

const booleanFilter = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean().optional());
const textFilter = z.string().trim().max(200).optional();

/** Spec part 1 §7 "reports list". */
export const reportListQuery = listQuery.extend({
  confirmed: booleanFilter,
  consolidated: booleanFilter,
  business_trip: booleanFilter,
  type: reportType.optional(),
  date_after: isoDate.optional(),
  date_before: isoDate.optional(),
  /** User id of the author. */
  created_by: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  project_name: textFilter,
  project_reference: textFilter,
  inform_reference: textFilter,
  origin_locality: textFilter,
  destination_locality: textFilter,
  origin_country: textFilter,
  destination_country: textFilter,
  /** `key:value` pairs joined by `|`, or bare keys (any value). */
  tags: z.string().max(500).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

export const REPORT_ORDERING = [
  'date',
  'reference',
  'project_reference',
  'created_by__username',
  'project_name',
  'CO2_total',
  'origin',
  'destination',
  'id',
] as const;

export const cloneInput = z.object({ review: id.nullable().optional() }).default({});

// ---- Cargos ----

export const cargoInput = z.object({
  commodity: id.nullable().optional(),
  cargo_type: cargoType.default('conventional'),
  /** t; derived from passengers on business trips (100 kg each). */
  weight: optionalAmount(1e7),
  teu: optionalAmount(1e6),
  passengersNumber: optionalCount(100_000),
});
export type CargoInput = z.infer<typeof cargoInput>;
export const cargoPatch = patchOf(cargoInput);

export const cargo = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    commodity: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    cargo_type: cargoType,
    weight: z.number(),
    teu: z.number().nullable(),
    passengersNumber: z.number().int().nullable(),
  })
  .meta({ id: 'Cargo' });
export type Cargo = z.infer<typeof cargo>;

/**
 * A child list of a report (cargos, stages, storages): `search` and `ordering` say what they cover there. The
 * server reads a report's children whole, so it orders and searches them in memory.
 */
function childListQuery(ordering: readonly string[], searched: string) {
  return listQuery.extend({
    search: listQuery.shape.search.describe(`Text in ${searched}, whatever the case`),
    ordering: listQuery.shape.ordering.describe(`Fields separated by commas, \`-\` before one for descending: ${ordering.join(', ')}`),
  });
}

/** `reference` orders by the cargo's number (C2 before C10). */
export const CARGO_ORDERING = ['reference', 'commodity', 'cargo_type', 'weight', 'id'] as const;
export const cargoListQuery = childListQuery(CARGO_ORDERING, 'the reference or the material');

// ---- Stage and storage links ----

export const cargoLinkInput = z.object({ cargo: id, tags: tagMap.default({}) });
export type CargoLinkInput = z.infer<typeof cargoLinkInput>;
const cargoLinks = z.array(cargoLinkInput).max(500);

export const cargoLink = z.object({
  cargo: z.number().int(),
  reference: z.string(),
  commodity: z.string().nullable(),
  weight: z.number(),
  tags: tagMap,
  CO2_total: z.number(),
});

// ---- Stages ----

const placeFields = {
  origin: optionalText(500),
  destination: optionalText(500),
  origin_gmaps: gmapsPlace.nullable().optional(),
  destination_gmaps: gmapsPlace.nullable().optional(),
  origin_location: latLng.nullable().optional(),
  destination_location: latLng.nullable().optional(),
};
const stageCommon = {
  cargos: cargoLinks,
  /** Default third_party; only_scope3 companies are always third party (METHODOLOGY.md §3). */
  operated_by: operatedBy.optional(),
  /** km; null: the server computes it (great circle, circuity or the sea network) and says how. */
  distance: optionalAmount(50_000),
};

export const roadStageInput = z.object({
  ...stageCommon,
  ...placeFields,
  vehicle: id.nullable().optional(),
  vehicle_load_type: loadType.default('groupage'),
  euro_standard: euroStandard.nullable().optional(),
  vehicles_number: optionalCount(),
  capacity_load: optionalAmount(1e5),
});
export const railStageInput = z.object({ ...stageCommon, ...placeFields, vehicle: id.nullable().optional() });
export const airStageInput = z.object({
  ...stageCommon,
  ...placeFields,
  aircraft_type: aircraftType.default('freighter'),
  aircraft_family: id.nullable().optional(),
  aircraft_model: id.nullable().optional(),
  LTO: optionalCount(100),
  aircraft_load_type: loadType.default('groupage'),
  capacity_load: optionalAmount(1e5),
  vehicles_number: optionalCount(),
});
export const nauticalStageInput = z.object({
  ...stageCommon,
  ship_type: id.nullable().optional(),
  ship_load_type: shipLoadType,
  ship_fuel_type: shipFuelType.default('mgo_mdo'),
  gross_tonnage: optionalAmount(1e6),
  /** t, or TEU for containers. */
  total_load: optionalAmount(1e7),
  port_operations: portOperations.default('none'),
  vehicles_number: optionalCount(),
  /** UN/LOCODE, e.g. ESVLC. */
  port_origin: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/).nullable().optional(),
  port_destination: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/).nullable().optional(),
  /** Passages closed for this leg when the server routes it, e.g. ["suez", "babelmandeb"]. */
  avoid: z.array(z.string().max(40)).max(20).default([]),
});
export const STAGE_INPUTS = { road: roadStageInput, rail: railStageInput, air: airStageInput, nautical: nauticalStageInput } as const;
export const STAGE_PATCHES = {
  road: patchOf(roadStageInput),
  rail: patchOf(railStageInput),
  air: patchOf(airStageInput),
  nautical: patchOf(nauticalStageInput),
} as const;
export type RoadStageInput = z.infer<typeof roadStageInput>;
export type RailStageInput = z.infer<typeof railStageInput>;
export type AirStageInput = z.infer<typeof airStageInput>;
export type NauticalStageInput = z.infer<typeof nauticalStageInput>;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();
const portRef = z.object({ locode: z.string(), name: z.string(), country: z.string() }).nullable();

export const stage = z
  .object({
    id: z.number().int(),
    kind: z.enum(STAGE_KINDS),
    operated_by: operatedBy,
    distance: z.number().describe('km used by the calculation'),
    distance_method: distanceMethod,
    origin: z.string(),
    destination: z.string(),
    origin_gmaps: gmapsPlace.nullable(),
    destination_gmaps: gmapsPlace.nullable(),
    origin_location: latLng.nullable(),
    destination_location: latLng.nullable(),
    // Road
    vehicle: named.optional(),
    vehicle_load_type: loadType.nullable().optional(),
    euro_standard: euroStandard.nullable().optional(),
    // Road and air
    capacity_load: z.number().nullable().optional(),
    vehicles_number: z.number().int().nullable().optional(),
    // Air
    aircraft_type: aircraftType.nullable().optional(),
    aircraft_family: named.optional(),
    aircraft_model: named.optional(),
    LTO: z.number().int().nullable().optional(),
    aircraft_load_type: loadType.nullable().optional(),
    // Nautical
    ship_type: named.optional(),
    ship_load_type: shipLoadType.nullable().optional(),
    ship_fuel_type: shipFuelType.nullable().optional(),
    gross_tonnage: z.number().nullable().optional(),
    total_load: z.number().nullable().optional(),
    port_operations: portOperations.nullable().optional(),
    port_origin: portRef.optional(),
    port_destination: portRef.optional(),
    avoid: z.array(z.string()).optional(),
    cargos: z.array(cargoLink),
    CO2_total: z.number(),
    method: z.string().describe('fuel | per_vkm | rail_vehicle | ship_model | aircraft_model | per_tkm'),
  })
  .meta({ id: 'Stage' });
export type Stage = z.infer<typeof stage>;

export const STAGE_ORDERING = ['id', 'distance', 'origin', 'destination', 'operated_by', 'CO2_total'] as const;
export const stageListQuery = childListQuery(STAGE_ORDERING, 'the origin, the destination, a port (name or UN/LOCODE) or the vehicle, ship type or aircraft');

// ---- Storages ----

export const storageInput = z.object({
  warehouse_name: z.string().trim().min(1).max(255),
  place: optionalText(500),
  place_gmaps: gmapsPlace.nullable().optional(),
  place_location: latLng.nullable().optional(),
  cargos: cargoLinks,
  moves_number: z.number().int().min(0).max(1_000_000),
  /** own | third_party (spec part 2 §2.1); only_scope3 companies are always third party. */
  type: operatedBy.optional(),
});
export type StorageInput = z.infer<typeof storageInput>;
export const storagePatch = patchOf(storageInput);

export const storage = z
  .object({
    id: z.number().int(),
    warehouse_name: z.string(),
    place: z.string(),
    place_gmaps: gmapsPlace.nullable(),
    place_location: latLng.nullable(),
    cargos: z.array(cargoLink),
    moves_number: z.number().int(),
    type: operatedBy,
    CO2_total: z.number(),
  })
  .meta({ id: 'Storage' });
export type Storage = z.infer<typeof storage>;

export const STORAGE_ORDERING = ['id', 'warehouse_name', 'place', 'moves_number', 'type', 'CO2_total'] as const;
export const storageListQuery = childListQuery(STORAGE_ORDERING, 'the warehouse name or the place');

// ---- Distances ----

export const coordinatesDistanceInput = z.object({ origin: latLng, destination: latLng });
export const portsDistanceInput = z.object({
  port_origin: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/),
  port_destination: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/),
  avoid: z.array(z.string().max(40)).max(20).default([]),
});
export const distanceAnswer = z
  .object({
    /** km */
    distance: z.number(),
    method: distanceMethod,
    /** Factors the rule used (uplift, circuity); the sea network uses none. */
    factors_used: z.array(factorUsed),
    passages: z.array(z.string()).optional(),
  })
  .meta({ id: 'DistanceAnswer' });
export type DistanceAnswer = z.infer<typeof distanceAnswer>;

// ---- Totals (spec part 2 §2.2) ----

const cargoFigures = emissionFigures.extend({
  cargo: z.number().int(),
  reference: z.string(),
  commodity: z.string().nullable(),
  weight: z.number(),
  tkm: z.number(),
  intensity_g_per_tkm: z.number().nullable(),
  tags: tagMap.optional(),
});

export const TRANSPORT_TYPES = ['overland', 'nautical', 'air'] as const;

/**
 * One part of a stage's transport details: a name as stored (`enum` null: vehicle, ship type, aircraft), or a
 * code of the enumeration `enum` names, which the reader's screen or document labels (issue #11 item 6).
 */
export const transportPart = z.object({
  enum: z.enum(['load_type', 'euro_standard', 'rail_traction', 'aircraft_type', 'ship_load_type', 'ship_fuel_type']).nullable(),
  value: z.string(),
});
export type TransportPart = z.infer<typeof transportPart>;

export const totalsStage = emissionFigures.extend({
  id: z.number().int(),
  kind: z.enum(STAGE_KINDS),
  transport_type: z.enum(TRANSPORT_TYPES),
  /** Vehicle or ship type and the stage's choices, in order; `transportDetailsText` writes them as one line. */
  transport_details: z.array(transportPart),
  operated_by: operatedBy,
  origin: z.string(),
  destination: z.string(),
  origin_location: latLng.nullable(),
  destination_location: latLng.nullable(),
  distance: z.number(),
  distance_method: distanceMethod,
  method: z.string(),
  tkm: z.number(),
  intensity_g_per_tkm: z.number().nullable(),
  factors_used: z.array(factorUsed),
  cargos: z.array(cargoFigures),
  /** Sea legs: the routed line ([lng, lat], longitudes unwrapped across ±180) for the map. */
  geometry: z.array(z.tuple([z.number(), z.number()])).nullable(),
});

export const totalsStorage = emissionFigures.extend({
  id: z.number().int(),
  warehouse_name: z.string(),
  place: z.string(),
  place_location: latLng.nullable(),
  type: operatedBy,
  electricity_kwh: z.number(),
  diesel_l: z.number(),
  factors_used: z.array(factorUsed),
  cargos: z.array(cargoFigures),
});

export const reportTotals = emissionFigures
  .extend({
    weight: z.number().describe('t of cargo'),
    /** kg CO2e per t of cargo. */
    co2_per_ton: z.number().nullable(),
    tkm: z.number(),
    intensity_g_per_tkm: z.number().nullable(),
    only_scope3: z.boolean(),
    review: z.object({ id: z.number().int(), title: z.string(), content_hash: z.string() }).nullable(),
    input_hash: z.string().nullable(),
    calculated_at: z.string().nullable(),
    read_only: z.boolean(),
    stages: z.array(totalsStage),
    storages: z.array(totalsStorage),
    cargos: z.array(cargoFigures),
  })
  .meta({ id: 'ReportTotals' });
export type ReportTotals = z.infer<typeof reportTotals>;

export const childParams = z.object({ id: pathId, childId: pathId });

// ---- CSV export (spec part 1 §7 "reports export") ----

export const EXPORT_LEVELS = ['report', 'stage', 'cargo', 'storage'] as const;
export const exportLevel = z.enum(EXPORT_LEVELS);
export type ExportLevel = z.infer<typeof exportLevel>;

export const reportExportQuery = reportListQuery.omit({ page: true, page_size: true, ordering: true }).extend({
  level: exportLevel.default('report'),
  /** Consolidates the exported reports in the same operation. */
  consolidate: booleanFilter,
  /** `,` (English default) or `;` (Spanish default); `;` also switches numbers to a decimal comma. */
  delimiter: z.enum([',', ';']).optional(),
  /** The spec's client sends these; the server always streams in batches of 500. */
  method: z.string().max(50).optional(),
  batch_size: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

// ---- PDF (spec part 2 §2.2, §7 "reports pdf") ----

export const reportPdfInput = z.object({
  type: z.enum(['summary', 'extended']).default('summary'),
  /** Default: the request's language. */
  language: z.enum(['en', 'es']).optional(),
});
export type ReportPdfInput = z.infer<typeof reportPdfInput>;
