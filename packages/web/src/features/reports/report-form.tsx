import type { ReportType } from '@huella/contracts';
import { Accordion, Badge, Button, Group, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { lazyNamed } from '../../app/lazy-named.ts';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { PlaceAutocomplete } from '../../components/place-autocomplete/place-autocomplete.tsx';
import { useImportReport } from '../report-import/api.ts';
import { importErrorText, importProblemsOf, type ImportProblems } from '../report-import/import-errors.ts';
import { IMPORT_KINDS, type ImportFiles } from '../report-import/import-kinds.ts';
import { useSaveReport } from './api.ts';
import { ProjectNameDateFields } from './project-name-date-fields.tsx';
import { toReportInput, type ReportFormValues } from './report-form-values.ts';
import { reportPaths } from './report-paths.ts';
import { ReviewSelect } from './review-select.tsx';

// The import's dialog and its problems table come only with an import: the edit page, which a phone opens far more
// often, never shows them and does not download them (issue #21).
const ImportDataModal = lazyNamed(() => import('../report-import/import-data-modal.tsx'), 'ImportDataModal');
const ImportProblemsTable = lazyNamed(() => import('../report-import/import-problems-table.tsx'), 'ImportProblemsTable');

export interface ReportFormProps {
  /** A consumption report has no route and no business-trip switch (docs/spec/part-1.md §2 "Report form"). */
  type?: ReportType;
  id: number | null;
  initial: ReportFormValues;
  /** Shown read-only; the server assigns it on creation. */
  reference: string;
  /** docs/spec/part-1.md §6: the business-trip switch is for the platform company only. */
  canChooseBusinessTrip: boolean;
  /** Consolidated, or not the author's: the data is shown but cannot be saved. */
  readOnly: boolean;
  /** docs/spec/part-1.md §2, §6: on creation a super user may import stages and storages from CSV files. */
  canImport?: boolean;
}

/** docs/spec/part-1.md §2 "Report form": the project data of a transport or consumption report. */
export function ReportForm({ type = 'transport', id, initial, reference, canChooseBusinessTrip, readOnly, canImport = false }: ReportFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveReport();
  const importReport = useImportReport();
  const [values, setValues] = useState<ReportFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<ImportFiles>({});
  const [fileErrors, setFileErrors] = useState<ImportProblems>({});
  const [importOpened, setImportOpened] = useState(false);
  const chosenFiles = IMPORT_KINDS.filter((kind) => files[kind]).length;
  const paths = reportPaths(type);
  const transport = type === 'transport';

  function set<K extends keyof ReportFormValues>(field: K, value: ReportFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const handlers = {
      onSuccess: (saved: { id: number }) => {
        setErrors({});
        setFileErrors({});
        notifySuccess(t('notify.success'));
        void navigate(paths.edit(saved.id));
      },
      onError: (error: Error) => {
        setErrors(fieldErrorsOf(error));
        setFileErrors(importProblemsOf(error));
      },
    };
    // With files the report and its rows go in one multipart request, so a bad row saves nothing at all.
    if (canImport && chosenFiles > 0) {
      importReport.mutate(
        { values: toReportInput(values), files },
        {
          ...handlers,
          onError: (error) => {
            handlers.onError(error);
            notifyError(importErrorText(error, t));
          },
        },
      );
    } else {
      save.mutate({ id, values: toReportInput(values, type) }, handlers);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Accordion variant="contained" defaultValue="project">
        <Accordion.Item value="project">
          <Accordion.Control>{t('reports.project_data')}</Accordion.Control>
          <Accordion.Panel>
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              {/* The accordion's button shows the same words; a fieldset without a legend is a group without a name. */}
              <legend className="visually-hidden">{t('reports.project_data')}</legend>
              {/* Four columns on a wide screen keep the edit page within two screens (issue #11 item 13). */}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} verticalSpacing="sm">
                <ProjectNameDateFields values={values} errors={errors} set={set} />
                <TextInput label={t('reports.fields.reference')} value={reference} readOnly variant="filled" />
                <TextInput
                  label={t('reports.fields.project_reference')}
                  value={values.project_reference}
                  onChange={(e) => set('project_reference', e.currentTarget.value)}
                  error={errors.project_reference}
                />
                {transport ? (
                  <>
                    <PlaceAutocomplete
                      label={t('reports.fields.origin')}
                      value={values.origin}
                      onChange={(origin) => set('origin', origin)}
                      error={errors.origin}
                    />
                    <PlaceAutocomplete
                      label={t('reports.fields.destination')}
                      value={values.destination}
                      onChange={(destination) => set('destination', destination)}
                      error={errors.destination}
                    />
                  </>
                ) : null}
                <ReviewSelect value={values.review} onChange={(review) => set('review', review)} error={errors.review} />
                {transport && canChooseBusinessTrip ? (
                  <Switch
                    label={t('reports.fields.business_trip')}
                    checked={values.business_trip}
                    onChange={(e) => set('business_trip', e.currentTarget.checked)}
                    error={errors.business_trip}
                    mt="xl"
                  />
                ) : null}
              </SimpleGrid>
            </fieldset>
            {Object.values(fileErrors).some((problems) => problems.length > 0) ? (
              <Suspense fallback={null}>
                <ImportProblemsTable problems={fileErrors} />
              </Suspense>
            ) : null}
            <Group justify="flex-end" mt="md">
              {canImport ? (
                <Group gap="xs" mr="auto">
                  <Button variant="light" onClick={() => setImportOpened(true)}>
                    {t('data_import.button')}
                  </Button>
                  {chosenFiles > 0 ? <Badge variant="light" tt="none">{t('data_import.chosen', { count: chosenFiles })}</Badge> : null}
                </Group>
              ) : null}
              <Button variant="default" onClick={() => void navigate(paths.list)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending || importReport.isPending} disabled={readOnly}>
                {t('common.save')}
              </Button>
            </Group>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {canImport ? (
        <Suspense fallback={null}>
          <ImportDataModal
            opened={importOpened}
            onClose={() => setImportOpened(false)}
            files={files}
            onFileChange={(kind, file) => setFiles((current) => ({ ...current, [kind]: file ?? undefined }))}
            errors={fileErrors}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
