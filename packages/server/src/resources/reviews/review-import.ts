import type { EntryKind, ReviewDocument } from '@huella/contracts';
import { AR6_GWP, compileFactorSet } from '@huella/emissions';
import type { Db } from '../../db/connection.ts';
import { aircraftModels, railVehicles, reviews, roadVehicles } from '../../db/schema.ts';
import { validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { recordEvent } from '../audit-events/record-event.ts';
import { ENTRY_KIND_SPECS, type EntryValues } from './entry-kinds.ts';
import { readValue, readValues } from './factor-values.ts';
import * as repo from './repository.ts';
import { assertPlatform, coreRefusal, recalculateAfterChange, rehash, SUPER, type Wake } from './review-changes.ts';

// A review made from a portable document (docs/decisions/0011-reviews.md "Portability"). Everything is checked
// before anything is written: the names of the linked reference data, one entry per linked object, every number,
// and the whole set by the calculation core. Then the review and its entries are written in one transaction.

const LIST_NAMES = [
  'road_vehicle_reviews',
  'rail_vehicle_reviews',
  'ship_load_type_reviews',
  'aircraft_model_reviews',
  'car_family_reviews',
  'supplier_type_reviews',
] as const;
type ListName = (typeof LIST_NAMES)[number];
type Entry<L extends ListName> = ReviewDocument[L][number];
type ReferenceTable = typeof roadVehicles | typeof railVehicles | typeof aircraftModels;

interface ListSpec<L extends ListName> {
  kind: EntryKind;
  /** The field naming the linked object: an unknown name or a second entry is reported on it. */
  field: keyof Entry<L> & string;
  /** Where `field` names a row of the reference data, which must exist here. */
  reference?: ReferenceTable;
  /** What makes two entries the same: the list's unique index in db/schema-core.ts. */
  key(entry: Entry<L>): string;
  /** The linked object as the duplicate message names it. */
  what(entry: Entry<L>): string;
  /** The linked object's columns; `referenceId` is the id of the reference row `field` names. */
  columns(entry: Entry<L>, referenceId: number): EntryValues;
}

/** Rows per INSERT: the widest entry has 10 columns. */
const INSERT_CHUNK = 1000;

const anyEuro = (euro: string | null) => euro ?? '*';

const LIST_SPECS: { [L in ListName]: ListSpec<L> } = {
  road_vehicle_reviews: {
    kind: 'road-vehicle-reviews',
    field: 'vehicle',
    reference: roadVehicles,
    key: (e) => `${e.vehicle}\u0000${e.euro_standard ?? ''}`,
    what: (e) => `${e.vehicle} / ${anyEuro(e.euro_standard)}`,
    columns: (e, id) => ({ vehicleId: id, euroStandard: e.euro_standard }),
  },
  rail_vehicle_reviews: {
    kind: 'rail-vehicle-reviews',
    field: 'vehicle',
    reference: railVehicles,
    key: (e) => e.vehicle,
    what: (e) => e.vehicle,
    columns: (_e, id) => ({ vehicleId: id }),
  },
  ship_load_type_reviews: {
    kind: 'ship-load-type-reviews',
    field: 'ship_load_type',
    key: (e) => `${e.ship_load_type}\u0000${e.ship_fuel_type}`,
    what: (e) => `${e.ship_load_type} / ${e.ship_fuel_type}`,
    columns: (e) => ({ shipLoadType: e.ship_load_type, shipFuelType: e.ship_fuel_type }),
  },
  aircraft_model_reviews: {
    kind: 'aircraft-model-reviews',
    field: 'aircraft_model',
    reference: aircraftModels,
    key: (e) => e.aircraft_model,
    what: (e) => e.aircraft_model,
    columns: (_e, id) => ({ aircraftModelId: id }),
  },
  // Car families and suppliers are each company's own: entries name them by text (decision 0011 "Entries"), so
  // there is nothing to look up, and their keys ignore case as the indexes do.
  car_family_reviews: {
    kind: 'car-family-reviews',
    field: 'family',
    key: (e) => e.family.toLowerCase(),
    what: (e) => e.family,
    columns: (e) => ({ familyModel: e.family }),
  },
  supplier_type_reviews: {
    kind: 'supplier-type-reviews',
    field: 'supplier',
    key: (e) => `${(e.supplier ?? '').toLowerCase()}\u0000${e.type}`,
    what: (e) => `${e.supplier ?? '*'} / ${e.type}`,
    columns: (e) => ({ supplierName: e.supplier, type: e.type }),
  },
};

/** One list read: the rows to insert, and the entries as the core reads them (numbers as read). */
interface ReadList {
  rows: EntryValues[];
  core: Record<string, unknown>[];
}

/** Entries of one list checked: linked names known here, one entry per linked object, every coefficient a number. */
async function readList<L extends ListName>(db: Db, list: L, entries: Entry<L>[], language: Language, errors: FieldMessages): Promise<ReadList> {
  const spec = LIST_SPECS[list] as ListSpec<L>;
  const nameOf = (entry: Entry<L>) => (entry as Record<string, unknown>)[spec.field] as string;
  const ids = spec.reference ? await repo.idsByName(db, spec.reference, entries.map(nameOf)) : new Map<string, number>();
  const seen = new Set<string>();
  const read: ReadList = { rows: [], core: [] };
  entries.forEach((entry, index) => {
    const at = `${list}.${index}`;
    const id = ids.get(nameOf(entry));
    if (spec.reference && id === undefined) errors[`${at}.${spec.field}`] = [msg('review_unknown_name', { name: nameOf(entry) })];
    const key = spec.key(entry);
    if (seen.has(key)) errors[`${at}.${spec.field}`] ??= [msg('review_entry_taken', { what: spec.what(entry) })];
    seen.add(key);
    const row = spec.columns(entry, id ?? 0);
    const numbers: Record<string, number> = {};
    for (const [name, column] of Object.entries(ENTRY_KIND_SPECS[spec.kind].coefficients)) {
      const value = readValue((entry as Record<string, unknown>)[name] as number, `${at}.${name}`, language, errors);
      if (value === undefined) continue;
      numbers[name] = value;
      row[column] = value;
    }
    read.rows.push(row);
    read.core.push({ ...entry, ...numbers });
  });
  return read;
}

/**
 * Creates an unlocked review from `document` (platform super users), titled `title` when given, else as the
 * document. Nothing is written unless the whole document is good: a 400 names the path of each fault
 * (`road_vehicle_reviews.3.vehicle`, `factors.<key>`).
 */
export async function importReview(
  db: Db,
  ctx: TenantContext,
  language: Language,
  document: ReviewDocument,
  title: string | undefined,
  wake: Wake,
): Promise<number> {
  assertPlatform(ctx, SUPER);
  const errors: FieldMessages = {};
  const factors = readValues(document.factors, 'factors', language, errors);
  const gwp = { CH4: AR6_GWP.CH4, N2O: AR6_GWP.N2O, ...readValues(document.gwp, 'gwp', language, errors) };
  const lists = {} as Record<ListName, ReadList>;
  for (const list of LIST_NAMES) lists[list] = await readList(db, list, document[list], language, errors);
  if (Object.keys(errors).length) throw validationFailed(errors);

  const values = {
    companyId: ctx.companyId,
    title: title ?? document.title,
    startDate: document.start_date,
    readOnly: false,
    source: document.source,
    gwpBasis: document.gwp_basis,
    gwp,
    factors,
    factorNotes: document.factor_notes,
    contentHash: '',
  };
  // The core checks the set before it is written, so that a fault names its entry (`rail_vehicle_reviews.0.A1`).
  const compiled = compileFactorSet({
    id: 'review-import',
    title: values.title,
    valid_from: values.startDate,
    read_only: false,
    source: values.source,
    gwp_basis: values.gwpBasis,
    gwp,
    factors,
    factor_notes: values.factorNotes,
    ...Object.fromEntries(LIST_NAMES.map((list) => [list, lists[list].core])),
  });
  if (!compiled.ok) throw coreRefusal(values.title, compiled, compiled.field.replace(/\[(\d+)\]/g, '.$1'));

  const result = await db.transaction(async (tx) => {
    const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
    const reviewId = row!.id;
    for (const list of LIST_NAMES) {
      const table = ENTRY_KIND_SPECS[LIST_SPECS[list].kind].table;
      const rows = lists[list].rows.map((r) => ({ ...r, reviewId }));
      // In order, so the ids keep the document's order and an export lists the entries as imported; in chunks,
      // as an INSERT takes at most 65,535 parameters.
      for (let at = 0; at < rows.length; at += INSERT_CHUNK) await tx.insert(table).values(rows.slice(at, at + INSERT_CHUNK) as never);
    }
    await rehash(tx, reviewId);
    await recordEvent(tx, ctx, {
      action: 'review.import',
      target: { type: 'review', id: reviewId, label: values.title },
      details: { start_date: values.startDate, entries: LIST_NAMES.reduce((sum, list) => sum + lists[list].rows.length, 0) },
    });
    return { reviewId, outcome: await recalculateAfterChange(tx, language, { reassign: true }) };
  });
  if (result.outcome.queued) wake();
  return result.reviewId;
}
