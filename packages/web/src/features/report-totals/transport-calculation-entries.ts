import { enumLabel, formatDecimal, toLabelLanguage, type ReportTotals } from '@huella/contracts';
import type { TFunction } from 'i18next';
import type { CalculationEntry } from './calculation-details.tsx';

/** A transport report's calculated rows for the calculation details: each stage with its distance, each warehouse. */
export function transportCalculationEntries(totals: Pick<ReportTotals, 'stages' | 'storages'>, t: TFunction, language: string): CalculationEntry[] {
  const labels = toLabelLanguage(language);
  return [
    ...totals.stages.map((stage, index) => ({
      key: `stage-${stage.id}`,
      heading: t('totals.details.stage', {
        number: index + 1,
        mode: enumLabel('stage_kind', stage.kind, labels),
        route: `${stage.origin || '—'} → ${stage.destination || '—'}`,
      }),
      note: `${t('totals.details.distance')}: ${formatDecimal(stage.distance, labels, 1)} km — ${enumLabel('distance_method', stage.distance_method, labels)}`,
      factors: stage.factors_used,
    })),
    ...totals.storages.map((storage, index) => ({
      key: `storage-${storage.id}`,
      heading: t('totals.details.storage', { number: index + 1, name: storage.warehouse_name }),
      factors: storage.factors_used,
    })),
  ];
}
