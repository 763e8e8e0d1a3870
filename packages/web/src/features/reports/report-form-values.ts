import type { Report, ReportInput } from '@huella/contracts';
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
    review: report.review ? String(report.review.id) : null,
    business_trip: report.business_trip,
  };
}

/**
 * The body of POST/PUT /api/reports/. A place typed but not chosen keeps its text and sends no
 * coordinates, so the server does not keep the previous place's location under a new name.
 */
export function toReportInput(values: ReportFormValues): ReportInput {
  return {
    type: 'transport',
    project_name: values.project_name.trim(),
    date: values.date,
    project_reference: values.project_reference.trim(),
    origin: values.origin.text.trim(),
    destination: values.destination.text.trim(),
    origin_gmaps: values.origin.gmaps,
    destination_gmaps: values.destination.gmaps,
    origin_location: values.origin.gmaps?.location ?? null,
    destination_location: values.destination.gmaps?.location ?? null,
    review: values.review === null ? null : Number(values.review),
    business_trip: values.business_trip,
  };
}
