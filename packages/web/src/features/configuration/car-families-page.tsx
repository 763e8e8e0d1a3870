import { enumLabel, toLabelLanguage } from '@huella/contracts';
import { useTranslation } from 'react-i18next';
import { carFamilyName } from './car-family-values.ts';
import { LookupListPage } from './lookup-list-page.tsx';

export function CarFamiliesPage() {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  return (
    <LookupListPage
      lookup="car_families"
      columns={[
        { key: 'brand', header: t('configuration.fields.brand'), sortField: 'brand', render: (f) => f.brand },
        { key: 'model', header: t('configuration.fields.model'), sortField: 'model', render: (f) => f.model },
        { key: 'fuel', header: t('configuration.fields.fuel'), sortField: 'fuel', render: (f) => enumLabel('car_fuel', f.fuel, language) },
      ]}
      sortField="brand"
      nameOf={carFamilyName}
    />
  );
}
