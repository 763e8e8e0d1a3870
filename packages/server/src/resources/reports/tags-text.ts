import { sql, type SQL } from 'drizzle-orm';
import { consumptions, stageCargos, stages, storageCargos, storages, voyages } from '../../db/schema.ts';

// `reports.tags_text`: the report's tag pairs as one text, so that a trigram index finds the few reports whose links
// may match a tag filter among a million (docs/scaling.md "The report list"); the filter itself still asks the links.

export const PAIR = '\u001e';
export const PAIRS = '\u001f';

/**
 * The tags text of report `reportId` as its rows are now: written with its figures (recalculate.ts, the import).
 * `union`, not `union all`: a report's thousands of links carry a handful of distinct tag sets, and splitting each
 * link's tags into pairs before dropping the repeats was 23 of the 37 ms of the report row's update after an edit of a
 * 1,000-stage report (issue #18).
 */
export function tagsTextOf(reportId: number): SQL {
  return sql`coalesce((
    select string_agg(distinct pair.key || ${PAIR} || pair.value, ${PAIRS})
    from (
      select ${stageCargos.tags} as tags from ${stageCargos} join ${stages} on ${stages.id} = ${stageCargos.stageId} where ${stages.reportId} = ${reportId}
      union select ${storageCargos.tags} from ${storageCargos} join ${storages} on ${storages.id} = ${storageCargos.storageId} where ${storages.reportId} = ${reportId}
      union select ${consumptions.tags} from ${consumptions} where ${consumptions.reportId} = ${reportId}
      union select ${voyages.tags} from ${voyages} where ${voyages.reportId} = ${reportId}
    ) linked, jsonb_each_text(linked.tags) pair), '')`;
}
