import {
  OPERATIONS_TOPICS,
  TOPIC_FILTERS,
  type FilterTemplate,
  type FilterTemplateInput,
  type FilterTemplateListQuery,
  type FilterTemplatePatch,
  type StatisticsTopic,
} from '@huella/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/connection.ts';
import { filterTemplates } from '../../db/schema.ts';
import { databaseErrorOf, isUniqueViolation } from '../../http/database-error.ts';
import { fieldError, notFound, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { zodIssuesToFields } from '../../http/validation-messages.ts';
import * as repo from './repository.ts';

// A user's saved filters for one statistics tab (docs/spec/part-2.md §2.8, §3 "Filter template"). Every role keeps
// its own; nobody else's is seen, and another user's id answers 404 as an unknown one would
// (docs/decisions/0012-statistics.md "Filter templates").

const ownerOf = (ctx: TenantContext): repo.Owner => ({ companyId: ctx.companyId, userId: ctx.userId });

const toBody = (row: repo.FilterTemplateRow): FilterTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  topic: row.topic,
  filters: row.filters,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The filters as the topic's tab saves them, or the faults of each at `filters.<key>`: a filter the tab lacks is
 * named as such, so a template never holds what its tab cannot apply.
 */
function topicFilters(topic: StatisticsTopic, filters: Record<string, unknown>): { filters: Record<string, unknown> } | { errors: FieldMessages } {
  const parsed = (TOPIC_FILTERS[topic] as z.ZodType<Record<string, unknown>>).safeParse(filters);
  if (parsed.success) return { filters: parsed.data };
  const errors: FieldMessages = {};
  const others: { code: string; path: PropertyKey[]; message: string }[] = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[`filters.${key}`] = [msg('unknown_filter', { name: key.slice(0, 100) })];
    } else {
      others.push({ ...issue, path: ['filters', ...issue.path] });
    }
  }
  return { errors: { ...zodIssuesToFields(others, { filters }), ...errors } };
}

/** Checks a whole template and gives what to store, or a 400 naming every field at fault. */
async function templateValues(db: Executor, ctx: TenantContext, input: FilterTemplateInput, exceptId?: number): Promise<repo.FilterTemplateValues> {
  const checked = topicFilters(input.topic, input.filters);
  const errors: FieldMessages = 'errors' in checked ? { ...checked.errors } : {};
  // docs/spec/part-2.md §6: a company that accounts for scope 3 only has no consumptions or company-vehicles tabs.
  if (ctx.company.onlyScope3 && OPERATIONS_TOPICS.includes(input.topic)) errors.topic = [msg('topic_not_available')];
  if (await repo.nameTaken(db, ownerOf(ctx), input.topic, input.name, exceptId)) errors.name = [msg('filter_template_name_taken')];
  if ('errors' in checked || Object.keys(errors).length) throw validationFailed(errors);
  return { name: input.name, description: input.description, topic: input.topic, filters: checked.filters };
}

/** A write the unique index refused because a twin was saved since the check: the same 400 as the check's. */
async function unlessNameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const database = databaseErrorOf(error);
    if (isUniqueViolation(database) && database?.constraint === repo.NAME_KEY) throw fieldError('name', 'filter_template_name_taken');
    throw error;
  }
}

async function findOwn(db: Executor, ctx: TenantContext, id: number): Promise<repo.FilterTemplateRow> {
  const row = await repo.findTemplate(db, ownerOf(ctx), id);
  if (!row) throw notFound();
  return row;
}

export async function listFilterTemplates(db: Db, ctx: TenantContext, query: FilterTemplateListQuery): Promise<Listed<FilterTemplate>> {
  const filter = and(searchAny(query.search, [filterTemplates.name]), query.topic ? eq(filterTemplates.topic, query.topic) : undefined);
  const order = [asc(sql`lower(${filterTemplates.name})`), asc(filterTemplates.id)];
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listTemplates(db, ownerOf(ctx), filter, order, limit, offset);
  return listed(query, count, rows.map(toBody));
}

export async function getFilterTemplate(db: Db, ctx: TenantContext, id: number): Promise<FilterTemplate> {
  return toBody(await findOwn(db, ctx, id));
}

export async function createFilterTemplate(db: Db, ctx: TenantContext, input: FilterTemplateInput): Promise<FilterTemplate> {
  const values = await templateValues(db, ctx, input);
  return toBody(await unlessNameTaken(repo.insertTemplate(db, ownerOf(ctx), values)));
}

/**
 * PUT sends the whole form; PATCH some fields over the stored template, and the result is checked as a whole: a
 * new topic checks the stored filters against its own tab.
 */
export async function updateFilterTemplate(
  db: Db,
  ctx: TenantContext,
  id: number,
  change: { partial: false; input: FilterTemplateInput } | { partial: true; input: FilterTemplatePatch },
): Promise<FilterTemplate> {
  const existing = await findOwn(db, ctx, id);
  const input: FilterTemplateInput = change.partial
    ? {
        name: change.input.name ?? existing.name,
        description: change.input.description ?? existing.description,
        topic: change.input.topic ?? existing.topic,
        filters: change.input.filters ?? existing.filters,
      }
    : change.input;
  const row = await unlessNameTaken(repo.updateTemplate(db, ownerOf(ctx), id, await templateValues(db, ctx, input, id)));
  if (!row) throw notFound();
  return toBody(row);
}

export async function deleteFilterTemplate(db: Db, ctx: TenantContext, id: number): Promise<void> {
  await findOwn(db, ctx, id);
  await repo.deleteTemplate(db, ownerOf(ctx), id);
}
