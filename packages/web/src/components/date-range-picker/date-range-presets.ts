import { DATE_PRESETS } from '@huella/contracts';

/** The picker's presets (docs/spec/part-1.md §2); filter templates save them by these names. */
export const DATE_RANGE_PRESETS = DATE_PRESETS;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Both ends inclusive, as the API's date_after/date_before take them: yyyy-MM-dd. */
export type DateRange = [string, string];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** yyyy-MM-dd of a local calendar day (docs/spec/part-1.md §9). */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function day(year: number, month: number, date: number): Date {
  // The Date constructor rolls months and days over (month -1 is last December, day 0 the month's last day).
  return new Date(year, month, date);
}

function range(from: Date, to: Date): DateRange {
  return [formatDay(from), formatDay(to)];
}

/**
 * The eight presets of docs/spec/part-1.md §2, relative to `today` (local time). Weeks start on Monday.
 * "This" periods are the whole current week, month or year; "last" periods are whole periods
 * before the current one: last 3 (6) months are the three (six) complete months before this month,
 * last year is the previous calendar year.
 */
export function presetRange(preset: DateRangePreset, today: Date): DateRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  const sinceMonday = (today.getDay() + 6) % 7;
  switch (preset) {
    case 'this_week':
      return range(day(y, m, d - sinceMonday), day(y, m, d - sinceMonday + 6));
    case 'this_month':
      return range(day(y, m, 1), day(y, m + 1, 0));
    case 'this_year':
      return range(day(y, 0, 1), day(y, 11, 31));
    case 'last_week':
      return range(day(y, m, d - sinceMonday - 7), day(y, m, d - sinceMonday - 1));
    case 'last_month':
      return range(day(y, m - 1, 1), day(y, m, 0));
    case 'last_3_months':
      return range(day(y, m - 3, 1), day(y, m, 0));
    case 'last_6_months':
      return range(day(y, m - 6, 1), day(y, m, 0));
    case 'last_year':
      return range(day(y - 1, 0, 1), day(y - 1, 11, 31));
  }
}
