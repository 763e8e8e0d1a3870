import type { ReportListQuery } from '@huella/contracts';
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import type { Executor } from '../../db/connection.ts';
import { consumptions, reports, reportSearchText, stageCargos, stages, storageCargos, storages, users, voyages } from '../../db/schema.ts';
import { containsPattern, likeEscaped, searchAny } from '../../http/search.ts';
import { countryFilter } from './country-filter.ts';
import { PAIR } from './tags-text.ts';

const SEARCH_TEXT = sql`(${reportSearchText(reports)})`;
/** The separator of SEARCH_TEXT: a search holding it could match across two texts, so it takes the long way. */
const SEPARATOR = '\x1f';

const contains = (column: Parameters<typeof ilike>[0], text: string | undefined) =>
  text?.trim() ? ilike(column, containsPattern(text.trim())) : undefined;

/**
 * `search=`: the reference, project name and reference, origin and destination through their trigram index, or the
 * author's username. `authorIds`, the company's users whose username matches (reportWhere reads them first), lets the
 * planner see how few reports that side selects; without them it guesses half the company and reads it all.
 */
function reportSearch(companyId: number, text: string | undefined, authorIds: number[] | undefined): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  const texts = trimmed.includes(SEPARATOR)
    ? searchAny(trimmed, [reports.reference, reports.projectName, reports.projectReference, reports.origin, reports.destination])
    : ilike(SEARCH_TEXT, pattern);
  if (authorIds) return authorIds.length ? or(texts, anyId(reports.createdById, authorIds)) : texts;
  return or(texts, inArray(reports.createdById, sql`(${authorsMatching(companyId, pattern)})`));
}

function authorsMatching(companyId: number, pattern: string): SQL {
  return sql`select ${users.id} from ${users} where ${users.companyId} = ${companyId} and ${users.username} ilike ${pattern}`;
}

/**
 * `customer:ACME|order` → a report matches when one of its stage or storage links, consumptions or voyages carries
 * every pair. Its tags text (tags-text.ts) holding every pair is the trigram index's first cut; the links decide.
 * `offset 0` keeps each `exists` a lookup of the candidate's own links (by the company and report indexes): unfenced, PostgreSQL may hash every link
 * of every company first.
 */
function tagFilter(raw: string | undefined): SQL | undefined {
  const pairs = (raw ?? '')
    .split('|')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      return at < 0 ? { key: pair, value: '' } : { key: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
    });
  if (!pairs.length) return undefined;
  const linkMatches = (tags: AnyColumn) =>
    and(...pairs.map(({ key, value }) => (value ? sql`${tags} ->> ${key} ilike ${containsPattern(value)}` : sql`${tags} ? ${key}`)));
  const candidates = pairs.map(({ key, value }) => ilike(reports.tagsText, `%${likeEscaped(key)}${PAIR}%${value ? `${likeEscaped(value)}%` : ''}`));
  return and(
    ...candidates,
    or(
      sql`exists (select 1 from ${stageCargos} join ${stages} on ${stages.id} = ${stageCargos.stageId}
        where ${stages.companyId} = ${reports.companyId} and ${stages.reportId} = ${reports.id} and ${linkMatches(stageCargos.tags)} offset 0)`,
      sql`exists (select 1 from ${storageCargos} join ${storages} on ${storages.id} = ${storageCargos.storageId}
        where ${storages.companyId} = ${reports.companyId} and ${storages.reportId} = ${reports.id} and ${linkMatches(storageCargos.tags)} offset 0)`,
      // Consumption reports carry their tags on each consumption and voyage.
      sql`exists (select 1 from ${consumptions} where ${consumptions.companyId} = ${reports.companyId} and ${consumptions.reportId} = ${reports.id} and ${linkMatches(consumptions.tags)} offset 0)`,
      sql`exists (select 1 from ${voyages} where ${voyages.companyId} = ${reports.companyId} and ${voyages.reportId} = ${reports.id} and ${linkMatches(voyages.tags)} offset 0)`,
    ),
  );
}

/** The filters without paging and sorting: the list and the export share them. */
export type ReportFilterQuery = Omit<ReportListQuery, 'page' | 'page_size' | 'ordering'>;

/**
 * Every filter of the report list (docs/spec/part-1.md §7), scoped to the company. `consolidated` is strict both
 * ways. `confirmed=true` lists only consolidated reports and `confirmed=false` does not restrict: the consumption
 * list sends it and still shows its consolidated rows, marked (docs/spec/part-2.md §2.4, decision 0009).
 */
export function reportFilters(companyId: number, q: ReportFilterQuery, authorIds?: number[]): SQL | undefined {
  return and(
    eq(reports.companyId, companyId),
    q.consolidated === undefined ? undefined : q.consolidated ? isNotNull(reports.consolidatedAt) : isNull(reports.consolidatedAt),
    q.confirmed ? isNotNull(reports.consolidatedAt) : undefined,
    q.business_trip === undefined ? undefined : eq(reports.businessTrip, q.business_trip),
    q.type ? eq(reports.type, q.type) : undefined,
    q.date_after ? gte(reports.date, q.date_after) : undefined,
    q.date_before ? lte(reports.date, q.date_before) : undefined,
    q.created_by ? eq(reports.createdById, q.created_by) : undefined,
    contains(reports.projectName, q.project_name),
    contains(reports.projectReference, q.project_reference),
    contains(reports.reference, q.inform_reference),
    contains(reports.originLocality, q.origin_locality),
    contains(reports.destinationLocality, q.destination_locality),
    countryFilter('origin_country', reports.originGmaps, q.origin_country),
    countryFilter('destination_country', reports.destinationGmaps, q.destination_country),
    tagFilter(q.tags),
    reportSearch(companyId, q.search, authorIds),
  );
}

/** reportFilters, with the usernames `search=` matches read first (the list, the export, consolidation by filter). */
export async function reportWhere(db: Executor, companyId: number, q: ReportFilterQuery): Promise<SQL | undefined> {
  const text = q.search?.trim();
  if (!text) return reportFilters(companyId, q);
  const { rows } = (await db.execute(authorsMatching(companyId, containsPattern(text)))) as unknown as { rows: { id: number }[] };
  return reportFilters(companyId, q, rows.map((r) => Number(r.id)));
}
