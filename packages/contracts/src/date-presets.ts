// The date ranges a list's or a statistic's date filter offers by name, apart from the schemas that keep them in
// filter templates: the report list shows them and loads no zod.

export const DATE_PRESETS = ['this_week', 'this_month', 'this_year', 'last_week', 'last_month', 'last_3_months', 'last_6_months', 'last_year'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
