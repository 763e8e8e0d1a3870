import type { ImportPreview, Report, ReportInput } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { ImportFiles, ImportKind, ImportMappings } from './import-kinds.ts';
import { toPreviewFormData, toReportFormData } from './report-form-data.ts';

/** Creates a report with its import files in one request; the server saves all of it or nothing. */
export function useImportReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, files, mappings }: { values: ReportInput; files: ImportFiles; mappings?: ImportMappings }) =>
      api.post<Report>('/api/reports/', toReportFormData(values, files, mappings)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
    // The form shows the notice itself, and the table of the files' problems.
    meta: { silent: true },
  });
}

/** The first rows of one file and the column each header fills (POST /api/imports/preview/); nothing is saved. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ kind, file, mapping }: { kind: ImportKind; file: File; mapping?: Record<string, string | null> }) =>
      api.post<ImportPreview>('/api/imports/preview/', toPreviewFormData(kind, file, mapping)),
    meta: { silent: true },
  });
}
