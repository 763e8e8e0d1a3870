import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { reportSequences } from '../../db/schema.ts';

const PREFIX = { transport: 'TR', consumption: 'CR' } as const;

/**
 * The next reference of a company's report for the year of its date, e.g. `TR-2026-000042` (docs/design.md).
 * One upsert hands the number out, so two concurrent creations never get the same one.
 */
export async function nextReference(db: Executor, companyId: number, type: keyof typeof PREFIX, date: string): Promise<string> {
  const prefix = PREFIX[type];
  const year = Number(date.slice(0, 4));
  const [row] = await db
    .insert(reportSequences)
    .values({ companyId, prefix, year, last: 1 })
    .onConflictDoUpdate({
      target: [reportSequences.companyId, reportSequences.prefix, reportSequences.year],
      set: { last: sql`${reportSequences.last} + 1` },
    })
    .returning({ last: reportSequences.last });
  if (!row) throw new Error('report sequence not advanced');
  return `${prefix}-${year}-${String(row.last).padStart(6, '0')}`;
}
