import { PORT_OPERATIONS, SHIP_FUEL_TYPES, SHIP_LOAD_TYPES, STAGE_PATHS, type Stage } from '@huella/contracts';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountOf } from './amount.ts';
import { ChildFormFooter } from './child-form-footer.tsx';
import { computedDistance, type ChildFormProps } from './child-form-props.ts';
import { DistanceField } from './distance-field.tsx';
import { routeEnds } from './distance.ts';
import { LookupSelect } from './lookup-select.tsx';
import { useShipTypes } from './lookups-api.ts';
import {
  emptyNauticalValues,
  nauticalFormValues,
  SEA_PASSAGES,
  toNauticalInput,
  withShipLoadType,
  withShipType,
  type NauticalFormValues,
} from './nautical-values.ts';
import { OperatedBySelect } from './operated-by-select.tsx';
import { PortSelect } from './port-select.tsx';
import { useChildForm } from './use-child-form.ts';
import { useDistanceCalculator } from './use-distance-calculator.ts';

const PATH = STAGE_PATHS.nautical;

/** docs/spec/part-2.md §2.1 "Nautical stage form": ports by UN/LOCODE, the distance routed over the sea network. */
export function NauticalForm(props: ChildFormProps<Stage>) {
  const { reportId, editing, context } = props;
  const { t } = useTranslation();
  const { form, setValues } = useChildForm<Stage, NauticalFormValues>(props, {
    path: PATH,
    valuesOf: nauticalFormValues,
    empty: emptyNauticalValues,
    toInput: toNauticalInput,
  });
  const { values, change, errors } = form;
  const shipTypes = useShipTypes(values.ship_load_type);
  const calculator = useDistanceCalculator(reportId, PATH);
  // The route depends on the ports and the closed passages; a previous answer no longer applies.
  const changeRoute = (patch: Partial<NauticalFormValues>) => {
    calculator.clear();
    change(patch);
  };

  function calculate() {
    calculator.calculate(
      routeEnds(values.port_origin, values.port_destination, ['port_origin', 'port_destination']),
      (origin, destination) => ({ port_origin: origin.locode, port_destination: destination.locode, avoid: values.avoid }),
    );
  }

  const container = values.ship_load_type === 'container';
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={editing ? t('stages.nautical.edit_title') : t('stages.nautical.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} verticalSpacing="sm">
          <Select
            label={t('stages.fields.load_type')}
            data={SHIP_LOAD_TYPES.map((type) => ({ value: type, label: t(`stages.ship_load_types.${type}`) }))}
            value={values.ship_load_type}
            onChange={(type) => {
              const chosen = SHIP_LOAD_TYPES.find((candidate) => candidate === type);
              if (chosen) setValues((current) => withShipLoadType(current, chosen));
            }}
            allowDeselect={false}
            error={errors.ship_load_type}
          />
          <LookupSelect
            label={t('stages.fields.ship_type')}
            description={t('stages.hints.ship_type')}
            options={shipTypes.data}
            value={values.ship_type}
            onChange={(shipType) => setValues((current) => withShipType(current, shipType, shipTypes.data ?? []))}
            error={errors.ship_type}
          />
          <Select
            label={t('stages.fields.ship_fuel_type')}
            data={SHIP_FUEL_TYPES.map((fuel) => ({ value: fuel, label: t(`stages.ship_fuel_types.${fuel}`) }))}
            value={values.ship_fuel_type}
            onChange={(fuel) => change({ ship_fuel_type: fuel === 'lng' ? 'lng' : 'mgo_mdo' })}
            allowDeselect={false}
            error={errors.ship_fuel_type}
          />
          <NumberInput
            label={t('stages.fields.gross_tonnage')}
            description={t('stages.hints.vessel_entry_only')}
            min={0}
            value={values.gross_tonnage}
            onChange={(value) => change({ gross_tonnage: amountOf(value) })}
            error={errors.gross_tonnage}
          />
          <NumberInput
            label={container ? t('stages.fields.total_load_teu') : t('stages.fields.total_load')}
            description={t('stages.hints.vessel_entry_only')}
            min={0}
            value={values.total_load}
            onChange={(value) => change({ total_load: amountOf(value) })}
            error={errors.total_load}
          />
          <NumberInput
            label={t('stages.fields.ships_number')}
            min={1}
            allowDecimal={false}
            value={values.vehicles_number}
            onChange={(value) => change({ vehicles_number: amountOf(value) })}
            error={errors.vehicles_number}
          />
          {context.onlyScope3 ? null : (
            <Select
              label={t('stages.fields.port_operations')}
              description={t('stages.hints.vessel_entry_only')}
              data={PORT_OPERATIONS.map((operation) => ({ value: operation, label: t(`stages.port_operations.${operation}`) }))}
              value={values.port_operations}
              onChange={(operation) => change({ port_operations: PORT_OPERATIONS.find((candidate) => candidate === operation) ?? 'none' })}
              allowDeselect={false}
              error={errors.port_operations}
            />
          )}
          <OperatedBySelect form={form} field="operated_by" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} verticalSpacing="sm">
          <PortSelect
            label={t('stages.fields.port_origin')}
            value={values.port_origin}
            onChange={(port_origin) => changeRoute({ port_origin })}
            error={calculator.errors.port_origin ?? errors.port_origin}
          />
          <PortSelect
            label={t('stages.fields.port_destination')}
            value={values.port_destination}
            onChange={(port_destination) => changeRoute({ port_destination })}
            error={calculator.errors.port_destination ?? errors.port_destination}
          />
          <MultiSelect
            label={t('stages.fields.avoid')}
            data={SEA_PASSAGES.map((passage) => ({ value: passage, label: t(`stages.passages.${passage}`) }))}
            value={values.avoid}
            onChange={(avoid) => changeRoute({ avoid })}
            clearable
            error={calculator.errors.avoid ?? errors.avoid}
          />
        </SimpleGrid>
        <DistanceField
          nautical
          value={values.distance}
          onChange={(distance) => change({ distance })}
          error={errors.distance}
          calculating={calculator.pending}
          answer={calculator.answer}
          current={computedDistance(editing)}
          onCalculate={calculate}
        />
        <ChildFormFooter form={form} addLabel={t('stages.nautical.add')} />
      </Stack>
    </form>
  );
}
