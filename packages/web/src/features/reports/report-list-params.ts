import type { ListQuery, ReportListQuery, ReportType } from '@huella/contracts';
import type { DateRangeValue } from '../../components/date-range-picker/date-range-picker.tsx';

/** The filters the list's toolbar holds, as the screen keeps them. */
export interface ReportFilters {
  /** Transport and consumption reports each have their own list. */
  type: ReportType;
  businessTrip: boolean;
  dates: DateRangeValue;
  /** User id of the author, or null for anyone. */
  author: number | null;
  projectName: string;
}

/** The list's query: reports of one type, transport ones split by business trip. */
export function reportListParams(list: ListQuery, filters: ReportFilters): ReportListQuery {
  const params: ReportListQuery = { ...list, type: filters.type, business_trip: filters.businessTrip };
  // docs/spec/part-2.md §7 "reports list for consumptions": confirmed=false, which does not restrict, so consolidated
  // reports stay in the list, marked (§2.4).
  if (filters.type === 'consumption') params.confirmed = false;
  const [after, before] = filters.dates;
  if (after) params.date_after = after;
  if (before) params.date_before = before;
  if (filters.author !== null) params.created_by = filters.author;
  const projectName = filters.projectName.trim();
  if (projectName) params.project_name = projectName;
  return params;
}
