import { z } from 'zod';
import { id, listQuery, patchOf, pathId } from './common.ts';
import { booleanFilter, isoDate, optionalText, placeAnswerFields, placeFields } from './report-fields.ts';

// Transport reports (docs/spec/part-1.md §2–§3, §7; docs/spec/part-2.md §2.1, §7); their children are in cargos.ts, stages.ts and
// storages.ts, their figures in figures.ts and totals.ts, their files in exports.ts. Every emission figure
// travels in kilograms (docs/design.md: the spec's notes disagree between grams and kilograms).

export const REPORT_TYPES = ['transport', 'consumption'] as const;
export const reportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportType>;

export const OPERATED_BY = ['own', 'third_party'] as const;
/** docs/methodology.md §3: who operates the activity decides its scope. */
export const operatedBy = z.enum(OPERATED_BY);
export type OperatedBy = z.infer<typeof operatedBy>;

export const reportInput = z.object({
  type: reportType.default('transport'),
  project_name: z.string().trim().min(1).max(255),
  project_reference: optionalText(100),
  date: isoDate,
  ...placeFields,
  /** Review id; absent: the newest review that starts on or before the report's date. */
  review: id.nullable().optional(),
  /** Platform company only (docs/spec/part-1.md §6). */
  business_trip: z.boolean().default(false),
});
export type ReportInput = z.infer<typeof reportInput>;
export const reportPatch = patchOf(reportInput);

const userRef = z.object({
  id: z.number().int(),
  username: z.string(),
  company: z.object({ id: z.number().int(), allowed_tags: z.array(z.string()) }),
});

export const report = z
  .object({
    id: z.number().int(),
    type: reportType,
    reference: z.string(),
    project_name: z.string(),
    project_reference: z.string(),
    date: z.string(),
    ...placeAnswerFields,
    review: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    /** true: chosen in the version select; false: the review in force on the report's date, which follows new reviews. */
    review_chosen: z.boolean(),
    business_trip: z.boolean(),
    /** true once consolidated (docs/spec/part-1.md §3). */
    read_only: z.boolean(),
    consolidated_at: z.string().nullable(),
    /** kg CO2e WTW of the stored calculation. */
    CO2_total: z.number(),
    /** t of cargo. */
    weight: z.number(),
    created_by: userRef,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof report>;

const textFilter = z.string().trim().max(200).optional();

/** docs/spec/part-1.md §7 "reports list". */
export const reportListQuery = listQuery.extend({
  confirmed: booleanFilter,
  consolidated: booleanFilter,
  business_trip: booleanFilter,
  type: reportType.optional(),
  date_after: isoDate.optional(),
  date_before: isoDate.optional(),
  /** User id of the author. */
  created_by: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  project_name: textFilter,
  project_reference: textFilter,
  inform_reference: textFilter,
  origin_locality: textFilter,
  destination_locality: textFilter,
  origin_country: textFilter,
  destination_country: textFilter,
  /** `key:value` pairs joined by `|`, or bare keys (any value). */
  tags: z.string().max(500).optional(),
  /** Where the page starts, as the previous page's next link gives it (docs/scaling.md "Deep pages"). */
  after: z.string().max(2000).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

export const REPORT_ORDERING = [
  'date',
  'reference',
  'project_reference',
  'created_by__username',
  'project_name',
  'CO2_total',
  'origin',
  'destination',
  'id',
] as const;

export const cloneInput = z.object({ review: id.nullable().optional() }).default({});

export const childParams = z.object({ id: pathId, childId: pathId });
