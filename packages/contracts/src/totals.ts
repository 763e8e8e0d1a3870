import { z } from 'zod';
import { tagMap } from './cargos.ts';
import { emissionFigures, factorUsed } from './figures.ts';
import { latLng } from './places.ts';
import { operatedBy } from './reports.ts';
import { distanceMethod, STAGE_KINDS } from './stages.ts';

// A report's totals (docs/spec/part-2.md §2.2): the report, each stage, storage and cargo with its figures.

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
    type: z.literal('transport'),
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
