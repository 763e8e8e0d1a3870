import type { GmapsPlace } from '@huella/contracts';
import { asc, eq } from 'drizzle-orm';
import { createCargo } from '../resources/reports/cargos/service.ts';
import { createReport } from '../resources/reports/service.ts';
import { createStage } from '../resources/reports/stages/service.ts';
import { createStorage } from '../resources/reports/storages/service.ts';
import type { Db } from './connection.ts';
import { demoContext } from './demo-context.ts';
import { seedDemoConsumptions } from './demo-consumptions.ts';
import { aircraftModels, commodities, railVehicles, roadVehicles, shipTypes } from './schema.ts';

// A new demo database gets realistic reports (docs/design.md: every screen shows something on first start), made
// through the same services as the API, so their figures are real calculations.

interface City {
  name: string;
  country: string;
  code: string;
  lat: number;
  lng: number;
}

/** Places of the demo's and the benches' reports (bench/review-recalculation.ts uses them too). */
export const CITIES = {
  valencia: { name: 'Valencia', country: 'Spain', code: 'ES', lat: 39.4699, lng: -0.3763 },
  madrid: { name: 'Madrid', country: 'Spain', code: 'ES', lat: 40.4168, lng: -3.7038 },
  lyon: { name: 'Lyon', country: 'France', code: 'FR', lat: 45.764, lng: 4.8357 },
  rotterdam: { name: 'Rotterdam', country: 'Netherlands', code: 'NL', lat: 51.9244, lng: 4.4777 },
  duisburg: { name: 'Duisburg', country: 'Germany', code: 'DE', lat: 51.4344, lng: 6.7623 },
  milan: { name: 'Milan', country: 'Italy', code: 'IT', lat: 45.4642, lng: 9.19 },
  shanghai: { name: 'Shanghai', country: 'China', code: 'CN', lat: 31.2304, lng: 121.4737 },
  newYork: { name: 'New York', country: 'United States', code: 'US', lat: 40.7128, lng: -74.006 },
  london: { name: 'London', country: 'United Kingdom', code: 'GB', lat: 51.5074, lng: -0.1278 },
  singapore: { name: 'Singapore', country: 'Singapore', code: 'SG', lat: 1.3521, lng: 103.8198 },
} satisfies Record<string, City>;

function place(c: City): GmapsPlace {
  return {
    place_id: `demo:${c.name.toLowerCase().replace(/\s+/g, '-')}`,
    formatted_address: `${c.name}, ${c.country}`,
    location: { lat: c.lat, lng: c.lng },
    locality: { long_name: c.name, short_name: c.name },
    country: { long_name: c.country, short_name: c.code },
  };
}

function ends(from: City, to: City) {
  return {
    origin: `${from.name}, ${from.country}`,
    destination: `${to.name}, ${to.country}`,
    origin_gmaps: place(from),
    destination_gmaps: place(to),
  };
}

const firstId = async (rows: Promise<{ id: number }[]>) => (await rows)[0]?.id ?? null;

/** Dates spread over 2025 and 2026, one report every ~3 weeks, so date filters and charts have material. */
function demoDate(i: number): string {
  const day = new Date(Date.UTC(2025, 0, 6) + i * 23 * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export async function seedDemoReports(db: Db): Promise<void> {
  const ctx = await demoContext(db, 'demo.super');
  if (!ctx) return;
  const en = 'en' as const;
  const materials = await db.select({ id: commodities.id }).from(commodities).where(eq(commodities.companyId, ctx.companyId)).orderBy(asc(commodities.id));
  const material = (i: number) => materials[i % Math.max(materials.length, 1)]?.id ?? null;
  const artic = await firstId(db.select({ id: roadVehicles.id }).from(roadVehicles).where(eq(roadVehicles.vehicleClass, 'artic_gt33t')).limit(1));
  const electricLoco = await firstId(db.select({ id: railVehicles.id }).from(railVehicles).where(eq(railVehicles.traction, 'electric')).limit(1));
  // The vessel and aircraft of these lanes: their class and entry decide the figures (docs/methodology.md).
  const freighter = await firstId(db.select({ id: aircraftModels.id }).from(aircraftModels).where(eq(aircraftModels.name, 'Boeing 777F')).limit(1));
  const containerShip = await firstId(db.select({ id: shipTypes.id }).from(shipTypes).where(eq(shipTypes.name, 'Container ULCV (20,000 TEU)')).limit(1));

  for (let i = 0; i < 30; i++) {
    const kind = i % 5;
    const date = demoDate(i);
    const customer = ['ACME Retail', 'Globex', 'Initech', 'Umbrella Foods'][i % 4] as string;
    const tags = { customer, order: `PO-${2400 + i}` };
    if (kind === 0) {
      // Asia–Europe: container ship Shanghai → Rotterdam, then a truck to Madrid.
      const r = await createReport(db, ctx, en, { project_name: `Electronics Shanghai–Madrid #${i + 1}`, project_reference: `ASIA-${100 + i}`, date, ...ends(CITIES.shanghai, CITIES.madrid) });
      const c = await createCargo(db, ctx, en, r.id, { commodity: material(0), cargo_type: 'teu', teu: 2, weight: 18 + (i % 3) });
      await createStage(db, ctx, en, r.id, 'nautical', { ship_type: containerShip, ship_load_type: 'container', ship_fuel_type: 'mgo_mdo', port_operations: 'load_and_discharge', port_origin: 'CNSHA', port_destination: 'NLRTM', avoid: [], cargos: [{ cargo: c.id, tags }] });
      await createStage(db, ctx, en, r.id, 'road', { vehicle: artic, vehicle_load_type: 'full_cargo', ...ends(CITIES.rotterdam, CITIES.madrid), origin_location: CITIES.rotterdam, destination_location: CITIES.madrid, cargos: [{ cargo: c.id, tags }] });
      await createStorage(db, ctx, en, r.id, { warehouse_name: 'Madrid cross-dock', place: 'Madrid, Spain', place_gmaps: place(CITIES.madrid), moves_number: 2, type: 'third_party', cargos: [{ cargo: c.id, tags: {} }] });
    } else if (kind === 1 || kind === 3) {
      // Intra-European road: a full truck Valencia → Lyon.
      const r = await createReport(db, ctx, en, { project_name: `Road Valencia–Lyon #${i + 1}`, project_reference: `EU-${200 + i}`, date, ...ends(CITIES.valencia, CITIES.lyon) });
      const c = await createCargo(db, ctx, en, r.id, { commodity: material(i), cargo_type: 'conventional', weight: 12 + (i % 9) });
      await createStage(db, ctx, en, r.id, 'road', { vehicle: artic, vehicle_load_type: kind === 1 ? 'full_cargo' : 'groupage', euro_standard: 'euro_6', ...ends(CITIES.valencia, CITIES.lyon), origin_location: CITIES.valencia, destination_location: CITIES.lyon, operated_by: kind === 3 ? 'own' : 'third_party', cargos: [{ cargo: c.id, tags }] });
      await createStorage(db, ctx, en, r.id, { warehouse_name: 'Valencia hub', place: 'Valencia, Spain', place_gmaps: place(CITIES.valencia), moves_number: 2, type: 'own', cargos: [{ cargo: c.id, tags: { cost_center: 'VLC' } }] });
    } else if (kind === 2) {
      // Air freight Madrid → New York.
      const r = await createReport(db, ctx, en, { project_name: `Air spare parts Madrid–New York #${i + 1}`, project_reference: `AIR-${300 + i}`, date, ...ends(CITIES.madrid, CITIES.newYork) });
      const c = await createCargo(db, ctx, en, r.id, { commodity: material(2), cargo_type: 'conventional', weight: 1.5 + (i % 4) });
      await createStage(db, ctx, en, r.id, 'air', { aircraft_type: 'freighter', aircraft_model: freighter, aircraft_load_type: 'groupage', LTO: 1, ...ends(CITIES.madrid, CITIES.newYork), origin_location: CITIES.madrid, destination_location: CITIES.newYork, cargos: [{ cargo: c.id, tags }] });
    } else {
      // Rail Duisburg → Milan.
      const r = await createReport(db, ctx, en, { project_name: `Rail machinery Duisburg–Milan #${i + 1}`, project_reference: `RAIL-${400 + i}`, date, ...ends(CITIES.duisburg, CITIES.milan) });
      const c = await createCargo(db, ctx, en, r.id, { commodity: material(2), cargo_type: 'conventional', weight: 20 + (i % 7) });
      await createStage(db, ctx, en, r.id, 'rail', { vehicle: electricLoco, ...ends(CITIES.duisburg, CITIES.milan), origin_location: CITIES.duisburg, destination_location: CITIES.milan, cargos: [{ cargo: c.id, tags }] });
    }
  }

  await seedDemoConsumptions(db);

  const platform = await demoContext(db, 'platform.super');
  if (!platform) return;
  const trip = await createReport(db, platform, en, { project_name: 'Sales visit London', date: '2026-02-12', business_trip: true, ...ends(CITIES.madrid, CITIES.london) });
  const passengers = await createCargo(db, platform, en, trip.id, { passengersNumber: 3, cargo_type: 'conventional' });
  await createStage(db, platform, en, trip.id, 'air', { aircraft_load_type: 'groupage', aircraft_type: 'passenger_cargo', ...ends(CITIES.madrid, CITIES.london), origin_location: CITIES.madrid, destination_location: CITIES.london, cargos: [{ cargo: passengers.id, tags: {} }] });
}
