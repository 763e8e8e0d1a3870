import { enumLabel, tagsText } from '@huella/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { accounts, carFamilies, cars, centers, suppliers, type consumptions, type voyages } from '../db/schema.ts';
import type { Language } from '../http/messages.ts';
import { csvLine, type Cell, type CsvDialect } from './csv-cells.ts';
import type { Header } from './level-definition.ts';
import { childBatches, childQuery, type ReportSelection } from './level-pages.ts';
import type { Fields, RowOf } from './raw-rows.ts';

// What the consumption and voyage levels write about the company's own lookups (centers, suppliers, accounts,
// cars), and the columns both end a row's description with: its account, its tags and how it was calculated.

/** A car family as the file names it, and its fuel (a code the level labels). */
interface FamilyName {
  name: string;
  fuel: (typeof carFamilies.$inferSelect)['fuel'];
}

/** The names behind a consumption's or a voyage's ids. */
export interface ConsumptionNames {
  center: (id: number | null) => string;
  supplier: (id: number | null) => string;
  account: (id: number | null) => { code: string; name: string } | undefined;
  family: (id: number) => FamilyName | undefined;
  plate: (id: number | null) => string;
}

const byId = <R extends { id: number }, V>(rows: R[], value: (row: R) => V) => new Map(rows.map((r) => [r.id, value(r)]));
/** A name by id; no id, or one of a row deleted since, is an empty cell. */
const named = (map: Map<number, string>) => (id: number | null) => (id === null ? '' : (map.get(id) ?? ''));

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
  const centerName = byId(centerRows, (r) => r.name);
  const supplierName = byId(supplierRows, (r) => r.name);
  const account = byId(accountRows, (r) => ({ code: r.code, name: r.name }));
  const family = byId(familyRows, (r) => ({ name: `${r.brand} ${r.model}`, fuel: r.fuel }));
  const plate = byId(carRows, (r) => r.plate);
  return {
    center: named(centerName),
    supplier: named(supplierName),
    account: (id) => (id === null ? undefined : account.get(id)),
    family: (id) => family.get(id),
    plate: named(plate),
  };
}

/** What `bookingCells` reads of a consumption or voyage row. */
export const bookingColumns = (table: typeof consumptions | typeof voyages) => ({
  accountId: table.accountId,
  tags: table.tags,
  method: sql<string | null>`${table.result} ->> 'method'`,
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
  r: { accountId: number | null; tags: Record<string, string>; method: string | null },
  names: ConsumptionNames,
  language: Language,
): Cell[] => {
  const account = names.account(r.accountId);
  return [account?.code, account?.name, tagsText(r.tags, language, ' | '), r.method ? enumLabel('calculation_method', r.method, language) : ''];
};

interface BookedRow {
  reportId: number;
  childId: number;
  /** The emission cells, written by the database in the file's dialect. */
  figures: string;
}

/**
 * The lines of the consumption or voyage level, a batch at a time: each row's report cells, its id, the cells
 * `cells` writes of it with the company's names, and its figures.
 */
export async function* bookedLines<F extends Fields>(
  db: Executor,
  selection: ReportSelection,
  dialect: CsvDialect,
  language: Language,
  table: typeof consumptions | typeof voyages,
  fields: F,
  cells: (row: RowOf<F>, names: ConsumptionNames) => Cell[],
): AsyncGenerator<string> {
  const names = await consumptionNames(db, selection.companyId);
  for await (const { rows, report } of childBatches<RowOf<F> & BookedRow>(db, selection, childQuery(table, fields), language)) {
    yield rows.map((r) => csvLine([...report(r.reportId), r.childId, ...cells(r, names)], dialect, r.figures)).join('');
  }
}
