import { COMMODITY_ORDERING, isManager, type Commodity, type CommodityInput, type ListQuery } from '@huella/contracts';
import { and, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { localisedName } from '../../db/localised-name.ts';
import { commodities } from '../../db/schema.ts';
import { conflict, fieldError, notFound, permissionDenied } from '../../http/errors.ts';
import type { Language } from '../../http/messages.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { containsPattern, searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';

// `name` orders in the reader's language, case-insensitively, as the list shows it.
const ordering = (language: Language) =>
  ({ name: sql`lower(${localisedName(commodities, language)})`, id: commodities.id }) satisfies Record<
    (typeof COMMODITY_ORDERING)[number],
    unknown
  >;

/** A default material reads in the reader's language; a company's own material has the one name it was given. */
const toBody = (row: repo.CommodityRow, language: Language): Commodity =>
  language === 'es'
    ? { id: row.id, name: row.nameEs ?? row.name, description: row.descriptionEs ?? row.description }
    : { id: row.id, name: row.name, description: row.description };

/**
 * What an edit stores. A default material's form shows its name in the editor's language, so a Spanish name
 * sent back unchanged keeps both names; any other text is what the user typed, and the material then has that
 * one name (its Spanish twin would no longer translate it).
 */
function changesOf(existing: repo.CommodityRow, input: Partial<CommodityInput>) {
  const changes: Parameters<typeof repo.updateCommodity>[3] = {};
  if (input.name !== undefined && input.name !== existing.name && input.name !== existing.nameEs) {
    Object.assign(changes, { name: input.name, nameEs: null });
  }
  if (input.description !== undefined && input.description !== existing.description && input.description !== existing.descriptionEs) {
    Object.assign(changes, { description: input.description, descriptionEs: null });
  }
  return changes;
}

export async function listCommodities(
  db: Db,
  ctx: TenantContext,
  language: Language,
  query: ListQuery & { name?: string | undefined },
): Promise<Listed<Commodity>> {
  // Search and the selectors' name filter find a default material by either of its names.
  const name = query.name?.trim();
  const filter = and(
    searchAny(query.search, [commodities.name, commodities.nameEs, commodities.description, commodities.descriptionEs]),
    name ? or(ilike(commodities.name, containsPattern(name)), ilike(commodities.nameEs, containsPattern(name))) : undefined,
  );
  const order = parseOrdering(query.ordering, ordering(language), 'name', commodities.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listCommodities(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map((row) => toBody(row, language)));
}

export async function getCommodity(db: Db, ctx: TenantContext, language: Language, id: number): Promise<Commodity> {
  const row = await repo.findCommodity(db, ctx.companyId, id);
  if (!row) throw notFound();
  return toBody(row, language);
}

export async function createCommodity(db: Db, ctx: TenantContext, language: Language, input: CommodityInput): Promise<Commodity> {
  if (!isManager(ctx.role)) throw permissionDenied();
  if (await repo.nameTaken(db, ctx.companyId, input.name)) throw fieldError('name', 'material_name_taken');
  return toBody(await repo.insertCommodity(db, ctx.companyId, input.name, input.description), language);
}

/** docs/spec/part-1.md §6: material edit is effectively super only. */
export async function updateCommodity(
  db: Db,
  ctx: TenantContext,
  language: Language,
  id: number,
  input: Partial<CommodityInput>,
): Promise<Commodity> {
  const existing = await repo.findCommodity(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super') throw permissionDenied();
  const changes = changesOf(existing, input);
  if (changes.name !== undefined && (await repo.nameTaken(db, ctx.companyId, changes.name, id))) {
    throw fieldError('name', 'material_name_taken');
  }
  if (!Object.keys(changes).length) return toBody(existing, language);
  return toBody(await repo.updateCommodity(db, ctx.companyId, id, changes), language);
}

export async function deleteCommodity(db: Db, ctx: TenantContext, id: number): Promise<void> {
  const existing = await repo.findCommodity(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (!isManager(ctx.role)) throw permissionDenied();
  const used = await repo.countCargosUsing(db, id);
  if (used) throw conflict('material_in_use', { count: used });
  await repo.deleteCommodity(db, ctx.companyId, id);
}
