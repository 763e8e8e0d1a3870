import { z } from 'zod';
import { cargoLink, cargoLinks } from './cargos.ts';
import { id, patchOf } from './common.ts';
import { aircraftType, shipFuelType, shipLoadType } from './reference-data.ts';
import { childListQuery, optionalAmount, optionalCount, placeAnswerFields, placeFields } from './report-fields.ts';
import { operatedBy } from './reports.ts';
import { euroStandard } from './reviews.ts';

// A report's stages, one schema per mode (docs/spec/part-1.md §2; docs/spec/part-2.md §2.1).

export const LOAD_TYPES = ['full_cargo', 'groupage'] as const;
export const loadType = z.enum(LOAD_TYPES);
export const PORT_OPERATIONS = ['none', 'load_or_discharge', 'load_and_discharge'] as const;
export const portOperations = z.enum(PORT_OPERATIONS);

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

const stageCommon = {
  cargos: cargoLinks,
  /** Default third_party; only_scope3 companies are always third party (docs/methodology.md §3). */
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
    ...placeAnswerFields,
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
