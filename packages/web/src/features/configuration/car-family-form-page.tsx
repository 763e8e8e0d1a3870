import { CAR_FUELS } from '@huella/contracts';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { carFamilyBody, carFamilyFormValues, type CarFamilyFormValues } from './car-family-values.ts';
import { EnumSelect } from './enum-select.tsx';
import { LookupFormPage, type LookupFieldsProps } from './lookup-form-page.tsx';

const FIELD_LABELS = { brand: 'configuration.fields.brand', model: 'configuration.fields.model', fuel: 'configuration.fields.fuel' };

export function CarFamilyFormPage() {
  return <LookupFormPage lookup="car_families" valuesOf={carFamilyFormValues} bodyOf={carFamilyBody} Fields={CarFamilyFields} fieldLabels={FIELD_LABELS} />;
}

function CarFamilyFields({ form }: LookupFieldsProps<CarFamilyFormValues>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('configuration.fields.brand')} required {...form.getInputProps('brand')} />
      <TextInput label={t('configuration.fields.model')} required {...form.getInputProps('model')} />
      <EnumSelect
        label={t('configuration.fields.fuel')}
        labels="car_fuel"
        codes={CAR_FUELS}
        value={form.getValues().fuel}
        onChange={(fuel) => form.setFieldValue('fuel', fuel)}
        error={form.errors.fuel}
      />
    </>
  );
}
