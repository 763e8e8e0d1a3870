import type { HseqImportInput } from '@huella/contracts';

/** docs/spec/part-2.md §2.5 "Import of consumptions", as the inputs hold it. */
export interface HseqImportValues {
  centers: string[];
  /** '' while the number input is empty. */
  year: number | '';
  months: string[];
}

/** docs/spec/part-2.md §9: the import's years and months. */
export const HSEQ_YEARS = { min: 2020, max: 2100 } as const;
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function emptyHseqImport(currentYear: number): HseqImportValues {
  return { centers: [], year: Math.min(Math.max(currentYear, HSEQ_YEARS.min), HSEQ_YEARS.max), months: [] };
}

/** An empty year is sent as null, so that the server names the field as it does any other missing one. */
export type HseqImportBody = Omit<HseqImportInput, 'year'> & { year: number | null };

export function toHseqImportInput(values: HseqImportValues): HseqImportBody {
  return {
    centers: values.centers.map(Number),
    year: values.year === '' ? null : values.year,
    months: values.months.map(Number).toSorted((a, b) => a - b),
  };
}

/** "January" … "December" ("Enero" … in Spanish: a list item starts with a capital). */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { month: 'long', timeZone: 'UTC' });
  return MONTHS.map((month) => {
    const name = format.format(Date.UTC(2026, month - 1, 1));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}
