import { CONSUMPTION_TYPES, CONSUMPTION_UNITS } from '@huella/contracts';
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from './enum-select.tsx';
import { LookupFormPage, type LookupFieldsProps } from './lookup-form-page.tsx';
import { FACTOR_FIELDS, supplierBody, supplierFormValues, type SupplierFormValues } from './supplier-values.ts';

const FIELD_LABELS = {
  name: 'fields.name',
  type: 'configuration.fields.type',
  A1: 'configuration.fields.A1',
  B1: 'configuration.fields.B1',
  C1: 'configuration.fields.C1',
  factor_source: 'configuration.fields.factor_source',
};

/** Each factor's gas and mass unit: kg of CO2, g of CH4 and of N2O (packages/contracts/src/lookups.ts). */
const FACTOR_PARTS = { A1: { gas: 'CO₂', mass: 'kg' }, B1: { gas: 'CH₄', mass: 'g' }, C1: { gas: 'N₂O', mass: 'g' } } as const;

export function SupplierFormPage() {
  return <LookupFormPage lookup="suppliers" valuesOf={supplierFormValues} bodyOf={supplierBody} Fields={SupplierFields} fieldLabels={FIELD_LABELS} />;
}

function SupplierFields({ form }: LookupFieldsProps<SupplierFormValues>) {
  const { t } = useTranslation();
  const type = form.getValues().type;
  const per = t(`configuration.units.${CONSUMPTION_UNITS[type]}`);
  return (
    <>
      <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
      <EnumSelect
        label={t('configuration.fields.type')}
        labels="consumption_type"
        codes={CONSUMPTION_TYPES}
        value={type}
        onChange={(chosen) => form.setFieldValue('type', chosen)}
        error={form.errors.type}
      />
      <Fieldset legend={t('configuration.suppliers.own_factor_legend')}>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('configuration.suppliers.own_factor_hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {FACTOR_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t('configuration.suppliers.factor_label', { ...FACTOR_PARTS[field], per })}
              inputMode="decimal"
              autoComplete="off"
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <TextInput mt="sm" label={t('configuration.fields.factor_source')} {...form.getInputProps('factor_source')} />
      </Fieldset>
    </>
  );
}
