import type { ROAD_VEHICLE_CLASSES } from '@huella/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { defaultFactorSet } from '../../core-data/default-factor-set.ts';
import type { Executor } from '../connection.ts';
import {
  aircraftFamilies,
  aircraftModels,
  airports,
  commodities,
  countries,
  ports,
  railVehicles,
  roadVehicles,
  shipTypes,
} from '../schema.ts';
import { airportRows } from './airport-rows.ts';
import { countryRows } from './country-rows.ts';
import { portRows } from './port-rows.ts';
import { datasetHash, recordHash, storedHash, upsertRows } from './upsert-dataset.ts';
import { vehicleFiles, type VehicleFiles } from './vehicle-files.ts';

type RoadVehicleClass = (typeof ROAD_VEHICLE_CLASSES)[number];

/**
 * docs/methodology.md §5.1: a vehicle's class selects `road.per_tkm.<class>`; the default set publishes only some
 * classes (hgv_average, rigid_gt17t, artic_gt33t), so the others use hgv_average, as the core would.
 */
function factorClassOf(vehicleClass: RoadVehicleClass): RoadVehicleClass {
  return `road.per_tkm.${vehicleClass}` in defaultFactorSet().factorSet.factors ? vehicleClass : 'hgv_average';
}

/**
 * docs/methodology.md §5.3: a ship type's class selects `sea.per_tkm.<class>`. Every shipped class must be one the
 * default set publishes, or the ship type would silently fall back to its load type's average.
 */
function shipFactorClassOf(ship: string, factorClass: string): string {
  if (!(`sea.per_tkm.${factorClass}` in defaultFactorSet().factorSet.factors)) {
    throw new Error(`data/reference/ship-types.json: ${ship} names factor_class ${factorClass}, which data/factors/desnz-2025.json lacks`);
  }
  return factorClass;
}

/** Upserts one data set unless the database already holds this version of it. */
async function seedDataset<T extends PgTable>(
  db: Executor,
  dataset: string,
  table: T,
  key: PgColumn,
  rows: () => T['$inferInsert'][],
): Promise<void> {
  const built = rows();
  const hash = datasetHash(built);
  if ((await storedHash(db, dataset)) === hash) return;
  await upsertRows(db, table, key, built);
  await recordHash(db, dataset, hash);
}

async function seedAircraft(db: Executor, aircraft: ReturnType<typeof vehicleFiles>['aircraft']): Promise<void> {
  const hash = datasetHash(aircraft);
  if ((await storedHash(db, 'aircraft')) === hash) return;
  await upsertRows(
    db,
    aircraftFamilies,
    aircraftFamilies.name,
    aircraft.families.map((name) => ({ name, nameEs: aircraft.family_names_es[name] ?? name })),
  );
  const families = await db
    .select({ id: aircraftFamilies.id, name: aircraftFamilies.name })
    .from(aircraftFamilies)
    .where(inArray(aircraftFamilies.name, aircraft.families));
  const familyId = new Map(families.map((f) => [f.name, f.id]));
  await upsertRows(
    db,
    aircraftModels,
    aircraftModels.name,
    aircraft.models.map((m) => ({
      name: m.name,
      familyId: familyId.get(m.family) as number,
      capacity: m.capacity,
      aircraftType: m.aircraft_type,
    })),
  );
  await recordHash(db, 'aircraft', hash);
}

/**
 * Countries, ports, airports, vehicles, ship types and aircraft, on every start (docs/decisions/0005).
 * Each data set is written only when its content hash differs from the one recorded, so a restart reads
 * a few version rows and writes nothing.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  // Countries first: ports and airports reference them.
  await seedDataset(db, 'countries', countries, countries.alpha2, countryRows);
  await seedDataset(db, 'ports', ports, ports.locode, portRows);
  await seedDataset(db, 'airports', airports, airports.iata, airportRows);
  const files = vehicleFiles();
  await seedDataset(db, 'road_vehicles', roadVehicles, roadVehicles.name, () =>
    files.road.map((v) => ({
      name: v.name,
      nameEs: v.name_es,
      payload: v.payload,
      defaultLoad: v.default_load,
      vehicleClass: v.vehicle_class,
      factorClass: factorClassOf(v.vehicle_class),
    })),
  );
  await seedDataset(db, 'rail_vehicles', railVehicles, railVehicles.name, () =>
    files.rail.map((v) => ({ name: v.name, nameEs: v.name_es, traction: v.traction })),
  );
  await seedDataset(db, 'ship_types', shipTypes, shipTypes.name, () =>
    files.ships.map((s) => ({
      name: s.name,
      nameEs: s.name_es,
      shipLoadType: s.ship_load_type,
      grossTonnage: s.gross_tonnage,
      totalLoad: s.total_load,
      factorClass: shipFactorClassOf(s.name, s.factor_class),
    })),
  );
  await seedAircraft(db, files.aircraft);
  await nameDefaultMaterials(db, files.materials);
}

/**
 * A database created before the default materials carried a Spanish name gets it here. A default material is
 * recognised by its shipped English name and description both unchanged: one a company renamed or typed
 * itself is what its users wrote, and keeps one name.
 */
async function nameDefaultMaterials(db: Executor, materials: VehicleFiles['materials']): Promise<void> {
  const hash = datasetHash(materials);
  if ((await storedHash(db, 'default_materials')) === hash) return;
  await db.execute(sql`
    update ${commodities} set name_es = m.name_es, description_es = m.description_es
    from jsonb_to_recordset(${JSON.stringify(materials)}::jsonb) as m(name text, name_es text, description text, description_es text)
    where ${commodities.name} = m.name and ${commodities.description} = m.description`);
  await recordHash(db, 'default_materials', hash);
}
