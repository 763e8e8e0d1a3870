import type { ListParams } from '../../api/query-keys.ts';
import type { DateRangeValue } from '../../components/date-range-picker/date-range-picker.tsx';

export interface ReportFilters {
  businessTrip: boolean;
  dates: DateRangeValue;
  /** User id of the author, or null for anyone. */
  author: number | null;
  projectName: string;
}

export type ReportListParams = ListParams & {
  type: 'transport';
  business_trip: boolean;
  date_after?: string;
  date_before?: string;
  created_by?: number;
  project_name?: string;
};

/** The list's query: only transport reports (consumptions have their own list), split by business trip. */
export function reportListParams(list: ListParams, filters: ReportFilters): ReportListParams {
  const params: ReportListParams = { ...list, type: 'transport', business_trip: filters.businessTrip };
  const [after, before] = filters.dates;
  if (after) params.date_after = after;
  if (before) params.date_before = before;
  if (filters.author !== null) params.created_by = filters.author;
  const projectName = filters.projectName.trim();
  if (projectName) params.project_name = projectName;
  return params;
}
