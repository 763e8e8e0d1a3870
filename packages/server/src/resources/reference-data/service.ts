import {
  AIRCRAFT_FAMILY_ORDERING,
  AIRCRAFT_MODEL_ORDERING,
  AIRPORT_ORDERING,
  COUNTRY_ORDERING,
  PORT_ORDERING,
  RAIL_VEHICLE_ORDERING,
  ROAD_VEHICLE_ORDERING,
  SHIP_TYPE_ORDERING,
  type AircraftFamily,
  type AircraftModel,
  type AircraftType,
  type Airport,
  type Country,
  type ListQuery,
  type Port,
  type RailVehicle,
  type RoadVehicle,
  type ShipLoadType,
  type ShipType,
} from '@huella/contracts';
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  aircraftFamilies,
  aircraftModels,
  airports,
  countries,
  ports,
  railVehicles,
  roadVehicles,
  shipTypes,
} from '../../db/schema.ts';
import { localisedName } from '../../db/localised-name.ts';
import { notFound } from '../../http/errors.ts';
import type { Language } from '../../http/messages.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import * as repo from './repository.ts';

// Names sort case-insensitively, as a person reads a list; the lower(name) indexes serve this order.
const lower = (column: AnyColumn | SQL) => sql`lower(${column})`;

/** The contract's whitelist (shown to clients) mapped to SQL; a field missing on either side fails to compile. */
const orderingOf = <K extends string>(_fields: readonly K[], columns: Record<K, AnyColumn | SQL>) => columns;

// Vehicles, ship types and families are named in both languages: `name` orders in the request's language and
// a search finds either name, so "camión" and "truck" find the same vehicles.
const roadVehicleOrder = (language: Language) =>
  orderingOf(ROAD_VEHICLE_ORDERING, {
    name: lower(localisedName(roadVehicles, language)),
    payload: roadVehicles.payload,
    default_load: roadVehicles.defaultLoad,
    id: roadVehicles.id,
  });
const railVehicleOrder = (language: Language) =>
  orderingOf(RAIL_VEHICLE_ORDERING, {
    name: lower(localisedName(railVehicles, language)),
    traction: railVehicles.traction,
    id: railVehicles.id,
  });
const shipTypeOrder = (language: Language) =>
  orderingOf(SHIP_TYPE_ORDERING, {
    name: lower(localisedName(shipTypes, language)),
    gross_tonnage: shipTypes.grossTonnage,
    total_load: shipTypes.totalLoad,
    id: shipTypes.id,
  });
const aircraftFamilyOrder = (language: Language) =>
  orderingOf(AIRCRAFT_FAMILY_ORDERING, { name: lower(localisedName(aircraftFamilies, language)), id: aircraftFamilies.id });
const AIRCRAFT_MODEL_ORDER = orderingOf(AIRCRAFT_MODEL_ORDERING, {
  name: lower(aircraftModels.name),
  capacity: aircraftModels.capacity,
  id: aircraftModels.id,
});
const PORT_ORDER = orderingOf(PORT_ORDERING, { name: lower(ports.name), full_locode: ports.locode, id: ports.id });
const AIRPORT_ORDER = orderingOf(AIRPORT_ORDERING, {
  name: lower(airports.name),
  iata: airports.iata,
  city: lower(airports.city),
  id: airports.id,
});
const countryOrder = (language: Language) =>
  orderingOf(COUNTRY_ORDERING, { name: lower(repo.countryName(language)), code: countries.alpha2, id: countries.id });

function pageRequest(query: ListQuery, where: SQL | undefined, order: SQL[]): repo.PageRequest {
  return { where, order, ...pageBounds(query) };
}

const found = <T>(row: T | undefined): T => {
  if (!row) throw notFound();
  return row;
};

const roadVehicleBody = (r: repo.RoadVehicleRow): RoadVehicle => ({
  id: r.id,
  name: r.name,
  payload: r.payload,
  default_load: r.defaultLoad,
  vehicle_class: r.vehicleClass,
  factor_class: r.factorClass,
});

export async function listRoadVehicles(
  db: Executor,
  language: Language,
  query: ListQuery,
): Promise<Listed<RoadVehicle>> {
  const order = parseOrdering(query.ordering, roadVehicleOrder(language), 'payload', roadVehicles.id);
  const where = searchAny(query.search, [roadVehicles.name, roadVehicles.nameEs]);
  const { count, rows } = await repo.listRoadVehicles(db, language, pageRequest(query, where, order));
  return listed(query, count, rows.map(roadVehicleBody));
}

export const getRoadVehicle = async (db: Executor, language: Language, id: number) =>
  roadVehicleBody(found(await repo.findRoadVehicle(db, language, id)));

const railVehicleBody = (r: repo.RailVehicleRow): RailVehicle => ({ id: r.id, name: r.name, traction: r.traction });

export async function listRailVehicles(
  db: Executor,
  language: Language,
  query: ListQuery & { traction?: 'diesel' | 'electric' | undefined },
): Promise<Listed<RailVehicle>> {
  const where = and(
    searchAny(query.search, [railVehicles.name, railVehicles.nameEs]),
    query.traction ? eq(railVehicles.traction, query.traction) : undefined,
  );
  const order = parseOrdering(query.ordering, railVehicleOrder(language), 'name', railVehicles.id);
  const { count, rows } = await repo.listRailVehicles(db, language, pageRequest(query, where, order));
  return listed(query, count, rows.map(railVehicleBody));
}

export const getRailVehicle = async (db: Executor, language: Language, id: number) =>
  railVehicleBody(found(await repo.findRailVehicle(db, language, id)));

const shipTypeBody = (r: repo.ShipTypeRow): ShipType => ({
  id: r.id,
  name: r.name,
  ship_load_type: r.shipLoadType,
  gross_tonnage: r.grossTonnage,
  total_load: r.totalLoad,
});

export async function listShipTypes(
  db: Executor,
  language: Language,
  query: ListQuery & { ship_load_type?: ShipLoadType | undefined },
): Promise<Listed<ShipType>> {
  const where = and(
    searchAny(query.search, [shipTypes.name, shipTypes.nameEs]),
    query.ship_load_type ? eq(shipTypes.shipLoadType, query.ship_load_type) : undefined,
  );
  const order = parseOrdering(query.ordering, shipTypeOrder(language), 'total_load', shipTypes.id);
  const { count, rows } = await repo.listShipTypes(db, language, pageRequest(query, where, order));
  return listed(query, count, rows.map(shipTypeBody));
}

export const getShipType = async (db: Executor, language: Language, id: number) =>
  shipTypeBody(found(await repo.findShipType(db, language, id)));

const familyBody = (r: repo.AircraftFamilyRow): AircraftFamily => ({ id: r.id, name: r.name });

export async function listAircraftFamilies(
  db: Executor,
  language: Language,
  query: ListQuery,
): Promise<Listed<AircraftFamily>> {
  const order = parseOrdering(query.ordering, aircraftFamilyOrder(language), 'name', aircraftFamilies.id);
  const where = searchAny(query.search, [aircraftFamilies.name, aircraftFamilies.nameEs]);
  const { count, rows } = await repo.listAircraftFamilies(db, language, pageRequest(query, where, order));
  return listed(query, count, rows.map(familyBody));
}

export const getAircraftFamily = async (db: Executor, language: Language, id: number) =>
  familyBody(found(await repo.findAircraftFamily(db, language, id)));

const modelBody = (r: repo.AircraftModelRow): AircraftModel => ({
  id: r.id,
  name: r.name,
  aircraft_family: { id: r.familyId, name: r.familyName },
  capacity: r.capacity,
  aircraft_type: r.aircraftType,
});

export async function listAircraftModels(
  db: Executor,
  language: Language,
  query: ListQuery & { aircraft_family?: number | undefined; aircraft_type?: AircraftType | undefined },
): Promise<Listed<AircraftModel>> {
  const where = and(
    searchAny(query.search, [aircraftModels.name]),
    query.aircraft_family ? eq(aircraftModels.familyId, query.aircraft_family) : undefined,
    query.aircraft_type ? eq(aircraftModels.aircraftType, query.aircraft_type) : undefined,
  );
  const order = parseOrdering(query.ordering, AIRCRAFT_MODEL_ORDER, 'name', aircraftModels.id);
  const { count, rows } = await repo.listAircraftModels(db, language, pageRequest(query, where, order));
  return listed(query, count, rows.map(modelBody));
}

export const getAircraftModel = async (db: Executor, language: Language, id: number) =>
  modelBody(found(await repo.findAircraftModel(db, language, id)));

export const portBody = (r: repo.PortRow): Port => ({
  id: r.id,
  name: r.name,
  full_locode: r.locode,
  country: { code: r.countryCode, name: r.countryName },
  lat: r.lat,
  lng: r.lng,
  inland: r.inland,
});

/** Search by port name, LOCODE or country name (English or Spanish). */
export async function listPorts(
  db: Executor,
  language: Language,
  query: ListQuery & { country?: string | undefined },
): Promise<Listed<Port>> {
  const text = query.search?.trim();
  const where = and(
    text ? or(searchAny(text, [ports.name, ports.locode]), repo.countryNameMatches(db, ports.countryAlpha2, text)) : undefined,
    query.country ? eq(ports.countryAlpha2, query.country.toUpperCase()) : undefined,
  );
  const order = parseOrdering(query.ordering, PORT_ORDER, 'name', ports.id);
  const { count, rows } = await repo.listPorts(db, language, pageRequest(query, where, order));
  return listed(query, count, rows.map(portBody));
}

export const getPort = async (db: Executor, language: Language, id: number) =>
  portBody(found(await repo.findPort(db, language, repo.byPortId(id))));

const airportBody = (r: repo.AirportRow): Airport => ({
  id: r.id,
  iata: r.iata,
  name: r.name,
  city: r.city,
  region: r.region,
  country: { code: r.countryCode, name: r.countryName },
  lat: r.lat,
  lng: r.lng,
});

/** Search by IATA code, airport name or city. */
export async function listAirports(
  db: Executor,
  language: Language,
  query: ListQuery & { country?: string | undefined },
): Promise<Listed<Airport>> {
  const where = and(
    searchAny(query.search, [airports.iata, airports.name, airports.city]),
    query.country ? eq(airports.countryAlpha2, query.country.toUpperCase()) : undefined,
  );
  const order = parseOrdering(query.ordering, AIRPORT_ORDER, 'name', airports.id);
  const { count, rows } = await repo.listAirports(db, language, pageRequest(query, where, order));
  return listed(query, count, rows.map(airportBody));
}

export const getAirport = async (db: Executor, language: Language, id: number) =>
  airportBody(found(await repo.findAirport(db, language, id)));

const countryBody = (language: Language) => (r: repo.CountryRow): Country => ({
  id: r.id,
  code: r.alpha2,
  alpha3: r.alpha3,
  name: language === 'es' ? r.nameEs : r.nameEn,
  name_en: r.nameEn,
  name_es: r.nameEs,
});

/** Search by English or Spanish name, or alpha-2/alpha-3 code; `name` orders in the request's language. */
export async function listCountries(
  db: Executor,
  language: Language,
  query: ListQuery,
): Promise<Listed<Country>> {
  const where = searchAny(query.search, [countries.nameEn, countries.nameEs, countries.alpha2, countries.alpha3]);
  const order = parseOrdering(query.ordering, countryOrder(language), 'name', countries.id);
  const { count, rows } = await repo.listCountries(db, pageRequest(query, where, order));
  return listed(query, count, rows.map(countryBody(language)));
}

export const getCountry = async (db: Executor, language: Language, id: number) =>
  countryBody(language)(found(await repo.findCountry(db, id)));
