import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '../http/messages.ts';

/**
 * A column in the reader's language: the Spanish one where we ship it (vehicles, ship types, aircraft families,
 * default materials), else the one text there is (a material a company typed has one name). Select it, search
 * it, order by it: every reader of names goes through here, so a list, the totals, the PDF and the CSV agree.
 */
export function localised(english: AnyColumn, spanish: AnyColumn, language: Language): SQL<string> {
  return language === 'es' ? sql<string>`coalesce(${spanish}, ${english})` : sql<string>`${english}`;
}

/** The name of a row of a table that ships `name` and `name_es`. */
export const localisedName = (table: { name: AnyColumn; nameEs: AnyColumn }, language: Language): SQL<string> =>
  localised(table.name, table.nameEs, language);
