import { useTranslation } from 'react-i18next';
import { LookupListPage } from './lookup-list-page.tsx';

export function AccountsPage() {
  const { t } = useTranslation();
  return (
    <LookupListPage
      lookup="accounts"
      columns={[
        { key: 'code', header: t('configuration.fields.code'), sortField: 'code', render: (a) => a.code },
        { key: 'name', header: t('fields.name'), sortField: 'name', render: (a) => a.name },
      ]}
      sortField="code"
      nameOf={(a) => `${a.code} ${a.name}`}
    />
  );
}
