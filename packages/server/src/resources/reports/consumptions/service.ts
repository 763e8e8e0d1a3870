import { CONSUMPTION_UNITS, enumLabel, type Consumption, type CONSUMPTION_ORDERING, type ConsumptionInput, type ListQuery } from '@huella/contracts';
import type { Db, Executor } from '../../../db/connection.ts';
import { requireConsumptions } from '../../../http/consumption-access.ts';
import { notFound, validationFailed, type FieldMessages } from '../../../http/errors.ts';
import { msg, type Language } from '../../../http/messages.ts';
import { sortRows, type SortValue } from '../../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../../http/pagination.ts';
import { matchesSearch } from '../../../http/search.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { findAccount } from '../../accounts/repository.ts';
import { findCenter } from '../../centers/repository.ts';
import { findSupplier } from '../../suppliers/repository.ts';
import { assertReportType, loadEditableReport, loadReport } from '../access.ts';
import { normalizeTags } from '../cargo-links.ts';
import { recalculateReport } from '../recalculate.ts';
import type { ReportWithRefs } from '../repository.ts';
import { readTypedQuantity } from '../typed-quantity.ts';
import * as repo from './repository.ts';

// A consumption report's energy consumptions (docs/spec/part-2.md §2.5, §3; decision 0009).

const ORDERING = {
  id: (c) => c.id,
  date: (c) => c.date,
  type: (c) => c.type,
  quantity: (c) => c.quantity,
  CO2_total: (c) => c.co2Total,
} satisfies Record<(typeof CONSUMPTION_ORDERING)[number], (c: repo.ConsumptionRow) => SortValue>;

export function consumptionBody(c: repo.ConsumptionRow): Consumption {
  return {
    id: c.id,
    type: c.type,
    date: c.date,
    center: c.center,
    quantity: c.quantity,
    unit: CONSUMPTION_UNITS[c.type],
    supplier: c.supplier ? { id: c.supplier.id, name: c.supplier.name } : null,
    account: c.account,
    tags: c.tags,
    source_id: c.sourceId,
    CO2_total: c.co2Total,
  };
}

export async function listConsumptions(db: Executor, ctx: TenantContext, language: Language, reportId: number, query: ListQuery): Promise<Listed<Consumption>> {
  requireConsumptions(ctx);
  await loadReport(db, ctx, reportId);
  // The type is found by its code and by its name in the reader's language ("electricidad").
  const rows = (await repo.loadConsumptions(db, ctx.companyId, reportId)).filter((c) =>
    matchesSearch(query.search, [c.type, enumLabel('consumption_type', c.type, language), c.center?.name, c.supplier?.name]),
  );
  const all = sortRows(rows, query.ordering, ORDERING, 'id', (c) => c.id);
  const { limit, offset } = pageBounds(query);
  return listed(query, all.length, all.slice(offset, offset + limit).map(consumptionBody));
}

async function findConsumption(db: Executor, ctx: TenantContext, reportId: number, consumptionId: number): Promise<repo.ConsumptionRow> {
  const [row] = await repo.loadConsumptions(db, ctx.companyId, reportId, consumptionId);
  if (!row) throw notFound();
  return row;
}

export async function getConsumption(db: Executor, ctx: TenantContext, reportId: number, consumptionId: number): Promise<Consumption> {
  requireConsumptions(ctx);
  await loadReport(db, ctx, reportId);
  return consumptionBody(await findConsumption(db, ctx, reportId, consumptionId));
}

/**
 * Column values of a complete consumption, every problem at once: the quantity read in the request's language,
 * the company's own center, account and supplier, a supplier only for electricity and only of that type.
 */
async function consumptionValues(db: Executor, ctx: TenantContext, found: ReportWithRefs, language: Language, input: ConsumptionInput) {
  assertReportType(found, 'consumption');
  const errors: FieldMessages = {};
  const quantity = readTypedQuantity(input.quantity, language);
  if (typeof quantity !== 'number') errors.quantity = [quantity];
  if (input.center && !(await findCenter(db, ctx.companyId, input.center))) errors.center = [msg('does_not_exist', { id: input.center })];
  if (input.account && !(await findAccount(db, ctx.companyId, input.account))) errors.account = [msg('does_not_exist', { id: input.account })];
  if (input.supplier) {
    const supplier = await findSupplier(db, ctx.companyId, input.supplier);
    if (input.type !== 'electricity') errors.supplier = [msg('supplier_electricity_only')];
    else if (!supplier) errors.supplier = [msg('does_not_exist', { id: input.supplier })];
    else if (supplier.type !== 'electricity') errors.supplier = [msg('supplier_not_electricity')];
  }
  const tags = normalizeTags(input.tags ?? {}, found.company.allowedTags);
  if (tags.problems.length) errors.tags = tags.problems;
  if (Object.keys(errors).length || typeof quantity !== 'number') throw validationFailed(errors);
  return {
    type: input.type,
    date: input.date,
    centerId: input.center ?? null,
    quantity,
    supplierId: input.supplier ?? null,
    accountId: input.account ?? null,
    tags: tags.tags,
  };
}

/**
 * Checks and stores a consumption, without recalculating: the caller does, once (the HSEQ import adds many).
 * `sourceId` is the intake's id in the company's HSEQ service.
 */
export async function insertConsumption(
  db: Executor,
  ctx: TenantContext,
  found: ReportWithRefs,
  language: Language,
  input: ConsumptionInput,
  sourceId: string | null = null,
): Promise<number> {
  const values = await consumptionValues(db, ctx, found, language, input);
  return repo.insertConsumption(db, { ...values, sourceId, companyId: ctx.companyId, reportId: found.report.id });
}

export async function createConsumption(db: Db, ctx: TenantContext, language: Language, reportId: number, input: ConsumptionInput): Promise<Consumption> {
  requireConsumptions(ctx);
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const id = await insertConsumption(tx, ctx, found, language, input);
    await recalculateReport(tx, found, language, { collection: 'consumptions', id });
    return consumptionBody(await findConsumption(tx, ctx, reportId, id));
  });
}

/** PUT sends the whole form, checked as POST checks it; PATCH sends a few fields over the stored consumption. */
export type ConsumptionChange = { partial: false; input: ConsumptionInput } | { partial: true; input: Partial<ConsumptionInput> };

export async function updateConsumption(
  db: Db,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  consumptionId: number,
  change: ConsumptionChange,
): Promise<Consumption> {
  requireConsumptions(ctx);
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const c = await findConsumption(tx, ctx, reportId, consumptionId);
    const merged: ConsumptionInput = change.partial
      ? {
          type: c.type,
          date: c.date,
          center: c.centerId,
          quantity: c.quantity,
          supplier: c.supplierId,
          account: c.accountId,
          tags: c.tags,
          ...change.input,
        }
      : change.input;
    await repo.updateConsumption(tx, ctx.companyId, consumptionId, await consumptionValues(tx, ctx, found, language, merged));
    await recalculateReport(tx, found, language, { collection: 'consumptions', id: consumptionId });
    return consumptionBody(await findConsumption(tx, ctx, reportId, consumptionId));
  });
}

export async function deleteConsumption(db: Db, ctx: TenantContext, language: Language, reportId: number, consumptionId: number): Promise<void> {
  requireConsumptions(ctx);
  await db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    await findConsumption(tx, ctx, reportId, consumptionId);
    await repo.deleteConsumption(tx, ctx.companyId, consumptionId);
    await recalculateReport(tx, found, language);
  });
}
