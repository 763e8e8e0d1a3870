import type { Cargo, CARGO_ORDERING, CargoInput, ListQuery } from '@huella/contracts';
import type { Db, Executor } from '../../../db/connection.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import type { Language } from '../../../http/messages.ts';
import { sortRows, type SortValue } from '../../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../../http/pagination.ts';
import { matchesSearch } from '../../../http/search.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { findCommodity } from '../../commodities/repository.ts';
import { assertReportType, loadEditableReport, loadReport } from '../access.ts';
import { recalculateReport } from '../recalculate.ts';
import type { ReportWithRefs } from '../repository.ts';
import { cargoReference } from '../totals.ts';
import * as repo from './repository.ts';

const ORDERING = {
  reference: (c) => c.number,
  commodity: (c) => c.commodityName,
  cargo_type: (c) => c.cargoType,
  weight: (c) => c.weight,
  id: (c) => c.id,
} satisfies Record<(typeof CARGO_ORDERING)[number], (c: repo.CargoRow) => SortValue>;

/** docs/spec/part-1.md §9: a business-trip passenger counts 100 kg. */
const PASSENGER_T = 0.1;

export function cargoBody(c: repo.CargoRow): Cargo {
  return {
    id: c.id,
    reference: cargoReference(c),
    commodity: c.commodityId === null ? null : { id: c.commodityId, name: c.commodityName ?? '' },
    cargo_type: c.cargoType,
    weight: c.weight,
    teu: c.teu,
    passengersNumber: c.passengersNumber,
  };
}

export async function listCargos(
  db: Executor,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  query: ListQuery,
): Promise<Listed<Cargo>> {
  await loadReport(db, ctx, reportId);
  const found = (await repo.loadCargos(db, reportId, language)).filter((c) => matchesSearch(query.search, [cargoReference(c), c.commodityName]));
  const all = sortRows(found, query.ordering, ORDERING, 'reference', (c) => c.id);
  const { limit, offset } = pageBounds(query);
  return listed(query, all.length, all.slice(offset, offset + limit).map(cargoBody));
}

async function findCargo(db: Executor, ctx: TenantContext, reportId: number, cargoId: number, language: Language = 'en'): Promise<repo.CargoRow> {
  const found = (await repo.loadCargos(db, reportId, language)).find((c) => c.id === cargoId && c.companyId === ctx.companyId);
  if (!found) throw notFound();
  return found;
}

export async function getCargo(db: Executor, ctx: TenantContext, language: Language, reportId: number, cargoId: number): Promise<Cargo> {
  await loadReport(db, ctx, reportId);
  return cargoBody(await findCargo(db, ctx, reportId, cargoId, language));
}

/** Column values of a complete cargo; business trips count passengers, others weight or TEU. No lookups. */
export function cargoColumns(found: ReportWithRefs, input: CargoInput) {
  assertReportType(found, 'transport');
  if (found.report.businessTrip) {
    const passengers = input.passengersNumber ?? 1;
    return { commodityId: input.commodity ?? null, cargoType: 'conventional' as const, weight: passengers * PASSENGER_T, teu: null, passengersNumber: passengers };
  }
  const cargoType = input.cargo_type ?? 'conventional';
  if (cargoType === 'teu' && !input.teu && !input.weight) throw fieldError('teu', 'required');
  if (cargoType === 'conventional' && (input.weight === null || input.weight === undefined)) throw fieldError('weight', 'required');
  return {
    commodityId: input.commodity ?? null,
    cargoType,
    weight: input.weight ?? 0,
    teu: cargoType === 'teu' ? (input.teu ?? null) : null,
    passengersNumber: null,
  };
}

/** cargoColumns, once the material it names is found among the company's. */
async function cargoValues(db: Executor, ctx: TenantContext, found: ReportWithRefs, input: CargoInput) {
  assertReportType(found, 'transport');
  if (input.commodity && !(await findCommodity(db, ctx.companyId, input.commodity))) {
    throw fieldError('commodity', 'does_not_exist', { id: input.commodity });
  }
  return cargoColumns(found, input);
}

/** Checks and stores a cargo as the report's next one, without recalculating: the caller does, once. */
export async function insertCargo(db: Executor, ctx: TenantContext, found: ReportWithRefs, input: CargoInput): Promise<number> {
  const values = await cargoValues(db, ctx, found, input);
  const number = await repo.nextCargoNumber(db, found.report.id);
  return repo.insertCargo(db, { ...values, companyId: ctx.companyId, reportId: found.report.id, number });
}

export async function createCargo(db: Db, ctx: TenantContext, language: Language, reportId: number, input: CargoInput): Promise<Cargo> {
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const id = await insertCargo(tx, ctx, found, input);
    await recalculateReport(tx, found, language, { collection: 'cargos', id });
    return cargoBody(await findCargo(tx, ctx, reportId, id, language));
  });
}

/** PUT sends the whole form, checked as POST checks it; PATCH sends a few fields over the stored cargo. */
export type CargoChange = { partial: false; input: CargoInput } | { partial: true; input: Partial<CargoInput> };

export async function updateCargo(db: Db, ctx: TenantContext, language: Language, reportId: number, cargoId: number, change: CargoChange): Promise<Cargo> {
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const current = cargoBody(await findCargo(tx, ctx, reportId, cargoId));
    const form: CargoInput = change.partial
      ? {
          commodity: current.commodity?.id ?? null,
          cargo_type: current.cargo_type,
          weight: current.weight,
          teu: current.teu,
          passengersNumber: current.passengersNumber,
          ...change.input,
        }
      : change.input;
    await repo.updateCargo(tx, ctx.companyId, cargoId, await cargoValues(tx, ctx, found, form));
    await recalculateReport(tx, found, language, { collection: 'cargos', id: cargoId });
    return cargoBody(await findCargo(tx, ctx, reportId, cargoId, language));
  });
}

/** The cargo leaves every stage and storage that carried it; the report is recalculated without it. */
export async function deleteCargo(db: Db, ctx: TenantContext, language: Language, reportId: number, cargoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    await findCargo(tx, ctx, reportId, cargoId);
    await repo.deleteCargo(tx, ctx.companyId, cargoId);
    await recalculateReport(tx, found, language);
  });
}
