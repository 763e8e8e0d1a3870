import type { Storage } from '@huella/contracts';
import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../../components/place-autocomplete/place-autocomplete.tsx';
import { amountOf } from './amount.ts';
import { CargoLinksField } from './cargo-links-field.tsx';
import type { ChildFormProps } from './child-form-props.ts';
import { FormActions } from './form-actions.tsx';
import { OperatedBySelect } from './operated-by-select.tsx';
import { emptyStorageValues, storageFormValues, toStorageInput, type StorageFormValues } from './storage-values.ts';
import { useChildSubmit } from './use-child-submit.ts';

/** Spec part 2 §2.1 "Storage (warehousing) form". */
export function StorageForm({ reportId, editing, context, onDone }: ChildFormProps<Storage>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<StorageFormValues>(() => (editing ? storageFormValues(editing) : emptyStorageValues()));
  const { submit, errors, pending } = useChildSubmit(reportId, 'storages', editing?.id ?? null, onDone);
  const change = (patch: Partial<StorageFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(toStorageInput(values, context));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? t('stages.storage.edit_title') : t('stages.storage.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="sm">
          <TextInput
            label={t('stages.fields.warehouse_name')}
            required
            maxLength={255}
            value={values.warehouse_name}
            onChange={(event) => change({ warehouse_name: event.currentTarget.value })}
            error={errors.warehouse_name}
          />
          <PlaceAutocomplete label={t('stages.fields.place')} value={values.place} onChange={(place) => change({ place })} error={errors.place} />
          <NumberInput
            label={t('stages.fields.moves_number')}
            required
            min={0}
            allowDecimal={false}
            value={values.moves_number}
            onChange={(value) => change({ moves_number: amountOf(value) })}
            error={errors.moves_number}
          />
          {context.onlyScope3 ? null : (
            <OperatedBySelect label={t('stages.fields.storage_type')} value={values.type} onChange={(type) => change({ type })} error={errors.type} />
          )}
        </SimpleGrid>
        <CargoLinksField
          cargos={context.cargos}
          allowedTags={context.allowedTags}
          value={values.cargos}
          onChange={(cargos) => change({ cargos })}
          error={errors.cargos}
        />
        <FormActions editing={editing !== null} pending={pending} addLabel={t('stages.storage.add')} onCancel={onDone} />
      </Stack>
    </form>
  );
}
