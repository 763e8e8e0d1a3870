import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { STATISTICS_TOPICS } from '@huella/contracts';
import { companies, users } from './schema-core.ts';
import { reports } from './schema-reports.ts';

// What the statistics page reads (docs/decisions/0012-statistics.md): one row per allocated figure of the last
// calculation, with the columns the page filters and groups by, so a year of a company is one index range and
// one GROUP BY instead of four joins and a JSON extraction per gas.

/**
 * A stage's or storage's share for one cargo, a stage or storage without cargos, a consumption or a voyage, as the
 * report's last calculation stored it (kg). Rewritten, in the same transaction, each time the report's figures are
 * (resources/statistics/emission-facts.ts); deleted with the report.
 */
export const emissionFacts = pgTable(
  'emission_facts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The report's date; a consumption's or voyage's own date. */
    date: date('date').notNull(),
    /** transport | consumption | voyage */
    type: text('type', { enum: ['transport', 'consumption', 'voyage'] }).notNull(),
    /** nautical | air | road | rail | storage | gasoil | natural_gas | electricity | voyage */
    activity: text('activity').notNull(),
    cargoId: integer('cargo_id'),
    commodityId: integer('commodity_id'),
    centerId: integer('center_id'),
    carId: integer('car_id'),
    supplierId: integer('supplier_id'),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    co2Total: doublePrecision('co2_total').notNull(),
    co2eTtw: doublePrecision('co2e_ttw').notNull(),
    co2eWtt: doublePrecision('co2e_wtt').notNull(),
    co2: doublePrecision('co2').notNull(),
    ch4: doublePrecision('ch4').notNull(),
    n2o: doublePrecision('n2o').notNull(),
    hfcs: doublePrecision('hfcs').notNull(),
    pfcs: doublePrecision('pfcs').notNull(),
    sf6: doublePrecision('sf6').notNull(),
    nf3: doublePrecision('nf3').notNull(),
    nox: doublePrecision('nox').notNull(),
    sox: doublePrecision('sox').notNull(),
    pm: doublePrecision('pm').notNull(),
    scope1: doublePrecision('scope1').notNull(),
    scope2: doublePrecision('scope2').notNull(),
    scope3: doublePrecision('scope3').notNull(),
    tkm: doublePrecision('tkm').notNull(),
    /** The cargo's mass (t); 0 without a cargo. A group counts each cargo's once however many legs it took. */
    weight: doublePrecision('weight').notNull(),
    /**
     * `weight` on one row of each cargo and 0 on its others, so a plain `sum` counts each cargo once in any group
     * that holds all of its rows: every key but `transport_type`, and `tag` unless `tagsVary` (statistics/group-by.ts).
     */
    weightOnce: doublePrecision('weight_once').notNull().default(0),
    /** `weight` on one row of each cargo per activity: the same for groups by `transport_type`. */
    weightOnceActivity: doublePrecision('weight_once_activity').notNull().default(0),
    /**
     * The cargo's legs carry different tags, so a group by tag may split its rows: statistics/group-by.ts groups such
     * cargos' rows by cargo instead of summing `weight_once`.
     */
    tagsVary: boolean('tags_vary').notNull().default(false),
  },
  (t) => [
    // Migration 0011 re-creates it covering every column a statistic reads but `tags` (`INCLUDE`, which drizzle does
    // not declare), so a year of a company is an index-only scan; `tags` would let one row outgrow an index entry.
    index('emission_facts_company_date_idx').on(t.companyId, t.date),
    // A change to some cargos of a report rewrites their rows only (resources/reports/rows-to-store.ts).
    index('emission_facts_report_idx').on(t.reportId, t.cargoId),
    index('emission_facts_tags_vary_idx').on(t.companyId, t.date).where(sql`${t.tagsVary}`),
    check('emission_facts_type_check', sql`${t.type} in ('transport', 'consumption', 'voyage')`),
  ],
);

/** The summed columns of `emission_facts`, as exact sums (numeric) in `emission_fact_months`. */
const monthlySum = (name: string) => numeric(name).notNull();

/**
 * `emission_facts` summed by company, month and every column but the report, the cargo and the tags: a year of a
 * company is a few thousand rows instead of millions (docs/decisions/0012-statistics.md "Whole months"). Kept in
 * the transaction of every write of `emission_facts` by its triggers (migration 0016), not by the application, so
 * no writer can forget it. The sums are numeric: a fact row's figure added then taken away leaves exactly what was
 * there (a float8 sum would drift with the history of edits), so the roll-up stays the facts' GROUP BY forever.
 */
export const emissionFactMonths = pgTable(
  'emission_fact_months',
  {
    // No foreign key to companies: a company with facts cannot be deleted (emission_facts restricts it), and a
    // key check would take a share lock on the company's row in every trigger run.
    companyId: integer('company_id').notNull(),
    /** The first day of the facts' month. */
    month: date('month').notNull(),
    type: text('type', { enum: ['transport', 'consumption', 'voyage'] }).notNull(),
    activity: text('activity').notNull(),
    commodityId: integer('commodity_id'),
    centerId: integer('center_id'),
    carId: integer('car_id'),
    supplierId: integer('supplier_id'),
    /** How many fact rows the sums hold; a roll-up row that reaches 0 is deleted. */
    rows: integer('rows').notNull(),
    co2Total: monthlySum('co2_total'),
    co2eTtw: monthlySum('co2e_ttw'),
    co2eWtt: monthlySum('co2e_wtt'),
    co2: monthlySum('co2'),
    ch4: monthlySum('ch4'),
    n2o: monthlySum('n2o'),
    hfcs: monthlySum('hfcs'),
    pfcs: monthlySum('pfcs'),
    sf6: monthlySum('sf6'),
    nf3: monthlySum('nf3'),
    nox: monthlySum('nox'),
    sox: monthlySum('sox'),
    pm: monthlySum('pm'),
    scope1: monthlySum('scope1'),
    scope2: monthlySum('scope2'),
    scope3: monthlySum('scope3'),
    tkm: monthlySum('tkm'),
    /** Additive: each cargo's rows share its report's date and its material, so they are in one roll-up row's month. */
    weightOnce: monthlySum('weight_once'),
    weightOnceActivity: monthlySum('weight_once_activity'),
  },
  (t) => [
    // The triggers' upsert target; a fact without a commodity, center, car or supplier is a key like any other.
    unique('emission_fact_months_key').on(t.companyId, t.month, t.type, t.activity, t.commodityId, t.centerId, t.carId, t.supplierId).nullsNotDistinct(),
  ],
);

/** A user's saved filters for one statistics tab (docs/spec/part-2.md §2.8, §3 "Filter template"). */
export const filterTemplates = pgTable(
  'filter_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    topic: text('topic', { enum: STATISTICS_TOPICS }).notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('filter_templates_user_topic_name_key').on(t.userId, t.topic, sql`lower(${t.name})`),
    index('filter_templates_company_user_idx').on(t.companyId, t.userId),
  ],
);
