import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { reports, reviews, users } from '../db/schema.ts';
import type { Language } from '../http/messages.ts';
import type { Cell } from './csv-cells.ts';
import type { Header } from './level-definition.ts';
import { rowsOf, selectList, type Fields } from './raw-rows.ts';

// What every row of every level starts with: the report it belongs to.

export const REPORT_HEADERS: readonly Header[] = [
  ['Report reference', 'Referencia del informe'],
  ['Date', 'Fecha'],
  ['Project name', 'Nombre del proyecto'],
  ['Project reference', 'Referencia del proyecto'],
  ['Author', 'Autor'],
  ['Review', 'Revisión'],
  ['Consolidated', 'Consolidado'],
];
export const reportColumns = {
  reference: reports.reference,
  date: sql<string>`${reports.date}::text`,
  projectName: reports.projectName,
  projectReference: reports.projectReference,
  author: users.username,
  review: reviews.title,
  consolidated: sql<boolean>`${reports.consolidatedAt} is not null`,
};
/** Yes/no cells in the file's language: a person reads them, and a spreadsheet filters them as well. */
const YES_NO: Record<Language, readonly [yes: string, no: string]> = { en: ['Yes', 'No'], es: ['Sí', 'No'] };
export const yesNo = (value: boolean, language: Language) => YES_NO[language][value ? 0 : 1];

export const reportCells = (
  r: { reference: string; date: string; projectName: string; projectReference: string; author: string; review: string | null; consolidated: boolean },
  language: Language,
): Cell[] => [r.reference, r.date, r.projectName, r.projectReference, r.author, r.review, yesNo(r.consolidated, language)];

/** `fields` of the reports with these ids, with their authors and reviews, in id order. */
export function readReports<F extends Fields>(db: Executor, fields: F, reportIds: number[]) {
  return rowsOf(
    db,
    fields,
    sql`select ${selectList(fields)} from ${reports}
      join ${users} on ${users.id} = ${reports.createdById}
      left join ${reviews} on ${reviews.id} = ${reports.reviewId}
      where ${reports.id} = any(${`{${reportIds.join(',')}}`}::int[])
      order by ${reports.id}`,
  );
}

/** A report as its children's rows need it: the cells they start with, and whether it is consolidated. */
export interface ReportOfRows {
  cells: Cell[];
  consolidated: boolean;
}

/** The cells every row starts with (reference, date, project, author, review, consolidated), per report id. */
export async function reportCellsById(db: Executor, reportIds: number[], language: Language): Promise<Map<number, ReportOfRows>> {
  const rows = await readReports(db, { id: reports.id, ...reportColumns }, reportIds);
  return new Map(rows.map((r) => [r.id, { cells: reportCells(r, language), consolidated: r.consolidated }]));
}
