import type { ConsumptionTotals } from '@huella/contracts';
import { withShares } from '../report-totals/share-slices.ts';

export type TotalsConsumption = ConsumptionTotals['consumptions'][number];
export type TotalsVoyage = ConsumptionTotals['voyages'][number];

export interface BreakdownSlice<E extends TotalsConsumption['type'] | TotalsVoyage['fuel']> {
  key: string;
  /** 1-based, as in its table. */
  number: number;
  /** The energy that colours it: the consumption's type or the car's fuel. */
  energy: E;
  /** A consumption's center (or date); a voyage's car (or its family). */
  subject: string;
  kg: number;
  share: number;
}

/** docs/spec/part-2.md §2.6: each consumption's share of the consumptions' CO2e, in table order. */
export function consumptionSlices(consumptions: readonly TotalsConsumption[]): BreakdownSlice<TotalsConsumption['type']>[] {
  return withShares(
    consumptions.map((consumption, index) => ({
      key: `consumption-${consumption.id}`,
      number: index + 1,
      energy: consumption.type,
      subject: consumption.center ?? consumption.date,
      kg: consumption.CO2_total,
    })),
  );
}

/** docs/spec/part-2.md §2.6: each voyage's share of the voyages' CO2e, in table order. */
export function voyageSlices(voyages: readonly TotalsVoyage[]): BreakdownSlice<TotalsVoyage['fuel']>[] {
  return withShares(
    voyages.map((voyage, index) => ({
      key: `voyage-${voyage.id}`,
      number: index + 1,
      energy: voyage.fuel,
      subject: voyage.car ?? voyage.car_family,
      kg: voyage.CO2_total,
    })),
  );
}
