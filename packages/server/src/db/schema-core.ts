import { AIRCRAFT_TYPES, ROAD_VEHICLE_CLASSES, SHIP_LOAD_TYPES } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  onlyScope3: boolean('only_scope3').notNull().default(false),
  hasHseqConnection: boolean('has_hseq_connection').notNull().default(false),
  /** The company's HSEQ service (docs/hseq.md), set by the platform's super users; the token is never answered. */
  hseqUrl: text('hseq_url'),
  hseqToken: text('hseq_token'),
  allowedTags: text('allowed_tags').array().notNull().default(sql`'{}'::text[]`),
  // The spec's "company id 1": business trips, reviews, configuration. A flag, so no id is hard-coded.
  platform: boolean('platform').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['super', 'admin', 'other'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are stored normalised (resources/users/normalise-username.ts), so equality is the lookup.
    uniqueIndex('users_username_key').on(t.username),
    index('users_company_idx').on(t.companyId, t.username),
    check('users_role_check', sql`${t.role} in ('super', 'admin', 'other')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // SHA-256 of the token: a stolen database does not give usable tokens.
    keyHash: text('key_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_key_hash_key').on(t.keyHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Failed logins, kept in the database so every API process behind a balancer sees the same count. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_username_idx').on(t.username, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

export const commodities = pgTable(
  'commodities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Spanish name and description of a shipped default material (data/reference/materials.json); null on a
     * material a company created, which has the one name the user typed. */
    nameEs: text('name_es'),
    descriptionEs: text('description_es'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commodities_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('commodities_company_idx').on(t.companyId, t.name),
  ],
);

// ---- Reference data (seeded on every start from data/reference/ and npm packages; docs/decisions/0005) ----

/**
 * The Spanish name shipped beside the English one (`name_es` in data/reference/*.json). Nullable only so that
 * the migration can add it to a database that already holds rows: the seed of the next start writes it.
 * Answered through db/localised-name.ts. The tables are a few dozen rows, so no index on it.
 */
const spanishName = () => text('name_es');

/** Which version of each seeded data set the database holds, so a restart skips unchanged sets. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  dataset: text('dataset').primaryKey(),
  hash: text('hash').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // A constraint, not only an index: ports and airports reference it, and the migration adds foreign keys first.
    alpha2: text('alpha2').notNull().unique('countries_alpha2_key'),
    alpha3: text('alpha3').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
  },
  (t) => [
    index('countries_name_en_idx').on(sql`lower(${t.nameEn})`),
    index('countries_name_es_idx').on(sql`lower(${t.nameEs})`),
  ],
);

export const ports = pgTable(
  'ports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locode: text('locode').notNull(),
    name: text('name').notNull(),
    countryAlpha2: text('country_alpha2')
      .notNull()
      .references(() => countries.alpha2, { onDelete: 'restrict' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** km from the port to the nearest sea-network node (docs/sea-routing.md, "Ports"). */
    snapKm: doublePrecision('snap_km').notNull(),
    inland: boolean('inland').notNull(),
    latLngSwapped: boolean('lat_lng_swapped').notNull(),
  },
  (t) => [
    uniqueIndex('ports_locode_key').on(t.locode),
    index('ports_name_idx').on(sql`lower(${t.name})`),
    index('ports_country_idx').on(t.countryAlpha2),
  ],
);

export const airports = pgTable(
  'airports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    iata: text('iata').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryAlpha2: text('country_alpha2')
      .notNull()
      .references(() => countries.alpha2, { onDelete: 'restrict' }),
    regionName: text('region_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    uniqueIndex('airports_iata_key').on(t.iata),
    index('airports_name_idx').on(sql`lower(${t.name})`),
    index('airports_city_idx').on(sql`lower(${t.city})`),
    index('airports_country_idx').on(t.countryAlpha2),
  ],
);

const roadClassCheck = (column: unknown) =>
  sql`${column} in ('van_lt3_5t', 'rigid_3_5_7_5t', 'rigid_7_5_17t', 'rigid_gt17t', 'artic_lt33t', 'artic_gt33t', 'hgv_average')`;

export const roadVehicles = pgTable(
  'road_vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameEs: spanishName(),
    /** t the vehicle may carry. */
    payload: doublePrecision('payload').notNull(),
    /** t a groupage run is typically planned with; information only: it already holds the load factor, so a
     * groupage stage's capacity is the payload (docs/methodology.md "Road groupage"). */
    defaultLoad: doublePrecision('default_load').notNull(),
    /** DESNZ/GLEC weight class of the vehicle (docs/methodology.md §5.1). */
    vehicleClass: text('vehicle_class', { enum: ROAD_VEHICLE_CLASSES }).notNull(),
    /** Class of the `road.per_tkm.<class>` factor: vehicle_class if the default set has it, else hgv_average. */
    factorClass: text('factor_class', { enum: ROAD_VEHICLE_CLASSES }).notNull(),
  },
  (t) => [
    uniqueIndex('road_vehicles_name_key').on(t.name),
    index('road_vehicles_lower_name_idx').on(sql`lower(${t.name})`),
    check('road_vehicles_vehicle_class_check', roadClassCheck(t.vehicleClass)),
    check('road_vehicles_factor_class_check', roadClassCheck(t.factorClass)),
  ],
);

export const railVehicles = pgTable(
  'rail_vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameEs: spanishName(),
    traction: text('traction', { enum: ['diesel', 'electric'] }).notNull(),
  },
  (t) => [
    uniqueIndex('rail_vehicles_name_key').on(t.name),
    index('rail_vehicles_lower_name_idx').on(sql`lower(${t.name})`),
    index('rail_vehicles_traction_idx').on(t.traction),
    check('rail_vehicles_traction_check', sql`${t.traction} in ('diesel', 'electric')`),
  ],
);

const shipLoadTypeCheck = (column: unknown) => sql`${column} in ('full_cargo', 'groupage', 'groupage_roro', 'container')`;

export const shipTypes = pgTable(
  'ship_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameEs: spanishName(),
    shipLoadType: text('ship_load_type', { enum: SHIP_LOAD_TYPES }).notNull(),
    grossTonnage: doublePrecision('gross_tonnage').notNull(),
    /** t, or TEU when ship_load_type is container (docs/spec/part-2.md §2.1). */
    totalLoad: doublePrecision('total_load').notNull(),
    /**
     * Vessel type and size class of the `sea.per_tkm.<class>` factor (docs/methodology.md §5.3); null, or a class a
     * review lacks, falls back to the load type's average. Not an enum: the classes are the factor set's keys.
     */
    factorClass: text('factor_class'),
  },
  (t) => [
    uniqueIndex('ship_types_name_key').on(t.name),
    index('ship_types_lower_name_idx').on(sql`lower(${t.name})`),
    index('ship_types_load_type_idx').on(t.shipLoadType),
    check('ship_types_load_type_check', shipLoadTypeCheck(t.shipLoadType)),
  ],
);

export const aircraftFamilies = pgTable(
  'aircraft_families',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameEs: spanishName(),
  },
  (t) => [uniqueIndex('aircraft_families_name_key').on(t.name),
    index('aircraft_families_lower_name_idx').on(sql`lower(${t.name})`)],
);

export const aircraftModels = pgTable(
  'aircraft_models',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    familyId: integer('family_id')
      .notNull()
      .references(() => aircraftFamilies.id, { onDelete: 'restrict' }),
    /** t of cargo: belly hold for passenger aircraft, structural payload for freighters. */
    capacity: doublePrecision('capacity').notNull(),
    aircraftType: text('aircraft_type', { enum: AIRCRAFT_TYPES }).notNull(),
  },
  (t) => [
    uniqueIndex('aircraft_models_name_key').on(t.name),
    index('aircraft_models_lower_name_idx').on(sql`lower(${t.name})`),
    index('aircraft_models_family_idx').on(t.familyId),
    index('aircraft_models_type_idx').on(t.aircraftType),
    check(
      'aircraft_models_type_check',
      sql`${t.aircraftType} in ('passenger_cargo', 'freighter', 'super_transporter')`,
    ),
  ],
);

// ---- Reviews: factor sets (docs/spec/part-2.md §2.9, §3; docs/methodology.md §2) ----

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The shipped factor set's id (`desnz-2025`) for seeded reviews, so the seed finds them; null for copies. */
    builtinKey: text('builtin_key'),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    source: text('source').notNull(),
    gwpBasis: text('gwp_basis').notNull(),
    gwp: jsonb('gwp').$type<Record<string, number>>().notNull(),
    factors: jsonb('factors').$type<Record<string, number>>().notNull(),
    factorNotes: jsonb('factor_notes').$type<Record<string, Record<string, unknown>>>().notNull(),
    /** SHA-256 of the canonical factor set, stored with every consolidated result (docs/methodology.md §2). */
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_builtin_key').on(t.builtinKey),
    index('reviews_company_idx').on(t.companyId, t.startDate),
  ],
);

const reviewId = () =>
  integer('review_id')
    .notNull()
    .references(() => reviews.id, { onDelete: 'cascade' });
const coefficient = (name: string) => doublePrecision(name).notNull();

export const EURO_STANDARDS = ['euro_1', 'euro_2', 'euro_3', 'euro_4', 'euro_5', 'euro_6'] as const;

export const roadVehicleReviews = pgTable(
  'road_vehicle_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: reviewId(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => roadVehicles.id, { onDelete: 'restrict' }),
    /** Null: the entry applies to every Euro standard without an entry of its own. */
    euroStandard: text('euro_standard', { enum: EURO_STANDARDS }),
    a1: coefficient('a1'),
    b1: coefficient('b1'),
    c1: coefficient('c1'),
    d1: coefficient('d1'),
    e1: coefficient('e1'),
    f1: coefficient('f1'),
  },
  (t) => [
    index('road_vehicle_reviews_vehicle_idx').on(t.vehicleId),
    // One entry per vehicle and Euro standard; null (every standard) counts as one value.
    uniqueIndex('road_vehicle_reviews_unique').on(t.reviewId, t.vehicleId, sql`coalesce(${t.euroStandard}, '')`),
  ],
);

export const railVehicleReviews = pgTable(
  'rail_vehicle_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: reviewId(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => railVehicles.id, { onDelete: 'restrict' }),
    a1: coefficient('a1'),
    b1: coefficient('b1'),
    c1: coefficient('c1'),
  },
  (t) => [
    index('rail_vehicle_reviews_vehicle_idx').on(t.vehicleId),
    uniqueIndex('rail_vehicle_reviews_unique').on(t.reviewId, t.vehicleId),
  ],
);

export const shipLoadTypeReviews = pgTable(
  'ship_load_type_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: reviewId(),
    shipLoadType: text('ship_load_type', { enum: SHIP_LOAD_TYPES }).notNull(),
    shipFuelType: text('ship_fuel_type', { enum: ['mgo_mdo', 'lng'] }).notNull(),
    a2: coefficient('a2'),
    b2: coefficient('b2'),
    c2: coefficient('c2'),
    d2: coefficient('d2'),
    v2: coefficient('v2'),
  },
  (t) => [
    uniqueIndex('ship_load_type_reviews_unique').on(t.reviewId, t.shipLoadType, t.shipFuelType),
    check('ship_load_type_reviews_load_type_check', shipLoadTypeCheck(t.shipLoadType)),
    check('ship_load_type_reviews_fuel_check', sql`${t.shipFuelType} in ('mgo_mdo', 'lng')`),
  ],
);

export const aircraftModelReviews = pgTable(
  'aircraft_model_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: reviewId(),
    aircraftModelId: integer('aircraft_model_id')
      .notNull()
      .references(() => aircraftModels.id, { onDelete: 'restrict' }),
    a4: coefficient('a4'),
    b4: coefficient('b4'),
    c4: coefficient('c4'),
    d4: coefficient('d4'),
    e4: coefficient('e4'),
    fComb: coefficient('f_comb'),
    combLto: coefficient('comb_lto'),
    fCh4: coefficient('f_ch4'),
  },
  (t) => [
    index('aircraft_model_reviews_model_idx').on(t.aircraftModelId),
    uniqueIndex('aircraft_model_reviews_unique').on(t.reviewId, t.aircraftModelId),
  ],
);

/**
 * A review is the platform's and every company reads it, while car families are each company's: the entry names the
 * family by its model's text, and matches the voyages of every company's family of that model.
 */
export const carFamilyReviews = pgTable(
  'car_family_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: reviewId(),
    familyModel: text('family_model').notNull(),
    a1: coefficient('a1'),
    b1: coefficient('b1'),
    c1: coefficient('c1'),
  },
  (t) => [uniqueIndex('car_family_reviews_unique').on(t.reviewId, sql`lower(${t.familyModel})`)],
);

/** As car families: the entry names its supplier by text (every company's supplier of that name), or none (any supplier). */
export const supplierTypeReviews = pgTable(
  'supplier_type_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: reviewId(),
    supplierName: text('supplier_name'),
    type: text('type', { enum: ['gasoil', 'natural_gas', 'electricity'] }).notNull(),
    a1: coefficient('a1'),
    b1: coefficient('b1'),
    c1: coefficient('c1'),
  },
  (t) => [
    uniqueIndex('supplier_type_reviews_unique').on(t.reviewId, sql`lower(coalesce(${t.supplierName}, ''))`, t.type),
    check('supplier_type_reviews_type_check', sql`${t.type} in ('gasoil', 'natural_gas', 'electricity')`),
  ],
);
