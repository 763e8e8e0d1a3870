import type { GmapsPlace } from '@huella/contracts';
import type { Executor } from './connection.ts';
import { eq } from 'drizzle-orm';
import { accounts, carFamilies, cars, centers, suppliers } from './schema.ts';

// The demo company's sites, energy suppliers, cars and cost accounts, so that the consumption screens have
// something to pick on first start (docs/design.md: every screen shows something).

/** Our name for each demo row, and the text that names it (center and supplier name, family model, plate, account code). */
const NAMES = {
  centers: { valencia: 'Valencia warehouse', madrid: 'Madrid office' },
  suppliers: { iberdrola: 'Iberdrola Clientes', repsol: 'Repsol Gasóleo', naturgy: 'Naturgy' },
  carFamilies: { corolla: 'Corolla', golf: 'Golf TDI', model3: 'Model 3', leon: 'Leon TGI' },
  cars: { corolla: '1234ABC', golf: '5678DEF', model3: '9012GHI' },
  accounts: { energy: '6280', fleet: '6290' },
} as const;

export type DemoLookupIds = { [L in keyof typeof NAMES]: Record<keyof (typeof NAMES)[L], number> };

function spanishPlace(id: string, city: string, street: string, lat: number, lng: number): GmapsPlace {
  return {
    place_id: `demo:${id}`,
    formatted_address: `${street}, ${city}, Spain`,
    location: { lat, lng },
    locality: { long_name: city, short_name: city },
    country: { long_name: 'Spain', short_name: 'ES' },
  };
}

/** Each demo row's id by our name for it, found by the text that names the row. */
function ids<const K extends string>(names: Record<K, string>, rows: { id: number; key: string }[]): Record<K, number> {
  const byKey = new Map(rows.map((row) => [row.key, row.id]));
  return Object.fromEntries(
    Object.entries<string>(names).map(([name, key]) => {
      const id = byKey.get(key);
      if (id === undefined) throw new Error(`demo lookup ${key} not created`);
      return [name, id];
    }),
  ) as Record<K, number>;
}

/** Creates the demo lookups of `companyId` and answers their ids, for the demo consumption reports. */
export async function seedDemoLookups(tx: Executor, companyId: number): Promise<DemoLookupIds> {
  const valencia = spanishPlace('valencia-warehouse', 'Valencia', 'Carrer del Moll de la Duana', 39.4497, -0.3213);
  const madrid = spanishPlace('madrid-office', 'Madrid', 'Paseo de la Castellana 95', 40.4492, -3.6925);
  const centerRows = await tx
    .insert(centers)
    .values([
      {
        companyId,
        name: 'Valencia warehouse',
        address: valencia.formatted_address,
        addressGmaps: valencia,
        lat: valencia.location.lat,
        lng: valencia.location.lng,
        countryAlpha2: 'ES',
        hseqCode: 'VLC-01',
      },
      {
        companyId,
        name: 'Madrid office',
        address: madrid.formatted_address,
        addressGmaps: madrid,
        lat: madrid.location.lat,
        lng: madrid.location.lng,
        countryAlpha2: 'ES',
        hseqCode: 'MAD-01',
      },
    ])
    .returning({ id: centers.id, key: centers.name });
  const center = ids(NAMES.centers, centerRows);

  const supplierRows = await tx
    .insert(suppliers)
    .values([
      {
        companyId,
        name: 'Iberdrola Clientes',
        type: 'electricity',
        factorA1: 0.09,
        factorB1: 0.002,
        factorC1: 0.001,
        factorSource: 'Supplier fuel-mix disclosure 2025 (demo value)',
      },
      { companyId, name: 'Repsol Gasóleo', type: 'gasoil' },
      { companyId, name: 'Naturgy', type: 'natural_gas' },
    ])
    .returning({ id: suppliers.id, key: suppliers.name });

  const familyRows = await tx
    .insert(carFamilies)
    .values([
      { companyId, brand: 'Toyota', model: 'Corolla', fuel: 'gasoline' },
      { companyId, brand: 'Volkswagen', model: 'Golf TDI', fuel: 'gasoil' },
      { companyId, brand: 'Tesla', model: 'Model 3', fuel: 'electricity' },
      { companyId, brand: 'Seat', model: 'Leon TGI', fuel: 'natural_gas' },
    ])
    .returning({ id: carFamilies.id, key: carFamilies.model });
  const family = ids(NAMES.carFamilies, familyRows);

  // Plates as resources/cars/normalise-plate.ts stores them.
  const carRows = await tx
    .insert(cars)
    .values([
      { companyId, plate: '1234ABC', carFamilyId: family.corolla, centerId: center.valencia },
      { companyId, plate: '5678DEF', carFamilyId: family.golf, centerId: center.madrid },
      { companyId, plate: '9012GHI', carFamilyId: family.model3, centerId: center.valencia },
    ])
    .returning({ id: cars.id, key: cars.plate });

  const accountRows = await tx
    .insert(accounts)
    .values([
      { companyId, code: '6280', name: 'Energy' },
      { companyId, code: '6290', name: 'Fleet' },
    ])
    .returning({ id: accounts.id, key: accounts.code });

  return {
    centers: center,
    suppliers: ids(NAMES.suppliers, supplierRows),
    carFamilies: family,
    cars: ids(NAMES.cars, carRows),
    accounts: ids(NAMES.accounts, accountRows),
  };
}

/** The demo lookups of `companyId` as seedDemoLookups left them, found again by the texts that name them. */
export async function findDemoLookups(db: Executor, companyId: number): Promise<DemoLookupIds> {
  return {
    centers: ids(NAMES.centers, await db.select({ id: centers.id, key: centers.name }).from(centers).where(eq(centers.companyId, companyId))),
    suppliers: ids(NAMES.suppliers, await db.select({ id: suppliers.id, key: suppliers.name }).from(suppliers).where(eq(suppliers.companyId, companyId))),
    carFamilies: ids(NAMES.carFamilies, await db.select({ id: carFamilies.id, key: carFamilies.model }).from(carFamilies).where(eq(carFamilies.companyId, companyId))),
    cars: ids(NAMES.cars, await db.select({ id: cars.id, key: cars.plate }).from(cars).where(eq(cars.companyId, companyId))),
    accounts: ids(NAMES.accounts, await db.select({ id: accounts.id, key: accounts.code }).from(accounts).where(eq(accounts.companyId, companyId))),
  };
}
