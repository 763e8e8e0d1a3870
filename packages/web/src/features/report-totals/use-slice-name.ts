import { useTranslation } from 'react-i18next';
import type { ShareSlice } from './share-slices.ts';

/** "1. Sea: Shanghai → Rotterdam" or "Warehouse 1: Madrid cross-dock". */
export function useSliceName() {
  const { t } = useTranslation();
  return (slice: ShareSlice) =>
    slice.type === 'storage'
      ? t('totals.chart.storage_slice', { number: slice.number, subject: slice.subject })
      : t('totals.chart.stage_slice', { number: slice.number, type: t(`totals.segment_types.${slice.type}`), subject: slice.subject });
}
