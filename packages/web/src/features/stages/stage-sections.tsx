import { STAGE_PATHS, type Report, type Stage, type Storage } from '@huella/contracts';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table/data-table.tsx';
import { FormLoading } from '../../components/disclosed-form.tsx';
import { formatAmount } from '../../lib/format-figures.ts';
import { useSession } from '../auth/session.ts';
import { useCargoChoices, usePrefetchCargoChoices } from './api.ts';
import { ChildSection } from './child-section.tsx';
import type { FormContext } from './stage-values.ts';

// A form's code loads when it is first opened: the page itself lists the stages (issue #21 item 4).
const NauticalForm = lazy(() => import('./nautical-form.tsx').then((module) => ({ default: module.NauticalForm })));
const AirForm = lazy(() => import('./air-form.tsx').then((module) => ({ default: module.AirForm })));
const RoadForm = lazy(() => import('./road-form.tsx').then((module) => ({ default: module.RoadForm })));
const RailForm = lazy(() => import('./rail-form.tsx').then((module) => ({ default: module.RailForm })));
const StorageForm = lazy(() => import('./storage-form.tsx').then((module) => ({ default: module.StorageForm })));

export interface StageSectionsProps {
  report: Report;
  readOnly: boolean;
}

function route(stage: Stage): string {
  const ends = stage.kind === 'nautical' ? [stage.port_origin?.name ?? '', stage.port_destination?.name ?? ''] : [stage.origin, stage.destination];
  return ends.some(Boolean) ? ends.join(' → ') : `#${stage.id}`;
}

function named(key: string, header: string, name: (stage: Stage) => string | undefined): Column<Stage> {
  return { key, header, render: (stage) => name(stage) ?? '' };
}

/**
 * An opened stage or storage form with what it needs of its report. The report's cargos are read here, not by the
 * sections, so that their arrival renders the open form again rather than all five closed sections (issue #21 item 4).
 */
function StageFormSlot({ report, children }: { report: Report; children: (context: FormContext) => ReactNode }) {
  const session = useSession();
  const cargos = useCargoChoices(report.id);
  if (!session || cargos.isPending) return <FormLoading />;
  return children({
    allowedTags: report.created_by.company.allowed_tags,
    onlyScope3: session.user.company.only_scope3,
    businessTrip: report.business_trip,
    cargos: cargos.data ?? [],
  });
}

/** docs/spec/part-2.md §2.1 sections 3–7, after the cargos; nautical and warehousing do not apply to business trips. */
export function StageSections({ report, readOnly }: StageSectionsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  // Fetched with the page, as before, so that a form opens on the cargos at once.
  usePrefetchCargoChoices(report.id);
  if (!session) return null;
  const onlyScope3 = session.user.company.only_scope3;
  const shared = { reportId: report.id, readOnly };

  const routeColumn: Column<Stage> = { key: 'route', header: t('stages.fields.route'), render: route };
  const distanceColumn: Column<Stage> = {
    key: 'distance',
    header: t('stages.fields.distance'),
    align: 'right',
    render: (stage) => formatAmount(stage.distance, i18n.language),
  };
  const operatedBy: Column<Stage>[] = onlyScope3
    ? []
    : [{ key: 'operated_by', header: t('stages.fields.operated_by'), render: (stage) => t(`stages.operated_by.${stage.operated_by}`) }];

  const storageColumns: Column<Storage>[] = [
    { key: 'warehouse', header: t('stages.fields.warehouse_name'), render: (storage) => storage.warehouse_name },
    { key: 'place', header: t('stages.fields.place'), render: (storage) => storage.place },
    { key: 'moves', header: t('stages.fields.moves_number'), align: 'right', render: (storage) => formatAmount(storage.moves_number, i18n.language, 0) },
  ];
  if (!onlyScope3) {
    storageColumns.push({ key: 'type', header: t('stages.fields.storage_type'), render: (storage) => t(`stages.operated_by.${storage.type}`) });
  }

  return (
    <>
      {report.business_trip ? null : (
        <ChildSection<Stage>
          {...shared}
          name="nautical"
          path={STAGE_PATHS.nautical}
          title={t('stages.nautical.title')}
          newTitle={t('stages.nautical.new')}
          editTitle={t('stages.nautical.edit_title')}
          deleteTitle={t('stages.nautical.delete_title')}
          describe={route}
          columns={[
            routeColumn,
            named('ship', t('stages.fields.ship_type'), (stage) => stage.ship_type?.name ?? (stage.ship_load_type ? t(`stages.ship_load_types.${stage.ship_load_type}`) : '')),
            ...operatedBy,
            distanceColumn,
          ]}
          renderForm={(editing, onDone) => (
          <StageFormSlot report={report}>
            {(context) => <NauticalForm reportId={report.id} editing={editing} context={context} onDone={onDone} />}
          </StageFormSlot>
        )}
        />
      )}
      <ChildSection<Stage>
        {...shared}
        name="air"
        path={STAGE_PATHS.air}
        title={t('stages.air.title')}
        newTitle={t('stages.air.new')}
        editTitle={t('stages.air.edit_title')}
        deleteTitle={t('stages.air.delete_title')}
        describe={route}
        columns={[
          routeColumn,
          named('aircraft', t('stages.fields.aircraft_model'), (stage) => stage.aircraft_model?.name ?? (stage.aircraft_type ? t(`stages.aircraft_types.${stage.aircraft_type}`) : '')),
          ...operatedBy,
          distanceColumn,
        ]}
        renderForm={(editing, onDone) => (
          <StageFormSlot report={report}>
            {(context) => <AirForm reportId={report.id} editing={editing} context={context} onDone={onDone} />}
          </StageFormSlot>
        )}
      />
      <ChildSection<Stage>
        {...shared}
        name="road"
        path={STAGE_PATHS.road}
        title={t('stages.road.title')}
        newTitle={t('stages.road.new')}
        editTitle={t('stages.road.edit_title')}
        deleteTitle={t('stages.road.delete_title')}
        describe={route}
        columns={[
          routeColumn,
          named('vehicle', t('stages.fields.vehicle'), (stage) => stage.vehicle?.name),
          named('load', t('stages.fields.load_type'), (stage) => (stage.vehicle_load_type ? t(`stages.load_types.${stage.vehicle_load_type}`) : '')),
          ...operatedBy,
          distanceColumn,
        ]}
        renderForm={(editing, onDone) => (
          <StageFormSlot report={report}>
            {(context) => <RoadForm reportId={report.id} editing={editing} context={context} onDone={onDone} />}
          </StageFormSlot>
        )}
      />
      <ChildSection<Stage>
        {...shared}
        name="rail"
        path={STAGE_PATHS.rail}
        title={t('stages.rail.title')}
        newTitle={t('stages.rail.new')}
        editTitle={t('stages.rail.edit_title')}
        deleteTitle={t('stages.rail.delete_title')}
        describe={route}
        columns={[routeColumn, named('vehicle', t('stages.fields.vehicle'), (stage) => stage.vehicle?.name), ...operatedBy, distanceColumn]}
        renderForm={(editing, onDone) => (
          <StageFormSlot report={report}>
            {(context) => <RailForm reportId={report.id} editing={editing} context={context} onDone={onDone} />}
          </StageFormSlot>
        )}
      />
      {report.business_trip ? null : (
        <ChildSection<Storage>
          {...shared}
          name="storage"
          path="storages"
          title={t('stages.storage.title')}
          newTitle={t('stages.storage.new')}
          editTitle={t('stages.storage.edit_title')}
          deleteTitle={t('stages.storage.delete_title')}
          describe={(storage) => storage.warehouse_name}
          columns={storageColumns}
          renderForm={(editing, onDone) => (
          <StageFormSlot report={report}>
            {(context) => <StorageForm reportId={report.id} editing={editing} context={context} onDone={onDone} />}
          </StageFormSlot>
        )}
        />
      )}
    </>
  );
}
