import type { ListQuery, ReportListQuery } from '@huella/contracts';
import type { DateRangeValue } from '../../components/date-range-picker/date-range-picker.tsx';

/** The filters the list's toolbar holds, as the screen keeps them. */
export interface ReportFilters {
  businessTrip: boolean;
  dates: DateRangeValue;
  /** User id of the author, or null for anyone. */
  author: number | null;
  projectName: string;
}

/** The list's query: only transport reports (consumptions have their own list), split by business trip. */
export function reportListParams(list: ListQuery, filters: ReportFilters): ReportListQuery {
  const params: ReportListQuery = { ...list, type: 'transport', business_trip: filters.businessTrip };
  const [after, before] = filters.dates;
  if (after) params.date_after = after;
  if (before) params.date_before = before;
  if (filters.author !== null) params.created_by = filters.author;
  const projectName = filters.projectName.trim();
  if (projectName) params.project_name = projectName;
  return params;
}
