import { Alert, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { PlaceAutocomplete } from '../../components/place-autocomplete/place-autocomplete.tsx';
import { useSession } from '../auth/session.ts';
import { useImportReport } from '../report-import/api.ts';
import { ImportFormatHelp } from '../report-import/import-format-help.tsx';
import { importErrorText, importProblemsOf, type ImportProblems } from '../report-import/import-errors.ts';
import { ImportFileInput } from '../report-import/import-file-input.tsx';
import { IMPORT_KINDS, type ImportFiles, type ImportKind, type ImportMappings } from '../report-import/import-kinds.ts';
import { ImportProblemsTable } from '../report-import/import-problems-table.tsx';
import { ProjectNameDateFields } from '../reports/project-name-date-fields.tsx';
import { emptyReportValues, toReportInput, type ReportFormValues } from '../reports/report-form-values.ts';
import { FilePreview } from './file-preview.tsx';

type Required = 'project_name' | 'origin' | 'destination';

/** docs/spec/part-2.md §5 "Report save (import form)": these three are required, each with its 'empty' message. */
function emptyFields(values: ReportFormValues): Required[] {
  const missing: Required[] = [];
  if (!values.project_name.trim()) missing.push('project_name');
  if (!values.origin.text.trim()) missing.push('origin');
  if (!values.destination.text.trim()) missing.push('destination');
  return missing;
}

/**
 * `/imports` (docs/spec/part-2.md §2.3): the report's data and the five file pickers, wired to the report form's
 * multipart save (docs/import.md). Each file is previewed as it is chosen, its own headers mapped; a refused import
 * lists every problem by file, row and column, and nothing is saved; a good one lands on the new report.
 */
export function ImportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  usePageTitle(t('imports.title'));
  const importReport = useImportReport();
  const [values, setValues] = useState<ReportFormValues>(() => emptyReportValues(dayjs().format('YYYY-MM-DD'), false));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<ImportFiles>({});
  const [mappings, setMappings] = useState<ImportMappings>({});
  const [problems, setProblems] = useState<ImportProblems>({});
  if (!session) return null;
  const canImport = session.user.role === 'super';
  const allowedTags = session.user.company.allowed_tags;

  function set<K extends keyof ReportFormValues>(field: K, value: ReportFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function chooseFile(kind: ImportKind, file: File | null) {
    setFiles((current) => {
      const next = { ...current };
      if (file) next[kind] = file;
      else delete next[kind];
      return next;
    });
    // The choices made for the headers stay: a file fixed and chosen again has the same headers.
    setProblems((current) => ({ ...current, [kind]: [] }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = emptyFields(values);
    const emptyErrors = Object.fromEntries(missing.map((field) => [field, t('imports.empty', { field: t(`reports.fields.${field}`) })]));
    setErrors(emptyErrors);
    if (missing.length) {
      notifyError(Object.values(emptyErrors).join('\n'));
      return;
    }
    const count = IMPORT_KINDS.filter((kind) => files[kind]).length;
    if (!count) {
      notifyError(t('imports.no_files'));
      return;
    }
    importReport.mutate(
      { values: toReportInput(values), files, mappings },
      {
        onSuccess: (report) => {
          setProblems({});
          notifySuccess(t('notify.success'));
          void navigate(`/reports/${report.id}/edit`);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setProblems(importProblemsOf(error));
          notifyError(importErrorText(error, t));
        },
      },
    );
  }

  return (
    <Stack>
      <Title order={1}>{t('imports.title')}</Title>
      <Text>{t('imports.intro')}</Text>
      {canImport ? null : <Alert color="yellow">{t('imports.super_only')}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Paper withBorder p="md">
            <Title order={2} size="h3" mb="sm">
              {t('imports.project')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} verticalSpacing="sm">
              <ProjectNameDateFields values={values} errors={errors} set={set} />
              <TextInput
                label={t('reports.fields.project_reference')}
                value={values.project_reference}
                onChange={(e) => set('project_reference', e.currentTarget.value)}
                error={errors.project_reference}
              />
              <PlaceAutocomplete required label={t('reports.fields.origin')} value={values.origin} onChange={(origin) => set('origin', origin)} error={errors.origin} />
              <PlaceAutocomplete
                required
                label={t('reports.fields.destination')}
                value={values.destination}
                onChange={(destination) => set('destination', destination)}
                error={errors.destination}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h3">
              {t('imports.files')}
            </Title>
            <ImportFormatHelp />
            <Stack gap="lg">
              {IMPORT_KINDS.map((kind, index) => {
                const file = files[kind];
                return (
                  <Stack key={kind} gap={4}>
                    {index ? <Divider mb="sm" /> : null}
                    <ImportFileInput kind={kind} file={file ?? null} onChange={(chosen) => chooseFile(kind, chosen)} problems={problems[kind]?.length ?? 0}>
                      {file ? (
                        <FilePreview
                          kind={kind}
                          file={file}
                          allowedTags={allowedTags}
                          mapping={mappings[kind] ?? {}}
                          onMappingChange={(mapping) => setMappings((current) => ({ ...current, [kind]: mapping }))}
                        />
                      ) : null}
                    </ImportFileInput>
                  </Stack>
                );
              })}
            </Stack>
          </Paper>
          <ImportProblemsTable problems={problems} />
          <Group justify="flex-end">
            <Button type="submit" loading={importReport.isPending} disabled={!canImport}>
              {t('imports.import')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
