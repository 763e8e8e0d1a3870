import { CENTER_ORDERING, isManager, type Center, type CenterInput, type ListQuery } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { localised } from '../../db/localised-name.ts';
import { centers, countries } from '../../db/schema.ts';
import { requireConsumptions } from '../../http/consumption-access.ts';
import { conflict, notFound, permissionDenied, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { latLngOrNull } from '../reports/lat-lng.ts';
import * as repo from './repository.ts';

// `country` orders by the country's name as the reader sees it; centers without one come last.
const ordering = (language: Language) =>
  ({
    name: sql`lower(${centers.name})`,
    country: sql`lower(${localised(countries.nameEn, countries.nameEs, language)})`,
    id: centers.id,
  }) satisfies Record<(typeof CENTER_ORDERING)[number], unknown>;

const toBody = (row: repo.CenterWithCountry, language: Language): Center => ({
  id: row.id,
  name: row.name,
  address: row.address,
  address_gmaps: row.addressGmaps ?? null,
  location: latLngOrNull(row.lat, row.lng),
  country: row.countryAlpha2,
  country_name: language === 'es' ? (row.countryNameEs ?? row.countryNameEn) : row.countryNameEn,
  hseq_code: row.hseqCode,
});

async function readBody(db: Executor, ctx: TenantContext, language: Language, id: number): Promise<Center> {
  const row = await repo.findCenterWithCountry(db, ctx.companyId, id);
  if (!row) throw notFound();
  return toBody(row, language);
}

/** The country the address's autocomplete gave, when it is one we know; else none rather than a guess. */
async function countryOfAddress(db: Executor, input: CenterInput): Promise<string | null> {
  const code = input.address_gmaps?.country?.short_name.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  return (await repo.countryExists(db, code)) ? code : null;
}

/** Checks a whole center form and gives what to store, or a 400 naming every field at fault. */
async function centerValues(db: Executor, ctx: TenantContext, input: CenterInput, exceptId?: number): Promise<repo.CenterValues> {
  const errors: FieldMessages = {};
  let country: string | null;
  if (input.country) {
    country = input.country;
    if (!(await repo.countryExists(db, country))) errors.country = [msg('unknown_country_code', { value: country })];
  } else {
    country = await countryOfAddress(db, input);
  }
  // A blank HSEQ code is no code: the center is not one of the HSEQ service's.
  const hseqCode = input.hseq_code?.trim() || null;
  if (await repo.nameTaken(db, ctx.companyId, input.name, exceptId)) errors.name = [msg('center_name_taken')];
  if (hseqCode && (await repo.hseqCodeTaken(db, ctx.companyId, hseqCode, exceptId))) errors.hseq_code = [msg('center_hseq_code_taken')];
  if (Object.keys(errors).length) throw validationFailed(errors);
  const point = input.location ?? input.address_gmaps?.location ?? null;
  return {
    name: input.name,
    address: input.address ?? '',
    addressGmaps: input.address_gmaps ?? null,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    countryAlpha2: country,
    hseqCode,
  };
}

/**
 * The stored center with a PATCH's fields over it. A new address without its own location or country takes
 * them from the address again, as a new center would; an untouched address keeps what was stored.
 */
function patched(existing: repo.CenterRow, patch: Partial<CenterInput>): CenterInput {
  const newAddress = patch.address_gmaps !== undefined;
  return {
    name: patch.name ?? existing.name,
    address: patch.address ?? existing.address,
    address_gmaps: newAddress ? patch.address_gmaps : existing.addressGmaps,
    location: patch.location !== undefined || newAddress ? patch.location : latLngOrNull(existing.lat, existing.lng),
    country: patch.country !== undefined || newAddress ? patch.country : existing.countryAlpha2,
    hseq_code: patch.hseq_code !== undefined ? patch.hseq_code : existing.hseqCode,
  };
}

export async function listCenters(db: Db, ctx: TenantContext, language: Language, query: ListQuery): Promise<Listed<Center>> {
  requireConsumptions(ctx);
  const filter = searchAny(query.search, [centers.name, centers.address]);
  const order = parseOrdering(query.ordering, ordering(language), 'name', centers.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listCenters(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map((row) => toBody(row, language)));
}

export async function getCenter(db: Db, ctx: TenantContext, language: Language, id: number): Promise<Center> {
  requireConsumptions(ctx);
  return readBody(db, ctx, language, id);
}

export async function createCenter(db: Db, ctx: TenantContext, language: Language, input: CenterInput): Promise<Center> {
  requireConsumptions(ctx);
  if (!isManager(ctx.role)) throw permissionDenied();
  const row = await repo.insertCenter(db, ctx.companyId, await centerValues(db, ctx, input));
  return readBody(db, ctx, language, row.id);
}

/** PUT sends the whole form; PATCH some fields over the stored center. Edit is super only, as for materials. */
export async function updateCenter(
  db: Db,
  ctx: TenantContext,
  language: Language,
  id: number,
  change: { partial: false; input: CenterInput } | { partial: true; input: Partial<CenterInput> },
): Promise<Center> {
  requireConsumptions(ctx);
  const existing = await repo.findCenter(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (ctx.role !== 'super') throw permissionDenied();
  const input = change.partial ? patched(existing, change.input) : change.input;
  await repo.updateCenter(db, ctx.companyId, id, await centerValues(db, ctx, input, id));
  return readBody(db, ctx, language, id);
}

export async function deleteCenter(db: Db, ctx: TenantContext, id: number): Promise<void> {
  requireConsumptions(ctx);
  const existing = await repo.findCenter(db, ctx.companyId, id);
  if (!existing) throw notFound();
  if (!isManager(ctx.role)) throw permissionDenied();
  const uses = await repo.countUses(db, id);
  if (uses.cars + uses.consumptions + uses.voyages) throw conflict('center_in_use', uses);
  await repo.deleteCenter(db, ctx.companyId, id);
}
