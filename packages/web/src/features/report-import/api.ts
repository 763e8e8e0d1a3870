import type { Report, ReportInput } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { ImportFiles } from './import-kinds.ts';
import { toReportFormData } from './report-form-data.ts';

/** Creates a report with its import files in one request; the server saves all of it or nothing. */
export function useImportReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, files }: { values: ReportInput; files: ImportFiles }) =>
      api.post<Report>('/api/reports/', toReportFormData(values, files)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
    // The form shows the notice itself, naming each file by its picker rather than its field name.
    meta: { silent: true },
  });
}
