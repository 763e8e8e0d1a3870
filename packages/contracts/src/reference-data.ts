import { z } from 'zod';
import { id, listQuery } from './common.ts';

// Read-only lookups of the stage forms (docs/spec/part-2.md §2.1, §7; docs/spec/part-1.md §7 "Resources").

export const SHIP_LOAD_TYPES = ['full_cargo', 'groupage', 'groupage_roro', 'container'] as const;
export const shipLoadType = z.enum(SHIP_LOAD_TYPES);
export type ShipLoadType = z.infer<typeof shipLoadType>;

export const SHIP_FUEL_TYPES = ['mgo_mdo', 'lng'] as const;
export const shipFuelType = z.enum(SHIP_FUEL_TYPES);

export const AIRCRAFT_TYPES = ['passenger_cargo', 'freighter', 'super_transporter'] as const;
export const aircraftType = z.enum(AIRCRAFT_TYPES);
export type AircraftType = z.infer<typeof aircraftType>;

export const RAIL_TRACTIONS = ['diesel', 'electric'] as const;
export const railTraction = z.enum(RAIL_TRACTIONS);

/** DESNZ/GLEC road vehicle weight classes (docs/methodology.md §5.1). */
export const ROAD_VEHICLE_CLASSES = [
  'van_lt3_5t',
  'rigid_3_5_7_5t',
  'rigid_7_5_17t',
  'rigid_gt17t',
  'artic_lt33t',
  'artic_gt33t',
  'hgv_average',
] as const;
export const roadVehicleClass = z.enum(ROAD_VEHICLE_CLASSES);

/** A filter left empty by a form (`?aircraft_family=`) means "no filter", not a bad value. */
function filter<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}
const countryCode = z.string().regex(/^[A-Za-z]{2}$/);

export const roadVehicle = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** t */
    payload: z.number(),
    /** t; the form's payload for groupage (docs/spec/part-2.md §4). */
    default_load: z.number(),
    vehicle_class: roadVehicleClass,
    /** The class whose per-tkm factor applies (hgv_average when the default review has none for vehicle_class). */
    factor_class: roadVehicleClass,
  })
  .meta({ id: 'RoadVehicle' });
export type RoadVehicle = z.infer<typeof roadVehicle>;
export const ROAD_VEHICLE_ORDERING = ['name', 'payload', 'default_load', 'id'] as const;

export const railVehicle = z
  .object({ id: z.number().int(), name: z.string(), traction: railTraction })
  .meta({ id: 'RailVehicle' });
export type RailVehicle = z.infer<typeof railVehicle>;
export const railVehiclesQuery = listQuery.extend({ traction: filter(railTraction) });
export const RAIL_VEHICLE_ORDERING = ['name', 'traction', 'id'] as const;

export const shipType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    ship_load_type: shipLoadType,
    gross_tonnage: z.number(),
    /** t, or TEU when ship_load_type is container. */
    total_load: z.number(),
  })
  .meta({ id: 'ShipType' });
export type ShipType = z.infer<typeof shipType>;
export const shipTypesQuery = listQuery.extend({ ship_load_type: filter(shipLoadType) });
export const SHIP_TYPE_ORDERING = ['name', 'gross_tonnage', 'total_load', 'id'] as const;

export const aircraftFamily = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'AircraftFamily' });
export type AircraftFamily = z.infer<typeof aircraftFamily>;
export const AIRCRAFT_FAMILY_ORDERING = ['name', 'id'] as const;

export const aircraftModel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    aircraft_family: aircraftFamily,
    /** t of cargo: belly hold for passenger aircraft, payload for freighters. */
    capacity: z.number(),
    aircraft_type: aircraftType,
  })
  .meta({ id: 'AircraftModel' });
export type AircraftModel = z.infer<typeof aircraftModel>;
export const aircraftModelsQuery = listQuery.extend({
  aircraft_family: filter(id),
  aircraft_type: filter(aircraftType),
});
export const AIRCRAFT_MODEL_ORDERING = ['name', 'capacity', 'id'] as const;

/** A country as nested in ports and airports: `name` in the request's language. */
export const countryRef = z.object({ code: z.string(), name: z.string() });

export const port = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** UN/LOCODE, e.g. ESVLC. */
    full_locode: z.string(),
    country: countryRef,
    lat: z.number(),
    lng: z.number(),
    /** River or dry port: more than 250 km from the sea network, so its sea distances are rough. */
    inland: z.boolean(),
  })
  .meta({ id: 'Port' });
export type Port = z.infer<typeof port>;
export const portsQuery = listQuery.extend({ country: filter(countryCode) });
export const PORT_ORDERING = ['name', 'full_locode', 'id'] as const;

export const airport = z
  .object({
    id: z.number().int(),
    iata: z.string(),
    name: z.string(),
    city: z.string(),
    region: z.string(),
    country: countryRef,
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: 'Airport' });
export type Airport = z.infer<typeof airport>;
export const airportsQuery = listQuery.extend({ country: filter(countryCode) });
export const AIRPORT_ORDERING = ['name', 'iata', 'city', 'id'] as const;

export const country = z
  .object({
    id: z.number().int(),
    /** ISO 3166-1 alpha-2. */
    code: z.string(),
    alpha3: z.string(),
    /** In the request's language (Accept-Language). */
    name: z.string(),
    name_en: z.string(),
    name_es: z.string(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof country>;
export const COUNTRY_ORDERING = ['name', 'code', 'id'] as const;

export const seaRouteQuery = z.object({
  from: z.string().trim().min(1).max(10),
  to: z.string().trim().min(1).max(10),
  /** Comma list of passages to close, e.g. `suez,babelmandeb`. */
  avoid: z.string().max(300).optional(),
});
export type SeaRouteQuery = z.infer<typeof seaRouteQuery>;

const routeEnd = z.object({ locode: z.string(), name: z.string() });
export const seaRoute = z
  .object({
    distance_km: z.number(),
    /** km / 1.852 (docs/methodology.md §4). */
    distance_nm: z.number(),
    passages: z.array(z.string()),
    geometry: z.object({
      type: z.literal('LineString'),
      /** [lng, lat]; longitudes unwrapped across ±180 so the line draws unbroken (docs/sea-routing.md). */
      coordinates: z.array(z.tuple([z.number(), z.number()])),
    }),
    method: z.literal('sea_network'),
    from: routeEnd,
    to: routeEnd,
  })
  .meta({ id: 'SeaRoute' });
export type SeaRoute = z.infer<typeof seaRoute>;
