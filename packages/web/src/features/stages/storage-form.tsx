import type { Storage } from '@huella/contracts';
import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../../components/place-autocomplete/place-autocomplete.tsx';
import { amountOf } from './amount.ts';
import { ChildFormFooter } from './child-form-footer.tsx';
import type { ChildFormProps } from './child-form-props.ts';
import { OperatedBySelect } from './operated-by-select.tsx';
import { emptyStorageValues, storageFormValues, toStorageInput, type StorageFormValues } from './storage-values.ts';
import { useChildForm } from './use-child-form.ts';

/** docs/spec/part-2.md §2.1 "Storage (warehousing) form". */
export function StorageForm(props: ChildFormProps<Storage>) {
  const { t } = useTranslation();
  const { form } = useChildForm<Storage, StorageFormValues>(props, {
    path: 'storages',
    valuesOf: storageFormValues,
    empty: emptyStorageValues,
    toInput: toStorageInput,
  });
  const { values, change, errors } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={form.editing ? t('stages.storage.edit_title') : t('stages.storage.new')}>
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
          <OperatedBySelect form={form} field="type" label={t('stages.fields.storage_type')} />
        </SimpleGrid>
        <ChildFormFooter form={form} addLabel={t('stages.storage.add')} />
      </Stack>
    </form>
  );
}
