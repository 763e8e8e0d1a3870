import type { Center } from '@huella/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table/data-table.tsx';
import { useSession } from '../auth/session.ts';
import { LookupListPage } from './lookup-list-page.tsx';

export function CentersPage() {
  const { t } = useTranslation();
  const hseq = useSession()?.user.company.has_hseq_connection ?? false;
  const columns: Column<Center>[] = [
    { key: 'name', header: t('fields.name'), sortField: 'name', render: (c) => c.name },
    { key: 'address', header: t('configuration.fields.address'), render: (c) => c.address },
    { key: 'country', header: t('configuration.fields.country'), sortField: 'country', render: (c) => c.country_name ?? '' },
  ];
  // The HSEQ code only means something to a company whose consumptions come from its HSEQ service.
  if (hseq) columns.push({ key: 'hseq_code', header: t('configuration.fields.hseq_code'), render: (c) => c.hseq_code ?? '' });
  return <LookupListPage lookup="centers" columns={columns} sortField="name" nameOf={(c) => c.name} />;
}
