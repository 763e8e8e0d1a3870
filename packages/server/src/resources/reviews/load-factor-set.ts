import type { CompiledFactorSet } from '@huella/emissions';
import type { Executor } from '../../db/connection.ts';
import * as repo from './repository.ts';
import { compileStoredReview } from './review-content.ts';

// A review is stored as rows; the calculation core wants one checked, compiled factor set. Compiling costs
// more than a calculation, so compiled sets are kept per review id and content hash: an edited review has a
// new hash and is compiled afresh, and every process sees the same content for the same hash.
const cache = new Map<string, CompiledFactorSet>();
const CACHE_LIMIT = 64;

export type LoadFactorSetResult = { ok: true; factorSet: CompiledFactorSet; contentHash: string } | { ok: false; field: string; code: string };

export async function loadFactorSet(db: Executor, reviewId: number): Promise<LoadFactorSetResult | null> {
  const row = await repo.findReviewById(db, reviewId);
  if (!row) return null;
  const key = `${row.id}:${row.contentHash}`;
  const cached = cache.get(key);
  if (cached) return { ok: true, factorSet: cached, contentHash: row.contentHash };

  const compiled = await compileStoredReview(db, row);
  if (!compiled.ok) return { ok: false, field: compiled.field, code: compiled.code };
  // The row and its entries are read by separate statements. A change committed in between (it writes entries and
  // hash together) gives a mixed set: it serves this calculation, whose report then reads stale and is calculated
  // again, but is not kept under the old hash, where a review brought back to that content would find it.
  if ((await repo.findReviewById(db, reviewId))?.contentHash === row.contentHash) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, compiled.factorSet);
  }
  return { ok: true, factorSet: compiled.factorSet, contentHash: row.contentHash };
}
