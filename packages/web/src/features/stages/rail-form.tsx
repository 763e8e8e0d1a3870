import { STAGE_PATHS, type Stage } from '@huella/contracts';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CargoLinksField } from './cargo-links-field.tsx';
import { computedDistance, type ChildFormProps } from './child-form-props.ts';
import { FormActions } from './form-actions.tsx';
import { useRailVehicles } from './lookups-api.ts';
import { OperatedBySelect } from './operated-by-select.tsx';
import { emptyRailValues, railFormValues, toRailInput, type RailFormValues } from './rail-values.ts';
import { RouteFields } from './route-fields.tsx';
import { useChildSubmit } from './use-child-submit.ts';

/** Spec part 2 §2.1 "Rail overland stage form". */
export function RailForm({ reportId, editing, context, onDone }: ChildFormProps<Stage>) {
  const { t } = useTranslation();
  const vehicles = useRailVehicles();
  const [values, setValues] = useState<RailFormValues>(() => (editing ? railFormValues(editing) : emptyRailValues()));
  const { submit, errors, pending } = useChildSubmit(reportId, STAGE_PATHS.rail, editing?.id ?? null, onDone);
  const change = (patch: Partial<RailFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(toRailInput(values, context));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? t('stages.rail.edit_title') : t('stages.rail.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} verticalSpacing="sm">
          <Select
            label={t('stages.fields.vehicle')}
            data={(vehicles.data ?? []).map((vehicle) => ({ value: String(vehicle.id), label: vehicle.name }))}
            value={values.vehicle}
            onChange={(vehicle) => change({ vehicle })}
            searchable
            clearable
            nothingFoundMessage={t('table.empty')}
            error={errors.vehicle}
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
        <RouteFields reportId={reportId} path={STAGE_PATHS.rail} value={values} onChange={change} errors={errors} current={computedDistance(editing)} />
        <CargoLinksField
          cargos={context.cargos}
          allowedTags={context.allowedTags}
          value={values.cargos}
          onChange={(cargos) => change({ cargos })}
          error={errors.cargos}
        />
        <FormActions editing={editing !== null} pending={pending} addLabel={t('stages.rail.add')} onCancel={onDone} />
      </Stack>
    </form>
  );
}
