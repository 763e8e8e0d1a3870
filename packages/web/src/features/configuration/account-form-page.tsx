import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountBody, accountFormValues, type AccountFormValues } from './account-values.ts';
import { LookupFormPage, type LookupFieldsProps } from './lookup-form-page.tsx';

const FIELD_LABELS = { code: 'configuration.fields.code', name: 'fields.name' };

export function AccountFormPage() {
  return <LookupFormPage lookup="accounts" valuesOf={accountFormValues} bodyOf={accountBody} Fields={AccountFields} fieldLabels={FIELD_LABELS} />;
}

function AccountFields({ form }: LookupFieldsProps<AccountFormValues>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('configuration.fields.code')} required {...form.getInputProps('code')} />
      <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
    </>
  );
}
