import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../../components/place-autocomplete/place-autocomplete.tsx';
import { useSession } from '../auth/session.ts';
import { centerBody, centerFormValues, countryOfPlace, type CenterFormValues } from './center-values.ts';
import { LookupFormPage, type LookupFieldsProps } from './lookup-form-page.tsx';

const FIELD_LABELS = {
  name: 'fields.name',
  address: 'configuration.fields.address',
  address_gmaps: 'configuration.fields.address',
  location: 'configuration.fields.address',
  country: 'configuration.fields.country',
  hseq_code: 'configuration.fields.hseq_code',
};

export function CenterFormPage() {
  return (
    <LookupFormPage
      lookup="centers"
      valuesOf={centerFormValues}
      bodyOf={centerBody}
      Fields={CenterFields}
      fieldLabels={FIELD_LABELS}
      inputs={{ address_gmaps: 'address', location: 'address' }}
    />
  );
}

function CenterFields({ form }: LookupFieldsProps<CenterFormValues>) {
  const { t } = useTranslation();
  const hseq = useSession()?.user.company.has_hseq_connection ?? false;
  const values = form.getValues();
  return (
    <>
      <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
      <PlaceAutocomplete
        label={t('configuration.fields.address')}
        value={values.address}
        onChange={(address) => form.setValues({ address, country: countryOfPlace(address) })}
        error={form.errors.address === undefined ? undefined : String(form.errors.address)}
      />
      <TextInput
        label={t('configuration.fields.country')}
        description={t('configuration.centers.country_hint')}
        value={values.country?.name ?? ''}
        readOnly
        variant="filled"
        error={form.errors.country}
      />
      {hseq || form.getInitialValues().hseq_code ? (
        <TextInput label={t('configuration.fields.hseq_code')} description={t('configuration.centers.hseq_hint')} {...form.getInputProps('hseq_code')} />
      ) : null}
    </>
  );
}
