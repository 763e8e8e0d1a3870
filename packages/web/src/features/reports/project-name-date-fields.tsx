import { TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { ReportFormValues } from './report-form-values.ts';

export interface ProjectNameDateFieldsProps {
  values: Pick<ReportFormValues, 'project_name' | 'date'>;
  errors: Record<string, string>;
  set: <K extends 'project_name' | 'date'>(field: K, value: ReportFormValues[K]) => void;
}

/** A report's two required fields, as the report form and the import screen ask for them (docs/spec/part-1.md §2). */
export function ProjectNameDateFields({ values, errors, set }: ProjectNameDateFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('reports.fields.project_name')}
        required
        value={values.project_name}
        onChange={(e) => set('project_name', e.currentTarget.value)}
        error={errors.project_name}
      />
      <DateInput
        label={t('reports.fields.date')}
        required
        valueFormat="YYYY-MM-DD"
        value={values.date || null}
        onChange={(date) => set('date', date ?? '')}
        error={errors.date}
      />
    </>
  );
}
