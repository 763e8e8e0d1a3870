import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { reviews } from '../db/schema.ts';
import { defaultFactorSet } from '../core-data/default-factor-set.ts';

/** The id of the seeded read-only review "DESNZ 2025" (db/reference-data/seed-default-review.ts). */
export async function defaultReviewId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.builtinKey, defaultFactorSet().factorSet.id));
  if (!row) throw new Error('the seed writes the default review');
  return row.id;
}
