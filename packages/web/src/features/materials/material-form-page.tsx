import { Loader, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { LoadFailurePage } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { FormCard } from '../../components/form-card.tsx';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { blankFields, blankMessages } from '../auth/blank-fields.ts';
import { useMaterial, useSaveMaterial } from './api.ts';

interface MaterialFormValues {
  name: string;
  description: string;
}

const REQUIRED = ['name', 'description'] as const;

/** `/materials/edit` creates, `/materials/:id/edit` edits (docs/spec/part-1.md §2); the form opens once the material is loaded. */
export function MaterialFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const material = useMaterial(id);
  usePageTitle(id === null ? t('materials.new_title') : t('materials.edit_title'));
  if (id === null) return <MaterialForm id={null} initial={{ name: '', description: '' }} />;
  if (material.error) return <LoadFailurePage record="material" id={id} error={material.error} />;
  if (!material.data) return <Loader aria-label={t('common.loading')} />;
  return <MaterialForm key={id} id={id} initial={{ name: material.data.name, description: material.data.description }} />;
}

function MaterialForm({ id, initial }: { id: number | null; initial: MaterialFormValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveMaterial();
  const [values, setValues] = useState<MaterialFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof MaterialFormValues, string>>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // docs/spec/part-1.md §5: both required, one message per field, concatenated in an error notice; no save.
    const blank = blankFields(values, REQUIRED);
    setErrors(Object.fromEntries(blank.map((field) => [field, blankMessages([field], t)])));
    if (blank.length > 0) {
      notifyError(blankMessages(blank, t));
      return;
    }
    save.mutate(
      { id, values: { name: values.name.trim(), description: values.description.trim() } },
      {
        onSuccess: () => {
          notifySuccess(t('notify.success'));
          void navigate('/materials');
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <FormCard
      title={id === null ? t('materials.new_title') : t('materials.edit_title')}
      onSubmit={onSubmit}
      onCancel={() => void navigate('/materials')}
      saving={save.isPending}
    >
      <TextInput label={t('fields.name')} required value={values.name} onChange={(e) => setValues({ ...values, name: e.currentTarget.value })} error={errors.name} />
      <Textarea
        label={t('fields.description')}
        required
        autosize
        minRows={4}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
        error={errors.description}
      />
    </FormCard>
  );
}
