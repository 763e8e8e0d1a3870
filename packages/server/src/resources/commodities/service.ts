import { COMMODITY_ORDERING, type Commodity, type CommodityInput, type ListQuery, type Page } from '@huella/contracts';
import { and, ilike } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { commodities } from '../../db/schema.ts';
import { fieldError, notFound, permissionDenied } from '../../http/errors.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { pageBounds, toPage } from '../../http/pagination.ts';
import { containsPattern, searchAny } from '../../http/search.ts';
import { isManager, type TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';

const ORDERING = Object.fromEntries(COMMODITY_ORDERING.map((f) => [f, commodities[f]]));

const toBody = (row: repo.CommodityRow): Commodity => ({ id: row.id, name: row.name, description: row.description });

export async function listCommodities(
  db: Db,
  ctx: TenantContext,
  request: FastifyRequest,
  query: ListQuery & { name?: string | undefined },
): Promise<Page<Commodity>> {
  const filter = and(
    searchAny(query.search, [commodities.name, commodities.description]),
    query.name?.trim() ? ilike(commodities.name, containsPattern(query.name.trim())) : undefined,
  );
  const order = parseOrdering(query.ordering, ORDERING, 'name', commodities.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listCommodities(db, ctx.companyId, filter, order, limit, offset);
  return toPage(request, query, count, rows.map(toBody));
}

export async function getCommodity(db: Db, ctx: TenantContext, id: number): Promise<Commodity> {
  const row = await repo.findCommodity(db, ctx.companyId, id);
  if (!row) throw notFound();
  return toBody(row);
}

export async function createCommodity(db: Db, ctx: TenantContext, input: CommodityInput): Promise<Commodity> {
  if (!isManager(ctx)) throw permissionDenied();
  if (await repo.nameTaken(db, ctx.companyId, input.name)) throw fieldError('name', 'material_name_taken');
  return toBody(await repo.insertCommodity(db, ctx.companyId, input.name, input.description));
}

/** Spec part 1 §6: material edit is effectively super only. */
export async function updateCommodity(db: Db, ctx: TenantContext, id: number, input: Partial<CommodityInput>): Promise<Commodity> {
  const existing = await repo.findCommodity(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super') throw permissionDenied();
  if (input.name !== undefined && (await repo.nameTaken(db, ctx.companyId, input.name, id))) {
    throw fieldError('name', 'material_name_taken');
  }
  return toBody(await repo.updateCommodity(db, ctx.companyId, id, input));
}

export async function deleteCommodity(db: Db, ctx: TenantContext, id: number): Promise<void> {
  const existing = await repo.findCommodity(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (!isManager(ctx)) throw permissionDenied();
  await repo.deleteCommodity(db, ctx.companyId, id);
}
