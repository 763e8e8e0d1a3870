import { sql, type SQL } from 'drizzle-orm';
import { consumptions, stageCargos, stages, storageCargos, storages, voyages } from '../../db/schema.ts';

// `reports.tags_text`: the report's tag pairs as one text, so that a trigram index finds the few reports whose links
// may match a tag filter among a million (docs/scaling.md "The report list"); the filter itself still asks the links.

export const PAIR = '\u001e';
export const PAIRS = '\u001f';

/** The tags text of report `reportId` as its rows are now: written with its figures (recalculate.ts, the import). */
export function tagsTextOf(reportId: number): SQL {
  return sql`coalesce((
    select string_agg(distinct pair.key || ${PAIR} || pair.value, ${PAIRS})
    from (
      select ${stageCargos.tags} as tags from ${stageCargos} join ${stages} on ${stages.id} = ${stageCargos.stageId} where ${stages.reportId} = ${reportId}
      union all select ${storageCargos.tags} from ${storageCargos} join ${storages} on ${storages.id} = ${storageCargos.storageId} where ${storages.reportId} = ${reportId}
      union all select ${consumptions.tags} from ${consumptions} where ${consumptions.reportId} = ${reportId}
      union all select ${voyages.tags} from ${voyages} where ${voyages.reportId} = ${reportId}
    ) linked, jsonb_each_text(linked.tags) pair), '')`;
}
