import { useReportsByReference } from './api.ts';

/** The ids of the reports the references name (the projects tab's export takes ids), as far as they are found. */
export function useReportIdsOf(references: readonly string[]): number[] {
  return useReportsByReference(references).flatMap((query) => (query.data ? [query.data.id] : []));
}
