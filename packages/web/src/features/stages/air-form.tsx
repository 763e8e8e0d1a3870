import { AIRCRAFT_TYPES, LOAD_TYPES, STAGE_PATHS, type Stage } from '@huella/contracts';
import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { airFormValues, emptyAirValues, toAirInput, withAircraftModel, withAircraftType, type AirFormValues } from './air-values.ts';
import { amountOf } from './amount.ts';
import { ChildFormFooter } from './child-form-footer.tsx';
import { computedDistance, type ChildFormProps } from './child-form-props.ts';
import { LookupSelect } from './lookup-select.tsx';
import { useAircraftFamilies, useAircraftModels } from './lookups-api.ts';
import { OperatedBySelect } from './operated-by-select.tsx';
import { RouteFields } from './route-fields.tsx';
import { useChildForm } from './use-child-form.ts';

/** docs/spec/part-2.md §2.1 "Air stage form"; business trips fly passenger aircraft as groupage (§4). */
export function AirForm(props: ChildFormProps<Stage>) {
  const { reportId, editing, context } = props;
  const { t } = useTranslation();
  const { form, setValues } = useChildForm<Stage, AirFormValues>(props, {
    path: STAGE_PATHS.air,
    valuesOf: airFormValues,
    empty: () => emptyAirValues(context.businessTrip),
    toInput: toAirInput,
  });
  const { values, change, errors } = form;
  const families = useAircraftFamilies();
  const models = useAircraftModels(values.aircraft_family, values.aircraft_type);

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={editing ? t('stages.air.edit_title') : t('stages.air.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} verticalSpacing="sm">
          <Select
            label={t('stages.fields.aircraft_type')}
            data={AIRCRAFT_TYPES.map((type) => ({ value: type, label: t(`stages.aircraft_types.${type}`) }))}
            value={values.aircraft_type}
            onChange={(type) => {
              const chosen = AIRCRAFT_TYPES.find((candidate) => candidate === type);
              if (chosen) setValues((current) => withAircraftType(current, chosen));
            }}
            allowDeselect={false}
            disabled={context.businessTrip}
            error={errors.aircraft_type}
          />
          <LookupSelect
            label={t('stages.fields.aircraft_family')}
            options={families.data}
            value={values.aircraft_family}
            onChange={(aircraft_family) => change({ aircraft_family })}
            error={errors.aircraft_family}
          />
          <LookupSelect
            label={t('stages.fields.aircraft_model')}
            description={t('stages.hints.aircraft_model')}
            options={models.data}
            value={values.aircraft_model}
            onChange={(model) => setValues((current) => withAircraftModel(current, model, models.data ?? []))}
            error={errors.aircraft_model}
          />
          <NumberInput
            label={t('stages.fields.lto')}
            description={t('stages.lto_hint')}
            min={1}
            max={100}
            allowDecimal={false}
            value={values.LTO}
            onChange={(value) => change({ LTO: amountOf(value) })}
            error={errors.LTO}
          />
          <Select
            label={t('stages.fields.load_type')}
            data={LOAD_TYPES.map((type) => ({ value: type, label: t(`stages.load_types.${type}`) }))}
            value={values.aircraft_load_type}
            onChange={(type) => change({ aircraft_load_type: type === 'full_cargo' ? 'full_cargo' : 'groupage' })}
            allowDeselect={false}
            disabled={context.businessTrip}
            error={errors.aircraft_load_type}
          />
          <NumberInput
            label={t('stages.fields.payload')}
            min={0}
            decimalScale={3}
            value={values.capacity_load}
            onChange={(value) => change({ capacity_load: amountOf(value) })}
            error={errors.capacity_load}
          />
          <NumberInput
            label={t('stages.fields.aircraft_number')}
            min={1}
            allowDecimal={false}
            value={values.vehicles_number}
            onChange={(value) => change({ vehicles_number: amountOf(value) })}
            error={errors.vehicles_number}
          />
          <OperatedBySelect form={form} field="operated_by" />
        </SimpleGrid>
        <RouteFields reportId={reportId} path={STAGE_PATHS.air} value={values} onChange={change} errors={errors} current={computedDistance(editing)} />
        <ChildFormFooter form={form} addLabel={t('stages.air.add')} />
      </Stack>
    </form>
  );
}
