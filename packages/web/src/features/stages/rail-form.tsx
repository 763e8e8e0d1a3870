import { STAGE_PATHS, type Stage } from '@huella/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChildFormFooter } from './child-form-footer.tsx';
import { computedDistance, type ChildFormProps } from './child-form-props.ts';
import { LookupSelect } from './lookup-select.tsx';
import { useRailVehicles } from './lookups-api.ts';
import { OperatedBySelect } from './operated-by-select.tsx';
import { emptyRailValues, railFormValues, toRailInput, type RailFormValues } from './rail-values.ts';
import { RouteFields } from './route-fields.tsx';
import { useChildForm } from './use-child-form.ts';

/** docs/spec/part-2.md §2.1 "Rail overland stage form". */
export function RailForm(props: ChildFormProps<Stage>) {
  const { reportId, editing } = props;
  const { t } = useTranslation();
  const vehicles = useRailVehicles();
  const { form } = useChildForm<Stage, RailFormValues>(props, {
    path: STAGE_PATHS.rail,
    valuesOf: railFormValues,
    empty: emptyRailValues,
    toInput: toRailInput,
    // docs/spec/part-2.md §5 "Rail save": no cargo shows the empty-cargos error, as road and nautical do, but the save
    // proceeds (the API accepts a rail stage without cargo, which then carries no tonne-kilometres).
    warnOnSave: (current) => (Object.keys(current.cargos).length === 0 ? t('stages.empty', { field: t('stages.fields.cargos') }) : null),
  });
  const { values, change, errors } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={editing ? t('stages.rail.edit_title') : t('stages.rail.new')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} verticalSpacing="sm">
          <LookupSelect
            label={t('stages.fields.vehicle')}
            options={vehicles.data}
            value={values.vehicle}
            onChange={(vehicle) => change({ vehicle })}
            error={errors.vehicle}
          />
          <OperatedBySelect form={form} field="operated_by" />
        </SimpleGrid>
        <RouteFields reportId={reportId} path={STAGE_PATHS.rail} value={values} onChange={change} errors={errors} current={computedDistance(editing)} />
        <ChildFormFooter form={form} addLabel={t('stages.rail.add')} />
      </Stack>
    </form>
  );
}
