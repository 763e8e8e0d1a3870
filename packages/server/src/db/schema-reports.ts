import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GmapsPlace } from '@huella/contracts';
import { aircraftFamilies, aircraftModels, commodities, companies, railVehicles, reviews, roadVehicles, shipTypes, users } from './schema-core.ts';

// Reports, their cargos, stages and storages (docs/spec/part-1.md §3, docs/spec/part-2.md §3), with the stored results of the
// last calculation (docs/design.md: recalculated in the transaction of every change, frozen by consolidation).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'restrict' });
const reportId = () =>
  integer('report_id')
    .notNull()
    .references(() => reports.id, { onDelete: 'cascade' });
/** kg CO2e WTW of the row's last calculation; the rest of the figures sit in `result`. */
const co2Total = () => doublePrecision('co2_total').notNull().default(0);

export type StoredFigures = Record<string, unknown>;

/** Per company, prefix and year: the last number handed out (`TR-2026-000042`). */
export const reportSequences = pgTable(
  'report_sequences',
  {
    companyId: companyId(),
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.prefix, t.year] })],
);

/**
 * The texts `search=` looks in, joined by a unit separator (U+001F) that a search never holds: a text contains the
 * search exactly when one of them does, and one trigram index serves them all (resources/reports/list-filters.ts).
 */
export function reportSearchText(t: { reference: AnyPgColumn; projectName: AnyPgColumn; projectReference: AnyPgColumn; origin: AnyPgColumn; destination: AnyPgColumn }): SQL {
  return sql`${t.reference} || E'\\x1f' || ${t.projectName} || E'\\x1f' || ${t.projectReference} || E'\\x1f' || ${t.origin} || E'\\x1f' || ${t.destination}`;
}

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    type: text('type', { enum: ['transport', 'consumption'] }).notNull(),
    reference: text('reference').notNull(),
    projectName: text('project_name').notNull(),
    projectReference: text('project_reference').notNull().default(''),
    date: date('date').notNull(),
    origin: text('origin').notNull().default(''),
    destination: text('destination').notNull().default(''),
    originGmaps: jsonb('origin_gmaps').$type<GmapsPlace>(),
    destinationGmaps: jsonb('destination_gmaps').$type<GmapsPlace>(),
    originLat: doublePrecision('origin_lat'),
    originLng: doublePrecision('origin_lng'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    // Copied out of the gmaps objects so the list can filter on them with an index (docs/spec/part-1.md §7).
    originLocality: text('origin_locality').notNull().default(''),
    originCountry: text('origin_country').notNull().default(''),
    destinationLocality: text('destination_locality').notNull().default(''),
    destinationCountry: text('destination_country').notNull().default(''),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'restrict' }),
    /**
     * The user chose the review in the version select. Otherwise the report follows the review in force on its date,
     * and moves when a review is added, re-dated or deleted (docs/decisions/0011-reviews.md).
     */
    reviewChosen: boolean('review_chosen').notNull().default(false),
    businessTrip: boolean('business_trip').notNull().default(false),
    consolidatedAt: timestamp('consolidated_at', { withTimezone: true }),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    co2Total: co2Total(),
    weight: doublePrecision('weight').notNull().default(0),
    /** Report totals of the last calculation (figures, tkm, intensity). */
    result: jsonb('result').$type<StoredFigures>(),
    /**
     * Every `key` U+001E `value` pair the report's links, consumptions and voyages are tagged with, joined by U+001F:
     * the tag filter's trigram index (resources/reports/tags-text.ts). Written with the figures, in the same transaction.
     */
    tagsText: text('tags_text').notNull().default(''),
    inputHash: text('input_hash'),
    reviewContentHash: text('review_content_hash'),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_company_reference_key').on(t.companyId, t.reference),
    index('reports_company_date_idx').on(t.companyId, t.date, t.id),
    // The list always names the type and whether business trips (docs/scaling.md "The report list"): one index per
    // ordering it offers, each ending in the id that breaks ties, so a page is the first rows of an index.
    index('reports_list_date_idx').on(t.companyId, t.type, t.businessTrip, t.date, t.id),
    index('reports_list_reference_idx').on(t.companyId, t.type, t.businessTrip, t.reference, t.id),
    index('reports_list_project_reference_idx').on(t.companyId, t.type, t.businessTrip, sql`lower(${t.projectReference})`, t.id),
    index('reports_list_project_name_idx').on(t.companyId, t.type, t.businessTrip, sql`lower(${t.projectName})`, t.id),
    index('reports_list_co2_idx').on(t.companyId, t.type, t.businessTrip, t.co2Total, t.id),
    index('reports_list_origin_idx').on(t.companyId, t.type, t.businessTrip, sql`lower(${t.origin})`, t.id),
    index('reports_list_destination_idx').on(t.companyId, t.type, t.businessTrip, sql`lower(${t.destination})`, t.id),
    index('reports_list_author_idx').on(t.companyId, t.type, t.businessTrip, t.createdById, t.id),
    // `search=` and the text filters: trigram indexes, so a "contains" never reads every report of the company.
    index('reports_search_trgm_idx').using('gin', sql`(${reportSearchText(t)}) gin_trgm_ops`),
    // The filters on one of those texts: each its own, so the planner's estimate of a filter is that text's own.
    index('reports_project_name_trgm_idx').using('gin', sql`${t.projectName} gin_trgm_ops`),
    index('reports_project_reference_trgm_idx').using('gin', sql`${t.projectReference} gin_trgm_ops`),
    index('reports_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('reports_origin_locality_trgm_idx').using('gin', sql`${t.originLocality} gin_trgm_ops`),
    index('reports_destination_locality_trgm_idx').using('gin', sql`${t.destinationLocality} gin_trgm_ops`),
    index('reports_tags_text_trgm_idx').using('gin', sql`${t.tagsText} gin_trgm_ops`),
    index('reports_origin_country_idx').on(t.companyId, sql`upper(${t.originGmaps} -> 'country' ->> 'short_name')`),
    index('reports_destination_country_idx').on(t.companyId, sql`upper(${t.destinationGmaps} -> 'country' ->> 'short_name')`),
    index('reports_company_created_by_idx').on(t.companyId, t.createdById),
    index('reports_company_co2_idx').on(t.companyId, t.co2Total),
    // The open and consolidated reports of a review: what a change recalculates, what a deletion must keep
    // (docs/decisions/0011-reviews.md).
    index('reports_review_idx').on(t.reviewId, t.consolidatedAt),
    index('reports_company_project_idx').on(t.companyId, sql`lower(${t.projectName})`),
    check('reports_type_check', sql`${t.type} in ('transport', 'consumption')`),
  ],
);

export const cargos = pgTable(
  'cargos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    reportId: reportId(),
    /** Position in the report, shown as the cargo's ref (C1, C2, …). */
    number: integer('number').notNull(),
    commodityId: integer('commodity_id').references(() => commodities.id, { onDelete: 'restrict' }),
    cargoType: text('cargo_type', { enum: ['conventional', 'teu'] }).notNull(),
    /** t */
    weight: doublePrecision('weight').notNull(),
    teu: doublePrecision('teu'),
    passengersNumber: integer('passengers_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cargos_report_number_key').on(t.reportId, t.number),
    index('cargos_company_report_idx').on(t.companyId, t.reportId),
    index('cargos_commodity_idx').on(t.commodityId),
    check('cargos_type_check', sql`${t.cargoType} in ('conventional', 'teu')`),
  ],
);

const STAGE_KINDS = ['nautical', 'air', 'road', 'rail'] as const;

/** One table for the four stage kinds: the totals, the links and the export read them together. */
export const stages = pgTable(
  'stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    reportId: reportId(),
    kind: text('kind', { enum: STAGE_KINDS }).notNull(),
    operatedBy: text('operated_by', { enum: ['own', 'third_party'] }).notNull(),
    /** km as the user declared it; null: computed by the server (distance_km says what it came to). */
    declaredDistance: doublePrecision('declared_distance'),
    distanceKm: doublePrecision('distance_km').notNull().default(0),
    distanceMethod: text('distance_method').notNull().default('declared'),
    origin: text('origin').notNull().default(''),
    destination: text('destination').notNull().default(''),
    originGmaps: jsonb('origin_gmaps').$type<GmapsPlace>(),
    destinationGmaps: jsonb('destination_gmaps').$type<GmapsPlace>(),
    originLat: doublePrecision('origin_lat'),
    originLng: doublePrecision('origin_lng'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    // Road
    roadVehicleId: integer('road_vehicle_id').references(() => roadVehicles.id, { onDelete: 'restrict' }),
    euroStandard: text('euro_standard'),
    // Road and air: full_cargo | groupage
    loadType: text('load_type'),
    capacityLoad: doublePrecision('capacity_load'),
    vehiclesNumber: integer('vehicles_number'),
    // Rail
    railVehicleId: integer('rail_vehicle_id').references(() => railVehicles.id, { onDelete: 'restrict' }),
    // Air
    aircraftType: text('aircraft_type'),
    aircraftFamilyId: integer('aircraft_family_id').references(() => aircraftFamilies.id, { onDelete: 'restrict' }),
    aircraftModelId: integer('aircraft_model_id').references(() => aircraftModels.id, { onDelete: 'restrict' }),
    lto: integer('lto'),
    // Nautical
    shipTypeId: integer('ship_type_id').references(() => shipTypes.id, { onDelete: 'restrict' }),
    shipLoadType: text('ship_load_type'),
    shipFuelType: text('ship_fuel_type'),
    grossTonnage: doublePrecision('gross_tonnage'),
    totalLoad: doublePrecision('total_load'),
    portOperations: text('port_operations'),
    portOrigin: text('port_origin'),
    portDestination: text('port_destination'),
    avoid: text('avoid').array().notNull().default(sql`'{}'::text[]`),
    /** Sea legs: the routed line, [lng, lat][] (docs/sea-routing.md). */
    geometry: jsonb('geometry').$type<[number, number][]>(),
    createdAt: createdAt(),
    co2Total: co2Total(),
    /** The stage's StageResult of the last calculation, cargo allocations and factors_used included. */
    result: jsonb('result').$type<StoredFigures>(),
  },
  (t) => [
    index('stages_company_report_idx').on(t.companyId, t.reportId, t.kind, t.id),
    // The export walks the stages of a batch of reports in (report, id) order, a batch at a time.
    index('stages_report_id_idx').on(t.reportId, t.id),
    check('stages_kind_check', sql`${t.kind} in ('nautical', 'air', 'road', 'rail')`),
    check('stages_operated_by_check', sql`${t.operatedBy} in ('own', 'third_party')`),
  ],
);

export const stageCargos = pgTable(
  'stage_cargos',
  {
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargos.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    co2Total: co2Total(),
    result: jsonb('result').$type<StoredFigures>(),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.cargoId] }), index('stage_cargos_cargo_idx').on(t.cargoId)],
);

export const storages = pgTable(
  'storages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    reportId: reportId(),
    warehouseName: text('warehouse_name').notNull(),
    place: text('place').notNull().default(''),
    placeGmaps: jsonb('place_gmaps').$type<GmapsPlace>(),
    placeLat: doublePrecision('place_lat'),
    placeLng: doublePrecision('place_lng'),
    movesNumber: integer('moves_number').notNull(),
    type: text('type', { enum: ['own', 'third_party'] }).notNull(),
    createdAt: createdAt(),
    co2Total: co2Total(),
    result: jsonb('result').$type<StoredFigures>(),
  },
  (t) => [
    index('storages_company_report_idx').on(t.companyId, t.reportId, t.id),
    // The export reads a sparse batch's storages by their report ids (exports/level-pages.ts).
    index('storages_report_id_idx').on(t.reportId, t.id),
    check('storages_type_check', sql`${t.type} in ('own', 'third_party')`),
  ],
);

export const storageCargos = pgTable(
  'storage_cargos',
  {
    storageId: integer('storage_id')
      .notNull()
      .references(() => storages.id, { onDelete: 'cascade' }),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargos.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    co2Total: co2Total(),
    result: jsonb('result').$type<StoredFigures>(),
  },
  (t) => [primaryKey({ columns: [t.storageId, t.cargoId] }), index('storage_cargos_cargo_idx').on(t.cargoId)],
);
