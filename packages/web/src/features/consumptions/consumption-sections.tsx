import { enumLabel, toLabelLanguage, type Consumption, type Report, type Voyage } from '@huella/contracts';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table/data-table.tsx';
import { formatAmount } from '../../lib/format-figures.ts';
import { ChildSection } from '../stages/child-section.tsx';
import type { ConsumptionFormContext } from './consumption-form-context.ts';

// A form's code loads when it is first opened: the page itself lists the records (issue #21 item 4).
const ConsumptionForm = lazy(() => import('./consumption-form.tsx').then((module) => ({ default: module.ConsumptionForm })));
const VoyageForm = lazy(() => import('./voyage-form.tsx').then((module) => ({ default: module.VoyageForm })));

export interface ConsumptionSectionsProps {
  report: Report;
  readOnly: boolean;
}

/** docs/spec/part-2.md §2.5: the consumption section and the company cars (voyages) section of a consumption report. */
export function ConsumptionSections({ report, readOnly }: ConsumptionSectionsProps) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  const context: ConsumptionFormContext = {
    allowedTags: report.created_by.company.allowed_tags,
    reportDate: report.date,
    language: i18n.language,
  };
  const shared = { reportId: report.id, readOnly, withCargos: false };
  const dateColumn = { key: 'date', header: t('consumptions.fields.date'), sortField: 'date', render: (row: { date: string }) => row.date };
  const centerColumn = {
    key: 'center',
    header: t('consumptions.fields.center'),
    render: (row: { center: { name: string } | null }) => row.center?.name ?? '',
  };
  const accountColumn = {
    key: 'account',
    header: t('consumptions.fields.account'),
    render: (row: { account: { code: string } | null }) => row.account?.code ?? '',
  };

  const consumptionColumns: Column<Consumption>[] = [
    dateColumn,
    { key: 'type', header: t('consumptions.fields.type'), sortField: 'type', render: (row) => enumLabel('consumption_type', row.type, language) },
    centerColumn,
    {
      key: 'quantity',
      header: t('consumptions.fields.quantity'),
      sortField: 'quantity',
      align: 'right',
      render: (row) => `${formatAmount(row.quantity, i18n.language, 3)} ${row.unit}`,
    },
    { key: 'supplier', header: t('consumptions.fields.supplier'), render: (row) => row.supplier?.name ?? '' },
    accountColumn,
  ];
  const voyageColumns: Column<Voyage>[] = [
    dateColumn,
    { key: 'car', header: t('consumptions.fields.car'), render: (row) => row.car?.plate ?? '' },
    { key: 'car_family', header: t('consumptions.fields.car_family'), render: (row) => `${row.car_family.brand} ${row.car_family.model}` },
    centerColumn,
    { key: 'distance', header: t('consumptions.fields.distance'), sortField: 'distance', align: 'right', render: (row) => formatAmount(row.distance, i18n.language) },
    accountColumn,
  ];

  return (
    <>
      <ChildSection<Consumption>
        {...shared}
        name="consumptions"
        path="consumptions"
        title={t('consumptions.consumption.title')}
        newTitle={t('consumptions.consumption.new')}
        editTitle={t('consumptions.consumption.edit_title')}
        deleteTitle={t('consumptions.consumption.delete_title')}
        describe={(row) =>
          t('consumptions.consumption.describe', {
            type: enumLabel('consumption_type', row.type, language),
            quantity: `${formatAmount(row.quantity, i18n.language, 3)} ${row.unit}`,
            date: row.date,
          })
        }
        columns={consumptionColumns}
        renderForm={(editing, onDone) => <ConsumptionForm reportId={report.id} editing={editing} context={context} onDone={onDone} />}
      />
      <ChildSection<Voyage>
        {...shared}
        name="voyages"
        path="voyages"
        title={t('consumptions.voyage.title')}
        newTitle={t('consumptions.voyage.new')}
        editTitle={t('consumptions.voyage.edit_title')}
        deleteTitle={t('consumptions.voyage.delete_title')}
        describe={(row) =>
          t('consumptions.voyage.describe', {
            car: row.car?.plate ?? `${row.car_family.brand} ${row.car_family.model}`,
            distance: formatAmount(row.distance, i18n.language),
            date: row.date,
          })
        }
        columns={voyageColumns}
        renderForm={(editing, onDone) => <VoyageForm reportId={report.id} editing={editing} context={context} onDone={onDone} />}
      />
    </>
  );
}
