import type { StatisticsTopic } from '@huella/contracts';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { companyRow, listCompanyRows, sameText } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { filterTemplates } from '../../db/schema.ts';

// A template is its author's alone (docs/decisions/0012-statistics.md "Filter templates"): every query asks by
// company and by user as well as by id, so another user's id finds, changes and deletes nothing.

export type FilterTemplateRow = typeof filterTemplates.$inferSelect;
export type FilterTemplateValues = Pick<typeof filterTemplates.$inferInsert, 'name' | 'description' | 'topic' | 'filters'>;

/** Whose templates a query reads: the signed-in user's, within their company. */
export interface Owner {
  companyId: number;
  userId: number;
}

/** The unique index behind "you already have a template with this name on this tab". */
export const NAME_KEY = 'filter_templates_user_topic_name_key';

const ownRow = (owner: Owner, id: number): SQL => and(companyRow(filterTemplates, owner.companyId, id), eq(filterTemplates.userId, owner.userId)) as SQL;

export async function findTemplate(db: Executor, owner: Owner, id: number): Promise<FilterTemplateRow | undefined> {
  const [row] = await db.select().from(filterTemplates).where(ownRow(owner, id)).limit(1);
  return row;
}

/** One page of the owner's templates that `filter` keeps, in `order`, and how many it keeps in all. */
export function listTemplates(db: Executor, owner: Owner, filter: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return listCompanyRows(db, filterTemplates, owner.companyId, { filter: and(eq(filterTemplates.userId, owner.userId), filter), order, limit, offset });
}

/** Whether another template of the owner's on `topic` (not `exceptId`, the one being edited) has this name, whatever its case. */
export async function nameTaken(db: Executor, owner: Owner, topic: StatisticsTopic, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: filterTemplates.id })
    .from(filterTemplates)
    .where(
      and(
        eq(filterTemplates.companyId, owner.companyId),
        eq(filterTemplates.userId, owner.userId),
        eq(filterTemplates.topic, topic),
        sameText(filterTemplates.name, name),
        exceptId ? ne(filterTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertTemplate(db: Executor, owner: Owner, values: FilterTemplateValues): Promise<FilterTemplateRow> {
  const [row] = await db
    .insert(filterTemplates)
    .values({ ...values, companyId: owner.companyId, userId: owner.userId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Sets `values` on the owner's template `id`; undefined when there is none (deleted since it was read). */
export async function updateTemplate(db: Executor, owner: Owner, id: number, values: FilterTemplateValues): Promise<FilterTemplateRow | undefined> {
  const [row] = await db
    .update(filterTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(ownRow(owner, id))
    .returning();
  return row;
}

export async function deleteTemplate(db: Executor, owner: Owner, id: number): Promise<void> {
  await db.delete(filterTemplates).where(ownRow(owner, id));
}
