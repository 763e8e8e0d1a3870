import type { ReportTotals } from '@huella/contracts';
import type { SegmentType } from './totals-types.ts';

export interface ShareSlice {
  key: string;
  type: SegmentType;
  /** Stage number (1-based, as in the stages table) or storage number. */
  number: number;
  /** Origin → destination of a stage, the warehouse of a storage. */
  subject: string;
  kg: number;
  /** Of the sum of all slices; 0 when nothing emits. */
  share: number;
}

/**
 * docs/spec/part-2.md §2.2: each stage's share of the report's CO2e (WTW), with storages as slices of their own.
 * Shares are of the sum of the slices, so they add up to 100 % even if the stored total were rounded.
 */
export function shareSlices(totals: Pick<ReportTotals, 'stages' | 'storages'>): ShareSlice[] {
  const slices = [
    ...totals.stages.map((stage, index) => ({
      key: `stage-${stage.id}`,
      type: stage.transport_type as SegmentType,
      number: index + 1,
      subject: `${stage.origin} → ${stage.destination}`,
      kg: Math.max(0, stage.CO2_total),
    })),
    ...totals.storages.map((storage, index) => ({
      key: `storage-${storage.id}`,
      type: 'storage' as const,
      number: index + 1,
      subject: storage.warehouse_name || storage.place,
      kg: Math.max(0, storage.CO2_total),
    })),
  ];
  return withShares(slices);
}

/**
 * Each part's share of the sum of the parts (negative parts count as 0), so the shares add up to 100 % even if the
 * stored total were rounded; 0 for every part when nothing emits, instead of dividing by zero.
 */
export function withShares<T extends { kg: number }>(parts: readonly T[]): (T & { share: number })[] {
  const sum = parts.reduce((total, part) => total + Math.max(0, part.kg), 0);
  return parts.map((part) => ({ ...part, share: sum > 0 ? Math.max(0, part.kg) / sum : 0 }));
}
