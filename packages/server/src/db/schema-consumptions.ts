import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GmapsPlace } from '@huella/contracts';
import { companies, countries } from './schema-core.ts';
import { reports, type StoredFigures } from './schema-reports.ts';

// A company's own footprint (docs/spec/part-2.md §2.5, §3): its sites, energy suppliers, cars and cost accounts,
// and the consumptions and company-car voyages of its consumption reports. Every row carries its company.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'restrict' });
const CONSUMPTION_TYPES = ['gasoil', 'natural_gas', 'electricity'] as const;
const consumptionTypeCheck = (column: unknown) => sql`${column} in ('gasoil', 'natural_gas', 'electricity')`;

/** A company's site (docs/spec/part-2.md §2.5 "center"). */
export const centers = pgTable(
  'centers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    addressGmaps: jsonb('address_gmaps').$type<GmapsPlace>(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** ISO alpha-2; from the address when the autocomplete gave one. */
    countryAlpha2: text('country_alpha2').references(() => countries.alpha2, { onDelete: 'restrict' }),
    /** The center's id in the company's HSEQ service (docs/hseq.md); null: not imported from there. */
    hseqCode: text('hseq_code'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('centers_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('centers_company_hseq_code_key').on(t.companyId, t.hseqCode),
  ],
);

/**
 * An energy supplier. Its own factor (A1 kg CO2, B1 g CH4, C1 g N2O per kWh or litre), when the company has one
 * from its supplier's fuel mix disclosure, gives the market-based scope 2 figure (docs/methodology.md §3).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    name: text('name').notNull(),
    type: text('type', { enum: CONSUMPTION_TYPES }).notNull(),
    factorA1: doublePrecision('factor_a1'),
    factorB1: doublePrecision('factor_b1'),
    factorC1: doublePrecision('factor_c1'),
    /** Where the supplier's factor comes from (a disclosure, a certificate), shown beside the figure. */
    factorSource: text('factor_source').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suppliers_company_name_type_key').on(t.companyId, sql`lower(${t.name})`, t.type),
    check('suppliers_type_check', consumptionTypeCheck(t.type)),
    // All three or none: a market-based figure needs the whole factor.
    check(
      'suppliers_factor_check',
      sql`(${t.factorA1} is null) = (${t.factorB1} is null) and (${t.factorA1} is null) = (${t.factorC1} is null)`,
    ),
  ],
);

export const CAR_FUELS = ['gasoline', 'gasoil', 'natural_gas', 'electricity'] as const;

export const carFamilies = pgTable(
  'car_families',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    fuel: text('fuel', { enum: CAR_FUELS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('car_families_company_brand_model_key').on(t.companyId, sql`lower(${t.brand})`, sql`lower(${t.model})`),
    check('car_families_fuel_check', sql`${t.fuel} in ('gasoline', 'gasoil', 'natural_gas', 'electricity')`),
  ],
);

export const cars = pgTable(
  'cars',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    /** Stored upper case without spaces or dashes (resources/cars/normalise-plate.ts): the unique key. */
    plate: text('plate').notNull(),
    carFamilyId: integer('car_family_id')
      .notNull()
      .references(() => carFamilies.id, { onDelete: 'restrict' }),
    centerId: integer('center_id').references(() => centers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cars_company_plate_key').on(t.companyId, t.plate), index('cars_family_idx').on(t.carFamilyId), index('cars_center_idx').on(t.centerId)],
);

/** The company's cost accounts: consumptions and voyages are booked to one. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_company_code_key').on(t.companyId, sql`lower(${t.code})`)],
);

const reportId = () =>
  integer('report_id')
    .notNull()
    .references(() => reports.id, { onDelete: 'cascade' });

export const consumptions = pgTable(
  'consumptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    reportId: reportId(),
    type: text('type', { enum: CONSUMPTION_TYPES }).notNull(),
    date: date('date').notNull(),
    centerId: integer('center_id').references(() => centers.id, { onDelete: 'restrict' }),
    /** Litres for gasoil, kWh otherwise. */
    quantity: doublePrecision('quantity').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    /** The intake's id in the company's HSEQ service: a second import of it adds nothing (docs/hseq.md). */
    sourceId: text('source_id'),
    createdAt: createdAt(),
    co2Total: doublePrecision('co2_total').notNull().default(0),
    /** The ConsumptionResult of the last calculation. */
    result: jsonb('result').$type<StoredFigures>(),
  },
  (t) => [
    index('consumptions_company_report_idx').on(t.companyId, t.reportId, t.id),
    index('consumptions_report_id_idx').on(t.reportId, t.id),
    index('consumptions_center_idx').on(t.centerId),
    index('consumptions_supplier_idx').on(t.supplierId),
    index('consumptions_account_idx').on(t.accountId),
    uniqueIndex('consumptions_company_source_key').on(t.companyId, t.sourceId),
    check('consumptions_type_check', consumptionTypeCheck(t.type)),
  ],
);

export const voyages = pgTable(
  'voyages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    reportId: reportId(),
    carFamilyId: integer('car_family_id')
      .notNull()
      .references(() => carFamilies.id, { onDelete: 'restrict' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'restrict' }),
    centerId: integer('center_id').references(() => centers.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    /** km */
    distance: doublePrecision('distance').notNull(),
    date: date('date').notNull(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    co2Total: doublePrecision('co2_total').notNull().default(0),
    /** The VoyageResult of the last calculation. */
    result: jsonb('result').$type<StoredFigures>(),
  },
  (t) => [
    index('voyages_company_report_idx').on(t.companyId, t.reportId, t.id),
    index('voyages_report_id_idx').on(t.reportId, t.id),
    index('voyages_car_idx').on(t.carId),
    index('voyages_family_idx').on(t.carFamilyId),
    index('voyages_center_idx').on(t.centerId),
    index('voyages_account_idx').on(t.accountId),
  ],
);
