import type { ListQuery, Voyage, VOYAGE_ORDERING, VoyageInput } from '@huella/contracts';
import type { Db, Executor } from '../../../db/connection.ts';
import { requireConsumptions } from '../../../http/consumption-access.ts';
import { notFound, validationFailed, type FieldMessages } from '../../../http/errors.ts';
import { msg, type Language } from '../../../http/messages.ts';
import { sortRows, type SortValue } from '../../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../../http/pagination.ts';
import { matchesSearch } from '../../../http/search.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { findAccount } from '../../accounts/repository.ts';
import { findCarFamily } from '../../car-families/repository.ts';
import { findCar } from '../../cars/repository.ts';
import { findCenter } from '../../centers/repository.ts';
import { assertReportType, loadEditableReport, loadReport } from '../access.ts';
import { normalizeTags } from '../cargo-links.ts';
import { recalculateReport } from '../recalculate.ts';
import type { ReportWithRefs } from '../repository.ts';
import { readTypedQuantity } from '../typed-quantity.ts';
import { carFamilyName } from './car-family-name.ts';
import * as repo from './repository.ts';

// A consumption report's company-car voyages (docs/spec/part-2.md §2.5, §3; decision 0009).

const ORDERING = {
  id: (v) => v.id,
  date: (v) => v.date,
  distance: (v) => v.distance,
  CO2_total: (v) => v.co2Total,
} satisfies Record<(typeof VOYAGE_ORDERING)[number], (v: repo.VoyageRow) => SortValue>;

export function voyageBody(v: repo.VoyageRow): Voyage {
  return {
    id: v.id,
    car: v.car,
    car_family: v.carFamily,
    center: v.center,
    account: v.account,
    distance: v.distance,
    date: v.date,
    tags: v.tags,
    CO2_total: v.co2Total,
  };
}

export async function listVoyages(db: Executor, ctx: TenantContext, reportId: number, query: ListQuery): Promise<Listed<Voyage>> {
  requireConsumptions(ctx);
  await loadReport(db, ctx, reportId);
  const rows = (await repo.loadVoyages(db, ctx.companyId, reportId)).filter((v) =>
    matchesSearch(query.search, [v.car?.plate, carFamilyName(v.carFamily), v.center?.name]),
  );
  const all = sortRows(rows, query.ordering, ORDERING, 'id', (v) => v.id);
  const { limit, offset } = pageBounds(query);
  return listed(query, all.length, all.slice(offset, offset + limit).map(voyageBody));
}

async function findVoyage(db: Executor, ctx: TenantContext, reportId: number, voyageId: number): Promise<repo.VoyageRow> {
  const [row] = await repo.loadVoyages(db, ctx.companyId, reportId, voyageId);
  if (!row) throw notFound();
  return row;
}

export async function getVoyage(db: Executor, ctx: TenantContext, reportId: number, voyageId: number): Promise<Voyage> {
  requireConsumptions(ctx);
  await loadReport(db, ctx, reportId);
  return voyageBody(await findVoyage(db, ctx, reportId, voyageId));
}

/**
 * Column values of a complete voyage, every problem at once. The car family is required unless a car is given
 * (then it is the car's); both given, the car must be of that family. The distance is read in the request's language.
 */
async function voyageValues(db: Executor, ctx: TenantContext, found: ReportWithRefs, language: Language, input: VoyageInput) {
  assertReportType(found, 'consumption');
  const errors: FieldMessages = {};
  const distance = readTypedQuantity(input.distance, language);
  if (typeof distance !== 'number') errors.distance = [distance];
  const car = input.car ? await findCar(db, ctx.companyId, input.car) : undefined;
  if (input.car && !car) errors.car = [msg('does_not_exist', { id: input.car })];
  const family = input.car_family ? await findCarFamily(db, ctx.companyId, input.car_family) : undefined;
  if (input.car_family && !family) errors.car_family = [msg('does_not_exist', { id: input.car_family })];
  else if (!input.car_family && !input.car) errors.car_family = [msg('required')];
  if (car && family && car.carFamilyId !== family.id) {
    const own = await findCarFamily(db, ctx.companyId, car.carFamilyId);
    errors.car = [msg('car_family_mismatch', { family: own ? carFamilyName(own) : String(car.carFamilyId) })];
  }
  if (input.center && !(await findCenter(db, ctx.companyId, input.center))) errors.center = [msg('does_not_exist', { id: input.center })];
  if (input.account && !(await findAccount(db, ctx.companyId, input.account))) errors.account = [msg('does_not_exist', { id: input.account })];
  const tags = normalizeTags(input.tags ?? {}, found.company.allowedTags);
  if (tags.problems.length) errors.tags = tags.problems;
  const carFamilyId = family?.id ?? car?.carFamilyId;
  if (Object.keys(errors).length || typeof distance !== 'number' || carFamilyId === undefined) throw validationFailed(errors);
  return {
    carFamilyId,
    carId: car?.id ?? null,
    centerId: input.center ?? null,
    accountId: input.account ?? null,
    distance,
    date: input.date,
    tags: tags.tags,
  };
}

/** Checks and stores a voyage, without recalculating: the caller does, once. */
export async function insertVoyage(db: Executor, ctx: TenantContext, found: ReportWithRefs, language: Language, input: VoyageInput): Promise<number> {
  const values = await voyageValues(db, ctx, found, language, input);
  return repo.insertVoyage(db, { ...values, companyId: ctx.companyId, reportId: found.report.id });
}

export async function createVoyage(db: Db, ctx: TenantContext, language: Language, reportId: number, input: VoyageInput): Promise<Voyage> {
  requireConsumptions(ctx);
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const id = await insertVoyage(tx, ctx, found, language, input);
    await recalculateReport(tx, found, language, { collection: 'voyages', id });
    return voyageBody(await findVoyage(tx, ctx, reportId, id));
  });
}

/** PUT sends the whole form, checked as POST checks it; PATCH sends a few fields over the stored voyage. */
export type VoyageChange = { partial: false; input: VoyageInput } | { partial: true; input: Partial<VoyageInput> };

export async function updateVoyage(db: Db, ctx: TenantContext, language: Language, reportId: number, voyageId: number, change: VoyageChange): Promise<Voyage> {
  requireConsumptions(ctx);
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const v = await findVoyage(tx, ctx, reportId, voyageId);
    let merged: VoyageInput = change.input as VoyageInput;
    if (change.partial) {
      // Another car alone brings its own family; the stored family stays while the car does, or is only taken off.
      const carChanged = change.input.car !== undefined && change.input.car !== null && change.input.car !== v.carId;
      merged = {
        car_family: carChanged && change.input.car_family === undefined ? null : v.carFamilyId,
        car: v.carId,
        center: v.centerId,
        account: v.accountId,
        distance: v.distance,
        date: v.date,
        tags: v.tags,
        ...change.input,
      };
    }
    await repo.updateVoyage(tx, ctx.companyId, voyageId, await voyageValues(tx, ctx, found, language, merged));
    await recalculateReport(tx, found, language, { collection: 'voyages', id: voyageId });
    return voyageBody(await findVoyage(tx, ctx, reportId, voyageId));
  });
}

export async function deleteVoyage(db: Db, ctx: TenantContext, language: Language, reportId: number, voyageId: number): Promise<void> {
  requireConsumptions(ctx);
  await db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    await findVoyage(tx, ctx, reportId, voyageId);
    await repo.deleteVoyage(tx, ctx.companyId, voyageId);
    await recalculateReport(tx, found, language);
  });
}
