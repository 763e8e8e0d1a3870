import { AIRCRAFT_TYPES, LOAD_TYPES, STAGE_PATHS, type Stage } from '@huella/contracts';
import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { airFormValues, emptyAirValues, toAirInput, withAircraftModel, withAircraftType, type AirFormValues } from './air-values.ts';
import { amountOf } from './amount.ts';
import { CargoLinksField } from './cargo-links-field.tsx';
import { computedDistance, type ChildFormProps } from './child-form-props.ts';
import { FormActions } from './form-actions.tsx';
import { useAircraftFamilies, useAircraftModels } from './lookups-api.ts';
import { OperatedBySelect } from './operated-by-select.tsx';
import { RouteFields } from './route-fields.tsx';
import { useChildSubmit } from './use-child-submit.ts';

/** Spec part 2 §2.1 "Air stage form"; business trips fly passenger aircraft as groupage (§4). */
export function AirForm({ reportId, editing, context, onDone }: ChildFormProps<Stage>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AirFormValues>(() => (editing ? airFormValues(editing) : emptyAirValues(context.businessTrip)));
  const families = useAircraftFamilies();
  const models = useAircraftModels(values.aircraft_family, values.aircraft_type);
  const { submit, errors, pending } = useChildSubmit(reportId, STAGE_PATHS.air, editing?.id ?? null, onDone);
  const change = (patch: Partial<AirFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(toAirInput(values, context));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? t('stages.air.edit_title') : t('stages.air.new')}>
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
          <Select
            label={t('stages.fields.aircraft_family')}
            data={(families.data ?? []).map((family) => ({ value: String(family.id), label: family.name }))}
            value={values.aircraft_family}
            onChange={(aircraft_family) => change({ aircraft_family })}
            searchable
            clearable
            nothingFoundMessage={t('table.empty')}
            error={errors.aircraft_family}
          />
          <Select
            label={t('stages.fields.aircraft_model')}
            data={(models.data ?? []).map((model) => ({ value: String(model.id), label: model.name }))}
            value={values.aircraft_model}
            onChange={(model) => setValues((current) => withAircraftModel(current, model, models.data ?? []))}
            searchable
            clearable
            nothingFoundMessage={t('table.empty')}
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
          {context.onlyScope3 ? null : (
            <OperatedBySelect
              label={t('stages.fields.operated_by')}
              value={values.operated_by}
              onChange={(operated_by) => change({ operated_by })}
              error={errors.operated_by}
            />
          )}
        </SimpleGrid>
        <RouteFields reportId={reportId} path={STAGE_PATHS.air} value={values} onChange={change} errors={errors} current={computedDistance(editing)} />
        <CargoLinksField
          cargos={context.cargos}
          allowedTags={context.allowedTags}
          value={values.cargos}
          onChange={(cargos) => change({ cargos })}
          error={errors.cargos}
        />
        <FormActions editing={editing !== null} pending={pending} addLabel={t('stages.air.add')} onCancel={onDone} />
      </Stack>
    </form>
  );
}
