import { enumLabel, tagsText } from '@huella/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { accounts, carFamilies, cars, centers, suppliers, type consumptions, type voyages } from '../db/schema.ts';
import type { Language } from '../http/messages.ts';
import { shownLabels, type ConsumptionLabels, type VoyageLabels } from '../resources/reports/row-labels.ts';
import { carFamilyName } from '../resources/reports/voyages/car-family-name.ts';
import { csvLine, type Cell, type CsvDialect } from './csv-cells.ts';
import type { Header } from './level-definition.ts';
import { childBatches, childQuery, type ReportSelection } from './level-pages.ts';
import type { Fields, RowOf } from './raw-rows.ts';

// What the consumption and voyage levels write about the company's own lookups (centers, suppliers, accounts,
// cars), and the columns both end a row's description with: its account, its tags and how it was calculated. A
// consolidated report's rows are named as they were calculated (resources/reports/row-labels.ts), an open one's
// by the lookups' current names.

/** A voyage's current names; a family created after the export read them has none yet (empty cells). */
export type CurrentVoyageLabels = Omit<VoyageLabels, 'fuel'> & { fuel: VoyageLabels['fuel'] | null };

/** The current names behind a consumption's or a voyage's ids, as the totals name them (row-labels.ts). */
export interface ConsumptionNames {
  consumption: (r: { centerId: number | null; supplierId: number | null; accountId: number | null }) => ConsumptionLabels;
  voyage: (r: { carId: number | null; carFamilyId: number; centerId: number | null; accountId: number | null }) => CurrentVoyageLabels;
}

const byId = <R extends { id: number }, V>(rows: R[], value: (row: R) => V) => new Map(rows.map((r) => [r.id, value(r)]));
/** A name by id; no id, or one of a row created or deleted since the names were read, is an empty cell. */
const named = <V>(map: Map<number, V>) => (id: number | null) => (id === null ? null : (map.get(id) ?? null));

/**
 * The company's centers, suppliers, accounts, car families and cars by id, read once per export (as the
 * transport levels read vehicle names): small tables, and a join per batch would cost the planner more than
 * the batch itself.
 */
export async function consumptionNames(db: Executor, companyId: number): Promise<ConsumptionNames> {
  const [centerRows, supplierRows, accountRows, familyRows, carRows] = await Promise.all([
    db.select({ id: centers.id, name: centers.name }).from(centers).where(eq(centers.companyId, companyId)),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.companyId, companyId)),
    db.select({ id: accounts.id, code: accounts.code, name: accounts.name }).from(accounts).where(eq(accounts.companyId, companyId)),
    db.select({ id: carFamilies.id, brand: carFamilies.brand, model: carFamilies.model, fuel: carFamilies.fuel }).from(carFamilies).where(eq(carFamilies.companyId, companyId)),
    db.select({ id: cars.id, plate: cars.plate }).from(cars).where(eq(cars.companyId, companyId)),
  ]);
  const center = named(byId(centerRows, (r) => r.name));
  const supplier = named(byId(supplierRows, (r) => r.name));
  const account = named(byId(accountRows, (r) => r));
  const family = named(byId(familyRows, (r) => r));
  const plate = named(byId(carRows, (r) => r.plate));
  const accountLabels = (id: number | null) => {
    const found = account(id);
    return { account_code: found?.code ?? null, account_name: found?.name ?? null };
  };
  return {
    consumption: (r) => ({ center: center(r.centerId), supplier: supplier(r.supplierId), ...accountLabels(r.accountId) }),
    voyage: (r) => {
      const found = family(r.carFamilyId);
      return { car: plate(r.carId), car_family: found ? carFamilyName(found) : '', fuel: found?.fuel ?? null, center: center(r.centerId), ...accountLabels(r.accountId) };
    },
  };
}

/** What `bookingCells` and `bookedLines` read of a consumption or voyage row: the labels stored with its figures too. */
export const bookingColumns = (table: typeof consumptions | typeof voyages) => ({
  accountId: table.accountId,
  tags: table.tags,
  method: sql<string | null>`${table.result} ->> 'method'`,
  labels: sql<unknown>`${table.result} -> 'labels'`,
});

/** The columns of `bookingCells`. */
export const BOOKING_HEADERS: readonly Header[] = [
  ['Account code', 'Código de cuenta'],
  ['Account', 'Cuenta'],
  ['Tags', 'Etiquetas'],
  ['Calculation method', 'Método de cálculo'],
];

/** A consumption's or voyage's account, its tags as a person reads them ("Customer: ACME | Order: PO-9") and its method. */
export const bookingCells = (
  r: { tags: Record<string, string>; method: string | null },
  labels: { account_code: string | null; account_name: string | null },
  language: Language,
): Cell[] => [labels.account_code, labels.account_name, tagsText(r.tags, language, ' | '), r.method ? enumLabel('calculation_method', r.method, language) : ''];

interface BookedRow {
  reportId: number;
  childId: number;
  /** The names stored with the row's figures; none before they were stored. */
  labels: unknown;
  /** The emission cells, written by the database in the file's dialect. */
  figures: string;
}

/**
 * The lines of the consumption or voyage level, a batch at a time: each row's report cells, its id, the cells
 * `cells` writes of it with its labels (those stored with its figures once its report is consolidated, else the
 * `current` ones of the company's names), and its figures.
 */
export async function* bookedLines<F extends Fields, L>(
  db: Executor,
  selection: ReportSelection,
  dialect: CsvDialect,
  language: Language,
  table: typeof consumptions | typeof voyages,
  fields: F,
  current: (row: RowOf<F>, names: ConsumptionNames) => L,
  cells: (row: RowOf<F>, labels: L) => Cell[],
): AsyncGenerator<string> {
  const names = await consumptionNames(db, selection.companyId);
  for await (const { rows, report, consolidated } of childBatches<RowOf<F> & BookedRow>(db, selection, childQuery(table, fields), language)) {
    yield rows
      .map((r) => {
        const labels = shownLabels(consolidated(r.reportId), r.labels as L | null, current(r, names));
        return csvLine([...report(r.reportId), r.childId, ...cells(r, labels)], dialect, r.figures);
      })
      .join('');
  }
}
