import { eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
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
import type { Language } from '../../http/messages.ts';
import { containsPattern } from '../../http/search.ts';

// Reference data is shared by every company (docs/decisions/0005): no company filter here, and read only.

export interface PageRequest {
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

export type RoadVehicleRow = typeof roadVehicles.$inferSelect;
export type RailVehicleRow = typeof railVehicles.$inferSelect;
export type ShipTypeRow = typeof shipTypes.$inferSelect;
export type AircraftFamilyRow = typeof aircraftFamilies.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

export const countryName = (language: Language) => (language === 'es' ? countries.nameEs : countries.nameEn);

/** Countries whose English or Spanish name contains `text`: ports and airports are searched by country too. */
export function countryNameMatches(
  db: Executor,
  column: typeof ports.countryAlpha2 | typeof airports.countryAlpha2,
  text: string,
): SQL {
  const pattern = containsPattern(text);
  return inArray(
    column,
    db
      .select({ alpha2: countries.alpha2 })
      .from(countries)
      .where(or(ilike(countries.nameEn, pattern), ilike(countries.nameEs, pattern))),
  );
}

/** Every column of a table that ships `name_es`, with `name` in the reader's language. */
const namedColumns = <T extends typeof roadVehicles | typeof railVehicles | typeof shipTypes | typeof aircraftFamilies>(
  table: T,
  language: Language,
) => ({ ...getTableColumns(table), name: localisedName(table, language) }) as ReturnType<typeof getTableColumns<T>>;

export async function listRoadVehicles(db: Executor, language: Language, p: PageRequest): Promise<{ count: number; rows: RoadVehicleRow[] }> {
  const count = await db.$count(roadVehicles, p.where);
  const rows = await db
    .select(namedColumns(roadVehicles, language))
    .from(roadVehicles)
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset);
  return { count, rows };
}

export async function findRoadVehicle(db: Executor, language: Language, id: number): Promise<RoadVehicleRow | undefined> {
  const [row] = await db.select(namedColumns(roadVehicles, language)).from(roadVehicles).where(eq(roadVehicles.id, id));
  return row;
}

export async function listRailVehicles(db: Executor, language: Language, p: PageRequest): Promise<{ count: number; rows: RailVehicleRow[] }> {
  const count = await db.$count(railVehicles, p.where);
  const rows = await db
    .select(namedColumns(railVehicles, language))
    .from(railVehicles)
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset);
  return { count, rows };
}

export async function findRailVehicle(db: Executor, language: Language, id: number): Promise<RailVehicleRow | undefined> {
  const [row] = await db.select(namedColumns(railVehicles, language)).from(railVehicles).where(eq(railVehicles.id, id));
  return row;
}

export async function listShipTypes(db: Executor, language: Language, p: PageRequest): Promise<{ count: number; rows: ShipTypeRow[] }> {
  const count = await db.$count(shipTypes, p.where);
  const rows = await db
    .select(namedColumns(shipTypes, language))
    .from(shipTypes)
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset);
  return { count, rows };
}

export async function findShipType(db: Executor, language: Language, id: number): Promise<ShipTypeRow | undefined> {
  const [row] = await db.select(namedColumns(shipTypes, language)).from(shipTypes).where(eq(shipTypes.id, id));
  return row;
}

export async function listAircraftFamilies(
  db: Executor,
  language: Language,
  p: PageRequest,
): Promise<{ count: number; rows: AircraftFamilyRow[] }> {
  const count = await db.$count(aircraftFamilies, p.where);
  const rows = await db
    .select(namedColumns(aircraftFamilies, language))
    .from(aircraftFamilies)
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset);
  return { count, rows };
}

export async function findAircraftFamily(db: Executor, language: Language, id: number): Promise<AircraftFamilyRow | undefined> {
  const [row] = await db.select(namedColumns(aircraftFamilies, language)).from(aircraftFamilies).where(eq(aircraftFamilies.id, id));
  return row;
}

// Aircraft models keep the manufacturer's name in every language; their family's name translates.
const aircraftModelColumns = (language: Language) => ({
  id: aircraftModels.id,
  name: aircraftModels.name,
  capacity: aircraftModels.capacity,
  aircraftType: aircraftModels.aircraftType,
  familyId: aircraftFamilies.id,
  familyName: localisedName(aircraftFamilies, language),
});
export interface AircraftModelRow {
  id: number;
  name: string;
  capacity: number;
  aircraftType: (typeof aircraftModels.$inferSelect)['aircraftType'];
  familyId: number;
  familyName: string;
}

export async function listAircraftModels(
  db: Executor,
  language: Language,
  p: PageRequest,
): Promise<{ count: number; rows: AircraftModelRow[] }> {
  const count = await db.$count(aircraftModels, p.where);
  const rows = await db
    .select(aircraftModelColumns(language))
    .from(aircraftModels)
    .innerJoin(aircraftFamilies, eq(aircraftFamilies.id, aircraftModels.familyId))
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset);
  return { count, rows };
}

export async function findAircraftModel(db: Executor, language: Language, id: number): Promise<AircraftModelRow | undefined> {
  const [row] = await db
    .select(aircraftModelColumns(language))
    .from(aircraftModels)
    .innerJoin(aircraftFamilies, eq(aircraftFamilies.id, aircraftModels.familyId))
    .where(eq(aircraftModels.id, id));
  return row;
}

const portColumns = (language: Language) => ({
  id: ports.id,
  name: ports.name,
  locode: ports.locode,
  countryCode: ports.countryAlpha2,
  countryName: countryName(language),
  lat: ports.lat,
  lng: ports.lng,
  inland: ports.inland,
});
export interface PortRow {
  id: number;
  name: string;
  locode: string;
  countryCode: string;
  countryName: string;
  lat: number;
  lng: number;
  inland: boolean;
}

export async function listPorts(db: Executor, language: Language, p: PageRequest): Promise<{ count: number; rows: PortRow[] }> {
  const count = await db.$count(ports, p.where);
  const rows = await db
    .select(portColumns(language))
    .from(ports)
    .innerJoin(countries, eq(countries.alpha2, ports.countryAlpha2))
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset);
  return { count, rows };
}

export async function findPort(db: Executor, language: Language, where: SQL): Promise<PortRow | undefined> {
  const [row] = await db
    .select(portColumns(language))
    .from(ports)
    .innerJoin(countries, eq(countries.alpha2, ports.countryAlpha2))
    .where(where);
  return row;
}

const airportColumns = (language: Language) => ({
  id: airports.id,
  iata: airports.iata,
  name: airports.name,
  city: airports.city,
  region: airports.regionName,
  countryCode: airports.countryAlpha2,
  countryName: countryName(language),
  lat: airports.lat,
  lng: airports.lng,
});
export interface AirportRow {
  id: number;
  iata: string;
  name: string;
  city: string;
  region: string;
  countryCode: string;
  countryName: string;
  lat: number;
  lng: number;
}

export async function listAirports(
  db: Executor,
  language: Language,
  p: PageRequest,
): Promise<{ count: number; rows: AirportRow[] }> {
  const count = await db.$count(airports, p.where);
  const rows = await db
    .select(airportColumns(language))
    .from(airports)
    .innerJoin(countries, eq(countries.alpha2, airports.countryAlpha2))
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset);
  return { count, rows };
}

export async function findAirport(db: Executor, language: Language, id: number): Promise<AirportRow | undefined> {
  const [row] = await db
    .select(airportColumns(language))
    .from(airports)
    .innerJoin(countries, eq(countries.alpha2, airports.countryAlpha2))
    .where(eq(airports.id, id));
  return row;
}

export async function listCountries(db: Executor, p: PageRequest) {
  const count = await db.$count(countries, p.where);
  const rows = await db.select().from(countries).where(p.where).orderBy(...p.order).limit(p.limit).offset(p.offset);
  return { count, rows };
}

export async function findCountry(db: Executor, id: number): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

export const byPortId = (id: number) => eq(ports.id, id);
export const byLocode = (locode: string) => eq(ports.locode, locode);
