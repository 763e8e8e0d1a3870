import { enumLabel, toLabelLanguage } from '@huella/contracts';
import { useTranslation } from 'react-i18next';
import { carFamilyName } from './car-family-values.ts';
import { LookupListPage } from './lookup-list-page.tsx';

export function CarsPage() {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  return (
    <LookupListPage
      lookup="cars"
      columns={[
        { key: 'plate', header: t('configuration.fields.plate'), sortField: 'plate', render: (c) => c.plate },
        { key: 'car_family', header: t('configuration.fields.car_family'), render: (c) => carFamilyName(c.car_family) },
        { key: 'fuel', header: t('configuration.fields.fuel'), render: (c) => enumLabel('car_fuel', c.car_family.fuel, language) },
        { key: 'center', header: t('configuration.fields.center'), render: (c) => c.center?.name ?? '' },
      ]}
      sortField="plate"
      nameOf={(c) => c.plate}
    />
  );
}
