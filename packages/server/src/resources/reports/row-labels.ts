import type { CarFuel } from '@huella/contracts';
import type { ConsumptionRow } from './consumptions/repository.ts';
import { carFamilyName } from './voyages/car-family-name.ts';
import type { VoyageRow } from './voyages/repository.ts';

// A consumption or voyage names the company's own lookups (center, supplier, account, car, car family), which may
// change after its report is consolidated. Its stored result keeps the names it was calculated with, so a
// consolidated report's totals, PDFs and export rows keep saying what the frozen figures are about
// (docs/methodology.md §2 "Consolidated results are frozen", decisions 0006 and 0009): a voyage calculated as
// diesel stays diesel after its family's fuel changes, and a center keeps the name it had.

/** What the totals, the PDFs and the export name a consumption by. */
export interface ConsumptionLabels {
  center: string | null;
  supplier: string | null;
  account_code: string | null;
  account_name: string | null;
}

/** What the totals, the PDFs and the export name a voyage by; `fuel` is the family's code, labelled where shown. */
export interface VoyageLabels {
  car: string | null;
  car_family: string;
  fuel: CarFuel;
  center: string | null;
  account_code: string | null;
  account_name: string | null;
}

/** A stored result with the names its row was calculated with; one stored before they were kept has none. */
export type Labelled<R, L> = R & { labels?: L };

export const consumptionLabels = (c: Pick<ConsumptionRow, 'center' | 'supplier' | 'account'>): ConsumptionLabels => ({
  center: c.center?.name ?? null,
  supplier: c.supplier?.name ?? null,
  account_code: c.account?.code ?? null,
  account_name: c.account?.name ?? null,
});

export const voyageLabels = (v: Pick<VoyageRow, 'car' | 'carFamily' | 'center' | 'account'>): VoyageLabels => ({
  car: v.car?.plate ?? null,
  car_family: carFamilyName(v.carFamily),
  fuel: v.carFamily.fuel,
  center: v.center?.name ?? null,
  account_code: v.account?.code ?? null,
  account_name: v.account?.name ?? null,
});

/**
 * The names a row is shown with: once its report is consolidated, those stored with its result; while the report
 * is open, its lookups' current names (a renamed center shows its new name; every change to an open report
 * recalculates it anyway). A report consolidated before the names were stored has none: its current names.
 */
export const shownLabels = <L>(consolidated: boolean, stored: L | null | undefined, current: L): L => (consolidated && stored ? stored : current);
