import { CONSUMPTION_TYPES, CONSUMPTION_UNITS, enumLabel, toLabelLanguage, type Consumption } from '@huella/contracts';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookupChoices } from '../configuration/api.ts';
import type { ChildFormProps } from '../stages/child-form-props.ts';
import { LookupSelect } from '../stages/lookup-select.tsx';
import { useChildForm } from '../stages/use-child-form.ts';
import type { ConsumptionFormContext } from './consumption-form-context.ts';
import { consumptionFormValues, emptyConsumptionValues, toConsumptionInput, type ConsumptionFormValues } from './consumption-values.ts';
import { AccountField, CenterField, DateField, DecimalTextInput, TagsAndButtons } from './shared-fields.tsx';

/** docs/spec/part-2.md §2.5 "Consumption form". */
export function ConsumptionForm(props: ChildFormProps<Consumption, ConsumptionFormContext>) {
  const { t, i18n } = useTranslation();
  const { context } = props;
  const { form } = useChildForm<Consumption, ConsumptionFormValues, ConsumptionFormContext>(props, {
    path: 'consumptions',
    valuesOf: (consumption) => consumptionFormValues(consumption, context),
    empty: () => emptyConsumptionValues(context),
    toInput: toConsumptionInput,
  });
  const suppliers = useLookupChoices('suppliers', 'name');
  const { values, change, errors } = form;
  const language = toLabelLanguage(i18n.language);
  const unit = CONSUMPTION_UNITS[values.type];

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={form.editing ? t('consumptions.consumption.edit_title') : t('consumptions.consumption.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} verticalSpacing="sm">
          <Select
            label={t('consumptions.fields.type')}
            required
            data={CONSUMPTION_TYPES.map((type) => ({ value: type, label: enumLabel('consumption_type', type, language) }))}
            value={values.type}
            onChange={(type) => {
              const chosen = CONSUMPTION_TYPES.find((candidate) => candidate === type);
              if (chosen) change({ type: chosen });
            }}
            allowDeselect={false}
            error={errors.type}
          />
          <DateField form={form} />
          <CenterField form={form} />
          <DecimalTextInput
            label={t('consumptions.fields.quantity_in', { unit: t(`consumptions.units.${unit}`) })}
            unit={t(`consumptions.units.${unit}`)}
            value={values.quantity}
            onChange={(quantity) => change({ quantity })}
            error={errors.quantity}
          />
          {/* docs/spec/part-2.md §2.5: the supplier of an electricity consumption, among the electricity suppliers. */}
          {values.type === 'electricity' ? (
            <LookupSelect
              label={t('consumptions.fields.supplier')}
              options={suppliers.data?.filter((supplier) => supplier.type === 'electricity')}
              value={values.supplier}
              onChange={(supplier) => change({ supplier })}
              error={errors.supplier}
            />
          ) : null}
          <AccountField form={form} />
        </SimpleGrid>
        <TagsAndButtons form={form} addLabel={t('consumptions.consumption.add')} />
      </Stack>
    </form>
  );
}
