import type { ReportTotals, TRANSPORT_TYPES } from '@huella/contracts';

export type TotalsStage = ReportTotals['stages'][number];
export type TotalsStorage = ReportTotals['storages'][number];
export type CargoFigures = TotalsStage['cargos'][number];
export type TransportType = (typeof TRANSPORT_TYPES)[number];
/** What a pie slice, a map layer or a legend entry stands for. */
export type SegmentType = TransportType | 'storage';
