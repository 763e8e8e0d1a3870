import { EURO_STANDARDS, LOAD_TYPES, STAGE_PATHS, type Stage } from '@huella/contracts';
import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountOf } from './amount.ts';
import { ChildFormFooter } from './child-form-footer.tsx';
import { computedDistance, type ChildFormProps } from './child-form-props.ts';
import { LookupSelect } from './lookup-select.tsx';
import { useRoadVehicles } from './lookups-api.ts';
import { OperatedBySelect } from './operated-by-select.tsx';
import { emptyRoadValues, ROAD_PAYLOAD_SOURCES, roadFormValues, roadPayload, toRoadInput, type RoadFormValues } from './road-values.ts';
import { RouteFields } from './route-fields.tsx';
import { useChildForm } from './use-child-form.ts';

/** docs/spec/part-2.md §2.1 "Road overland stage form". */
export function RoadForm(props: ChildFormProps<Stage>) {
  const { reportId, editing, context } = props;
  const { t } = useTranslation();
  const vehicles = useRoadVehicles();
  const { form } = useChildForm<Stage, RoadFormValues>(props, {
    path: STAGE_PATHS.road,
    valuesOf: roadFormValues,
    empty: emptyRoadValues,
    toInput: toRoadInput,
    derive: (next, patch) =>
      ROAD_PAYLOAD_SOURCES.some((field) => field in patch) ? { ...next, capacity_load: roadPayload(next, vehicles.data ?? [], context.cargos) } : next,
  });
  const { values, change, errors } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={editing ? t('stages.road.edit_title') : t('stages.road.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} verticalSpacing="sm">
          <LookupSelect
            label={t('stages.fields.vehicle')}
            options={vehicles.data}
            value={values.vehicle}
            onChange={(vehicle) => change({ vehicle })}
            error={errors.vehicle}
          />
          <Select
            label={t('stages.fields.load_type')}
            data={LOAD_TYPES.map((type) => ({ value: type, label: t(`stages.load_types.${type}`) }))}
            value={values.vehicle_load_type}
            onChange={(type) => change({ vehicle_load_type: type === 'full_cargo' ? 'full_cargo' : 'groupage' })}
            allowDeselect={false}
            error={errors.vehicle_load_type}
          />
          <Select
            label={t('stages.fields.euro_standard')}
            data={EURO_STANDARDS.map((standard) => ({ value: standard, label: t(`stages.euro_standards.${standard}`) }))}
            value={values.euro_standard}
            onChange={(standard) => change({ euro_standard: EURO_STANDARDS.find((candidate) => candidate === standard) ?? null })}
            clearable
            error={errors.euro_standard}
          />
          <NumberInput
            label={t('stages.fields.vehicles_number')}
            min={1}
            allowDecimal={false}
            value={values.vehicles_number}
            onChange={(value) => change({ vehicles_number: amountOf(value) })}
            error={errors.vehicles_number}
          />
          <NumberInput
            label={t('stages.fields.payload')}
            min={0}
            decimalScale={3}
            value={values.capacity_load}
            onChange={(value) => change({ capacity_load: amountOf(value) })}
            description={values.vehicle_load_type === 'full_cargo' ? t('stages.payload_full_cargo') : undefined}
            readOnly={values.vehicle_load_type === 'full_cargo'}
            error={errors.capacity_load}
          />
          <OperatedBySelect form={form} field="operated_by" />
        </SimpleGrid>
        <RouteFields reportId={reportId} path={STAGE_PATHS.road} value={values} onChange={change} errors={errors} current={computedDistance(editing)} />
        <ChildFormFooter form={form} addLabel={t('stages.road.add')} />
      </Stack>
    </form>
  );
}
