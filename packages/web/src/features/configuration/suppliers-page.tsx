import { CONSUMPTION_UNITS, enumLabel, formatFactorValue, toLabelLanguage, type Supplier } from '@huella/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LookupListPage } from './lookup-list-page.tsx';

/** "0.09 kg CO₂ · 0.5 g CH₄ · 0.1 g N₂O per kWh", or nothing when the supplier gave no factor of its own. */
function ownFactorText(supplier: Supplier, t: TFunction, language: 'en' | 'es'): string {
  const { A1, B1, C1 } = supplier;
  if (A1 === null || B1 === null || C1 === null) return '';
  const [co2, ch4, n2o] = [A1, B1, C1].map((value) => formatFactorValue(value, language));
  return t('configuration.suppliers.own_factor_text', { co2, ch4, n2o, unit: t(`configuration.units.${CONSUMPTION_UNITS[supplier.type]}`) });
}

export function SuppliersPage() {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  return (
    <LookupListPage
      lookup="suppliers"
      columns={[
        { key: 'name', header: t('fields.name'), sortField: 'name', render: (s) => s.name },
        { key: 'type', header: t('configuration.fields.type'), sortField: 'type', render: (s) => enumLabel('consumption_type', s.type, language) },
        { key: 'own_factor', header: t('configuration.suppliers.own_factor'), render: (s) => ownFactorText(s, t, language) },
      ]}
      sortField="name"
      nameOf={(s) => s.name}
    />
  );
}
