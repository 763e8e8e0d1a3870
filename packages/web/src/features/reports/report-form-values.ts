import type { Report, ReportInput, ReportType } from '@huella/contracts';
import type { PlaceValue } from '../../components/place-autocomplete/place-value.ts';

export interface ReportFormValues {
  project_name: string;
  /** yyyy-MM-dd (docs/spec/part-1.md §9). */
  date: string;
  project_reference: string;
  origin: PlaceValue;
  destination: PlaceValue;
  /** Review id as the select holds it; null lets the server pick the review in force on the date. */
  review: string | null;
  business_trip: boolean;
}

export function emptyReportValues(today: string, businessTrip: boolean): ReportFormValues {
  return {
    project_name: '',
    date: today,
    project_reference: '',
    origin: { text: '', gmaps: null },
    destination: { text: '', gmaps: null },
    review: null,
    business_trip: businessTrip,
  };
}

export function reportFormValues(report: Report): ReportFormValues {
  return {
    project_name: report.project_name,
    date: report.date,
    project_reference: report.project_reference,
    origin: { text: report.origin, gmaps: report.origin_gmaps },
    destination: { text: report.destination, gmaps: report.destination_gmaps },
    // A report that follows its date shows no choice, so saving it keeps following (docs/decisions/0011-reviews.md).
    review: report.review && report.review_chosen ? String(report.review.id) : null,
    business_trip: report.business_trip,
  };
}

/**
 * The body of POST/PUT /api/reports/. A place typed but not chosen keeps its text and sends no
 * coordinates, so the server does not keep the previous place's location under a new name. A consumption report
 * has no route and is never a business trip (docs/spec/part-1.md §2 "Report form").
 */
export function toReportInput(values: ReportFormValues, type: ReportType = 'transport'): ReportInput {
  const common = {
    project_name: values.project_name.trim(),
    date: values.date,
    project_reference: values.project_reference.trim(),
    review: values.review === null ? null : Number(values.review),
  };
  if (type === 'consumption') return { type, ...common, origin: '', destination: '', business_trip: false };
  return {
    type,
    ...common,
    origin: values.origin.text.trim(),
    destination: values.destination.text.trim(),
    origin_gmaps: values.origin.gmaps,
    destination_gmaps: values.destination.gmaps,
    origin_location: values.origin.gmaps?.location ?? null,
    destination_location: values.destination.gmaps?.location ?? null,
    business_trip: values.business_trip,
  };
}
