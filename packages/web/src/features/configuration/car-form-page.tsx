import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../stages/lookup-select.tsx';
import { useLookupChoices } from './api.ts';
import { carFamilyName } from './car-family-values.ts';
import { carBody, carFormValues, type CarFormValues } from './car-values.ts';
import { LookupFormPage, type LookupFieldsProps } from './lookup-form-page.tsx';

const FIELD_LABELS = { plate: 'configuration.fields.plate', car_family: 'configuration.fields.car_family', center: 'configuration.fields.center' };

export function CarFormPage() {
  return <LookupFormPage lookup="cars" valuesOf={carFormValues} bodyOf={carBody} Fields={CarFields} fieldLabels={FIELD_LABELS} />;
}

function CarFields({ form }: LookupFieldsProps<CarFormValues>) {
  const { t } = useTranslation();
  const families = useLookupChoices('car_families', 'brand,model');
  const centers = useLookupChoices('centers', 'name');
  const values = form.getValues();
  return (
    <>
      <TextInput label={t('configuration.fields.plate')} required description={t('configuration.cars.plate_hint')} {...form.getInputProps('plate')} />
      <LookupSelect
        label={t('configuration.fields.car_family')}
        required
        description={families.data?.length === 0 ? t('configuration.cars.no_families') : undefined}
        options={families.data?.map((family) => ({ id: family.id, name: carFamilyName(family) }))}
        value={values.car_family}
        onChange={(family) => form.setFieldValue('car_family', family)}
        error={form.errors.car_family}
      />
      <LookupSelect
        label={t('configuration.fields.center')}
        options={centers.data}
        value={values.center}
        onChange={(center) => form.setFieldValue('center', center)}
        error={form.errors.center}
      />
    </>
  );
}
