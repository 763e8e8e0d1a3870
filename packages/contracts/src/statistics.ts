import { z } from 'zod';
import { id, paginated, patchOf } from './common.ts';
import { booleanFilter, isoDate } from './report-fields.ts';
import { emissionFigures } from './figures.ts';
import { DATE_PRESETS } from './date-presets.ts';

// The statistics page's calls (docs/spec/part-2.md §2.7, §7 "Statistics") and its saved filters (§2.8, §3
// "Filter template"). Rules the spec leaves open: docs/decisions/0012-statistics.md.

/** The tabs of the statistics page; a filter template belongs to one. */
export const STATISTICS_TOPICS = [
  'global_emissions',
  'emissions_projects',
  'emissions_materials',
  'emissions_tags',
  'emissions_consumptions',
  'emissions_company_vehicles',
] as const;
export const statisticsTopic = z.enum(STATISTICS_TOPICS);
export type StatisticsTopic = z.infer<typeof statisticsTopic>;
/** Tabs about the company's own operations: not for only_scope3 companies (docs/spec/part-2.md §6). */
export const OPERATIONS_TOPICS: readonly StatisticsTopic[] = ['emissions_consumptions', 'emissions_company_vehicles'];

/** The spec's six group keys, then those the consumption, company-vehicle and project tabs group by. */
export const STATISTICS_GROUP_KEYS = ['year', 'month', 'transport_type', 'commodity', 'tag', 'type', 'center', 'car', 'report'] as const;
export type StatisticsGroupKey = (typeof STATISTICS_GROUP_KEYS)[number];

/** What a figure comes from: freight (stages and storages), a metered consumption, a company-car voyage. */
export const STATISTICS_TYPES = ['transport', 'consumption', 'voyage'] as const;
export type StatisticsType = (typeof STATISTICS_TYPES)[number];

/**
 * `transport_type` of a figure: the stage's mode or storage for freight, the consumption's type, `voyage` for a
 * company car. One list, so the global tab's pie shows every source side by side in one colour scheme.
 */
export const ACTIVITY_TYPES = ['nautical', 'air', 'road', 'rail', 'storage', 'gasoil', 'natural_gas', 'electricity', 'voyage'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const CONSUMPTION_ACTIVITIES = ['gasoil', 'natural_gas', 'electricity'] as const;

const MAX_LIST = 500;

/** `1,2,3` (or the parameter repeated): distinct ids, at most 500. */
const idList = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : value),
  z
    .string()
    .max(12 * MAX_LIST)
    .transform((text, ctx) => {
      const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
      if (parts.length > MAX_LIST) {
        ctx.addIssue({ code: 'too_big', maximum: MAX_LIST, origin: 'array', inclusive: true, input: text });
        return z.NEVER;
      }
      const ids = parts.map((part) => (/^[1-9][0-9]{0,9}$/.test(part) && Number(part) <= 2_147_483_647 ? Number(part) : NaN));
      if (ids.some(Number.isNaN)) {
        ctx.addIssue({ code: 'custom', params: { message: 'invalid_id_list' }, input: text });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
);

/** A comma list of choices, each named once; one that is not a choice names the list and the choices. */
function choiceList<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : value),
    z
      .string()
      .max(500)
      .transform((text, ctx) => {
        const parts = [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];
        if (parts.some((part) => !choices.includes(part))) {
          ctx.addIssue({ code: 'invalid_value', values: [...choices], input: text });
          return z.NEVER;
        }
        return parts as T[number][];
      }),
  );
}

/** `key:value` pairs joined by `|` (docs/spec/part-2.md §2.7). */
export const tagPairs = z
  .string()
  .max(2000)
  .transform((text, ctx) => {
    const pairs: { key: string; value: string }[] = [];
    for (const raw of text.split('|')) {
      const pair = raw.trim();
      if (!pair) continue;
      const at = pair.indexOf(':');
      const key = at < 0 ? '' : pair.slice(0, at).trim();
      if (!key) {
        ctx.addIssue({ code: 'custom', params: { message: 'invalid_tag_pair' }, input: text });
        return z.NEVER;
      }
      pairs.push({ key, value: pair.slice(at + 1).trim() });
    }
    return pairs;
  });
export type TagPair = { key: string; value: string };

/** The filters every statistics call shares (docs/spec/part-2.md §7 "Statistics"). */
export const statisticsFilters = z.object({
  date_after: isoDate.describe('First day, inclusive (YYYY-MM-DD)'),
  date_before: isoDate.describe('Last day, inclusive (YYYY-MM-DD)'),
  type: z.enum(STATISTICS_TYPES).optional().describe('Only figures of this kind; consumption and voyage are not for only_scope3 companies'),
  transport_type: choiceList(ACTIVITY_TYPES).optional().describe(`Comma list among ${ACTIVITY_TYPES.join(', ')}`),
  commodity: idList.optional().describe('Material ids, comma separated'),
  tag: tagPairs.optional().describe('`key:value` pairs joined by `|`: values of one key are alternatives, different keys must all match'),
  center: idList.optional().describe('Center ids, comma separated (consumptions and voyages)'),
  car: idList.optional().describe('Company car ids, comma separated (voyages)'),
  consumption_type: choiceList(CONSUMPTION_ACTIVITIES).optional(),
  consumption_supplier: idList.optional().describe('Supplier ids, comma separated (consumptions)'),
  consolidated: booleanFilter.describe('true: consolidated reports only; false: open ones only'),
  reports: idList.optional().describe('Report ids, comma separated'),
});

/** `GET /api/reports/emissions_dynamic_group_by/`. */
export const groupByQuery = statisticsFilters.extend({
  group_by: choiceList(STATISTICS_GROUP_KEYS).optional().describe(`Comma list among ${STATISTICS_GROUP_KEYS.join(', ')}; none: one total`),
  tag_group_by: z.string().trim().min(1).max(100).optional().describe('The tag key `group_by=tag` groups by (required with it)'),
});
export type GroupByQuery = z.infer<typeof groupByQuery>;

/** Kilograms (docs/spec/part-2.md §3: statistics come in kg), summed over the group. */
export const groupFigures = emissionFigures
  .omit({ co2e_wtw_with_rf: true, not_estimated: true })
  .extend({
    tkm: z.number(),
    weight: z.number().describe('t of cargo, each cargo once'),
    intensity_g_per_tkm: z.number().nullable().describe('g CO2e (WTW) per tkm; null without tkm'),
  })
  .meta({ id: 'GroupFigures' });
export type GroupFigures = z.infer<typeof groupFigures>;

export const groupRow = groupFigures
  .extend({ key: z.record(z.string(), z.string()).describe('The group\'s value for each group_by key ("" for none)') })
  .meta({ id: 'GroupRow' });
export type GroupRow = z.infer<typeof groupRow>;

export const groupByAnswer = z
  .object({
    group_by: z.array(z.enum(STATISTICS_GROUP_KEYS)),
    unit: z.literal('kg'),
    total: z.record(z.string(), groupFigures).describe('Keyed by the group\'s values joined by `|` in group_by order; `total` alone without group_by'),
    groups: z.array(groupRow).describe('The same groups as a list, by CO2_total descending'),
    overall: groupFigures,
    labels: z
      .object({
        commodity: z.record(z.string(), z.string()),
        center: z.record(z.string(), z.string()),
        car: z.record(z.string(), z.string()),
        report: z.record(z.string(), z.string()).describe('The report\'s reference and project name'),
      })
      .describe('Names of the ids that appear in the keys'),
  })
  .meta({ id: 'GroupByAnswer' });
export type GroupByAnswer = z.infer<typeof groupByAnswer>;

export const PROJECT_ORDERING = ['date', 'reference', 'project_name', 'CO2_total', 'tkm', 'intensity_g_per_tkm'] as const;

/** `GET /api/reports/emissions_by_project/`. */
export const byProjectQuery = z.object({
  date_after: isoDate,
  date_before: isoDate,
  references: z.string().max(5000).optional().describe('Report references (TR-2026-000042), comma separated'),
  consolidated: booleanFilter,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(50),
  ordering: z.string().max(200).optional().describe(`One of ${PROJECT_ORDERING.join(', ')}, \`-\` before for descending; default -CO2_total`),
});
export type ByProjectQuery = z.infer<typeof byProjectQuery>;

export const projectRow = z
  .object({
    id: z.number().int().describe('The report: its totals are at /reports/{id}/totals'),
    reference: z.string(),
    project_name: z.string(),
    project_reference: z.string(),
    date: z.string(),
    consolidated: z.boolean(),
    CO2_total: z.number().describe('kg CO2e well-to-wheel'),
    tkm: z.number(),
    weight: z.number(),
    intensity_g_per_tkm: z.number().nullable(),
  })
  .meta({ id: 'ProjectRow' });
export type ProjectRow = z.infer<typeof projectRow>;

export const byProjectAnswer = paginated(projectRow).extend({ overall: groupFigures.pick({ CO2_total: true, tkm: true, weight: true, intensity_g_per_tkm: true }) });
export type ByProjectAnswer = z.infer<typeof byProjectAnswer>;

/** `GET /api/reports/export_metric/`: the group-by as a CSV. */
export const metricExportQuery = groupByQuery.extend({
  fmt: z.literal('csv').default('csv'),
  delimiter: z.enum([',', ';']).optional().describe('Default: `;` in Spanish (decimal comma), `,` in English'),
});
export type MetricExportQuery = z.infer<typeof metricExportQuery>;

// Filter templates: the filters a tab can save, checked per tab so a template never holds a filter its tab lacks.


const savedIds = z.array(id).max(MAX_LIST);
const savedDates = {
  /** A preset is kept as a preset: "last month" means last month on the day the template is applied. */
  date_preset: z.enum(DATE_PRESETS).nullable().optional(),
  date_after: isoDate.nullable().optional(),
  date_before: isoDate.nullable().optional(),
};
const savedTags = z.array(z.string().trim().min(3).max(300).regex(/^[^:|]+:[^|]*$/)).max(100);
const savedGroupByTag = z.string().trim().max(100).nullable().optional();

export const TOPIC_FILTERS = {
  global_emissions: z.strictObject({ ...savedDates, reports: savedIds.optional(), commodities: savedIds.optional(), tags: savedTags.optional(), consolidated: z.boolean().nullable().optional() }),
  emissions_projects: z.strictObject({ ...savedDates, references: z.array(z.string().trim().min(1).max(100)).max(MAX_LIST).optional(), consolidated: z.boolean().nullable().optional() }),
  emissions_materials: z.strictObject({ ...savedDates, reports: savedIds.optional(), commodities: savedIds.optional(), tags: savedTags.optional(), view: z.enum(['material_transport', 'transport']).optional() }),
  emissions_tags: z.strictObject({ ...savedDates, reports: savedIds.optional(), tags: savedTags.optional(), group_by_tag: savedGroupByTag, view: z.enum(['material_transport', 'transport']).optional() }),
  emissions_consumptions: z.strictObject({ ...savedDates, centers: savedIds.optional(), consumption_types: z.array(z.enum(CONSUMPTION_ACTIVITIES)).max(3).optional(), tags: savedTags.optional() }),
  emissions_company_vehicles: z.strictObject({ ...savedDates, centersVoyages: savedIds.optional(), cars: savedIds.optional(), tags: savedTags.optional() }),
} as const satisfies Record<StatisticsTopic, z.ZodType>;
export type TopicFilters<T extends StatisticsTopic> = z.infer<(typeof TOPIC_FILTERS)[T]>;

export const filterTemplate = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    topic: statisticsTopic,
    filters: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'FilterTemplate' });
export type FilterTemplate = z.infer<typeof filterTemplate>;

/**
 * A template without a name, or a blank one, gets the form's own message (docs/spec/part-2.md §5 "a name is
 * required"); the server reads a message key given as zod's `error`. Other faults get the usual messages.
 */
const nameRequired = {
  error: (issue: { code: string; input?: unknown }) => (issue.input == null || issue.code === 'too_small' ? 'filter_template_name_required' : undefined),
};

/** The form of docs/spec/part-2.md §2.8; `filters` are checked against the topic's schema by the server. */
export const filterTemplateInput = z.object({
  name: z.string(nameRequired).trim().min(1, nameRequired).max(100),
  description: z.string().trim().max(1000).default(''),
  topic: statisticsTopic,
  filters: z.record(z.string(), z.unknown()).default({}),
});
export type FilterTemplateInput = z.infer<typeof filterTemplateInput>;
export const filterTemplatePatch = patchOf(filterTemplateInput);
export type FilterTemplatePatch = z.infer<typeof filterTemplatePatch>;

export const filterTemplateListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
  search: z.string().max(200).optional().describe('Text in the name, whatever the case'),
  topic: statisticsTopic.optional(),
});
export type FilterTemplateListQuery = z.infer<typeof filterTemplateListQuery>;
