import {
  SUPPLIER_ORDERING,
  isManager,
  parseLocalisedDecimal,
  type ListQuery,
  type Supplier,
  type SupplierInput,
  type ConsumptionType,
} from '@huella/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { suppliers } from '../../db/schema.ts';
import { requireConsumptions } from '../../http/consumption-access.ts';
import { conflict, notFound, permissionDenied, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { countSupplierUses, recalculateReportsUsing } from '../reports/recalculate-dependents.ts';
import * as repo from './repository.ts';

const ordering = {
  name: sql`lower(${suppliers.name})`,
  type: suppliers.type,
  id: suppliers.id,
} satisfies Record<(typeof SUPPLIER_ORDERING)[number], unknown>;

const FACTOR_KEYS = ['A1', 'B1', 'C1'] as const;
type FactorKey = (typeof FACTOR_KEYS)[number];
/**
 * A bound far above any real factor (grid electricity is below 1.5 kg CO2 per kWh; B1 and C1, in grams, are
 * smaller still), so that a slipped digit is refused instead of multiplying every figure of a report.
 */
const MAX_FACTOR = 1000;

const toBody = (row: repo.SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  type: row.type,
  A1: row.factorA1,
  B1: row.factorB1,
  C1: row.factorC1,
  factor_source: row.factorSource,
});

/**
 * The supplier's own factor, read as the user typed it (localised-decimal.ts: "0,09" in Spanish). All three or
 * none: a market-based figure needs the whole factor (docs/methodology.md §3).
 */
function readFactors(input: SupplierInput, language: Language, errors: FieldMessages): Record<FactorKey, number | null> {
  const values: Record<FactorKey, number | null> = { A1: null, B1: null, C1: null };
  const given: FactorKey[] = [];
  for (const key of FACTOR_KEYS) {
    const raw = input[key];
    // An empty box of the form is no factor, not a zero.
    if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) continue;
    given.push(key);
    const value = parseLocalisedDecimal(raw, language);
    if (value === null) errors[key] = [msg('not_number')];
    else if (value < 0) errors[key] = [msg('min_value', { min: 0 })];
    else if (value > MAX_FACTOR) errors[key] = [msg('max_value', { max: MAX_FACTOR })];
    // `+ 0` turns a typed -0 into 0.
    else values[key] = value + 0;
  }
  if (given.length && given.length < FACTOR_KEYS.length) {
    for (const key of FACTOR_KEYS) if (!given.includes(key)) errors[key] = [msg('supplier_factor_incomplete')];
  }
  return values;
}

async function supplierValues(
  db: Executor,
  ctx: TenantContext,
  language: Language,
  input: SupplierInput,
  exceptId?: number,
): Promise<repo.SupplierValues> {
  const errors: FieldMessages = {};
  const factors = readFactors(input, language, errors);
  if (await repo.nameTaken(db, ctx.companyId, input.name, input.type, exceptId)) errors.name = [msg('supplier_name_taken')];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    name: input.name,
    type: input.type,
    factorA1: factors.A1,
    factorB1: factors.B1,
    factorC1: factors.C1,
    factorSource: input.factor_source ?? '',
  };
}

/** The stored supplier with a PATCH's fields over it; a factor sent as null clears it. */
const patched = (existing: repo.SupplierRow, patch: Partial<SupplierInput>): SupplierInput => ({
  name: patch.name ?? existing.name,
  type: patch.type ?? existing.type,
  A1: patch.A1 !== undefined ? patch.A1 : existing.factorA1,
  B1: patch.B1 !== undefined ? patch.B1 : existing.factorB1,
  C1: patch.C1 !== undefined ? patch.C1 : existing.factorC1,
  factor_source: patch.factor_source ?? existing.factorSource,
});

export async function listSuppliers(
  db: Db,
  ctx: TenantContext,
  query: ListQuery & { type?: ConsumptionType | undefined },
): Promise<Listed<Supplier>> {
  requireConsumptions(ctx);
  const filter = and(searchAny(query.search, [suppliers.name]), query.type ? eq(suppliers.type, query.type) : undefined);
  const order = parseOrdering(query.ordering, ordering, 'name', suppliers.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listSuppliers(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map(toBody));
}

export async function getSupplier(db: Db, ctx: TenantContext, id: number): Promise<Supplier> {
  requireConsumptions(ctx);
  const row = await repo.findSupplier(db, ctx.companyId, id);
  if (!row) throw notFound();
  return toBody(row);
}

export async function createSupplier(db: Db, ctx: TenantContext, language: Language, input: SupplierInput): Promise<Supplier> {
  requireConsumptions(ctx);
  if (!isManager(ctx.role)) throw permissionDenied();
  return toBody(await repo.insertSupplier(db, ctx.companyId, await supplierValues(db, ctx, language, input)));
}

/** PUT sends the whole form; PATCH some fields over the stored supplier. Edit is super only, as for materials. */
export async function updateSupplier(
  db: Db,
  ctx: TenantContext,
  language: Language,
  id: number,
  change: { partial: false; input: SupplierInput } | { partial: true; input: Partial<SupplierInput> },
): Promise<Supplier> {
  requireConsumptions(ctx);
  const existing = await repo.findSupplier(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super') throw permissionDenied();
  const input = change.partial ? patched(existing, change.input) : change.input;
  return db.transaction(async (tx) => {
    // Only electricity consumptions name a supplier, and only one of that type (decision 0009).
    if (input.type !== existing.type) {
      const uses = await countSupplierUses(tx, ctx, id);
      if (uses) throw conflict('supplier_type_in_use', { count: uses });
    }
    const updated = await repo.updateSupplier(tx, ctx.companyId, id, await supplierValues(tx, ctx, language, input, id));
    await recalculateReportsUsing(tx, ctx, language, { supplier: id });
    return toBody(updated);
  });
}

export async function deleteSupplier(db: Db, ctx: TenantContext, id: number): Promise<void> {
  requireConsumptions(ctx);
  const existing = await repo.findSupplier(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (!isManager(ctx.role)) throw permissionDenied();
  const used = await repo.countConsumptionsUsing(db, id);
  if (used) throw conflict('supplier_in_use', { count: used });
  await repo.deleteSupplier(db, ctx.companyId, id);
}
