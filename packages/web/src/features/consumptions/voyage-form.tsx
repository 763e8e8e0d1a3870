import { enumLabel, toLabelLanguage, type CarFamily, type Voyage } from '@huella/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookupChoices } from '../configuration/api.ts';
import type { ChildFormProps } from '../stages/child-form-props.ts';
import { LookupSelect } from '../stages/lookup-select.tsx';
import { useChildForm } from '../stages/use-child-form.ts';
import type { ConsumptionFormContext } from './consumption-form-context.ts';
import { AccountField, CenterField, DateField, DecimalTextInput, TagsAndButtons } from './shared-fields.tsx';
import { carsOfFamily, emptyVoyageValues, toVoyageInput, voyageFormValues, withCar, withCarFamily, type VoyageFormValues } from './voyage-values.ts';

/** "Volkswagen Golf (Diesel)": the fuel decides the factor, so the select says it. */
export function carFamilyName(family: CarFamily, language: 'en' | 'es'): string {
  return `${family.brand} ${family.model} (${enumLabel('car_fuel', family.fuel, language)})`;
}

/** docs/spec/part-2.md §2.5 "Voyage form": a company car's trip, its fuel from the car's family. */
export function VoyageForm(props: ChildFormProps<Voyage, ConsumptionFormContext>) {
  const { t, i18n } = useTranslation();
  const { context } = props;
  const { form, setValues } = useChildForm<Voyage, VoyageFormValues, ConsumptionFormContext>(props, {
    path: 'voyages',
    valuesOf: (voyage) => voyageFormValues(voyage, context),
    empty: () => emptyVoyageValues(context),
    toInput: toVoyageInput,
  });
  const families = useLookupChoices('car_families', 'brand,model');
  const cars = useLookupChoices('cars', 'plate');
  const { values, change, errors } = form;
  const language = toLabelLanguage(i18n.language);
  const allCars = cars.data ?? [];

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={form.editing ? t('consumptions.voyage.edit_title') : t('consumptions.voyage.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} verticalSpacing="sm">
          <LookupSelect
            label={t('consumptions.fields.car_family')}
            options={families.data?.map((family) => ({ id: family.id, name: carFamilyName(family, language) }))}
            value={values.car_family}
            onChange={(family) => setValues((current) => withCarFamily(current, family, allCars))}
            error={errors.car_family}
          />
          <LookupSelect
            label={t('consumptions.fields.car')}
            options={cars.data ? carsOfFamily(cars.data, values.car_family).map((car) => ({ id: car.id, name: car.plate })) : undefined}
            value={values.car}
            onChange={(car) => setValues((current) => withCar(current, allCars.find((candidate) => String(candidate.id) === car) ?? null))}
            error={errors.car}
          />
          <CenterField form={form} />
          <DecimalTextInput
            label={t('consumptions.fields.distance')}
            unit="km"
            value={values.distance}
            onChange={(distance) => change({ distance })}
            error={errors.distance}
          />
          <DateField form={form} />
          <AccountField form={form} />
        </SimpleGrid>
        <TagsAndButtons form={form} addLabel={t('consumptions.voyage.add')} />
      </Stack>
    </form>
  );
}
