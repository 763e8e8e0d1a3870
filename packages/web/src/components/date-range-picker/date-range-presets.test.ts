import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, formatDay, presetRange } from './date-range-presets.ts';

// Wednesday 14 May 2025 (local time).
const wednesday = new Date(2025, 4, 14);

describe('presetRange', () => {
  it('takes whole periods around a mid-week, mid-month day', () => {
    expect(Object.fromEntries(DATE_RANGE_PRESETS.map((p) => [p, presetRange(p, wednesday)]))).toEqual({
      this_week: ['2025-05-12', '2025-05-18'],
      this_month: ['2025-05-01', '2025-05-31'],
      this_year: ['2025-01-01', '2025-12-31'],
      last_week: ['2025-05-05', '2025-05-11'],
      last_month: ['2025-04-01', '2025-04-30'],
      last_3_months: ['2025-02-01', '2025-04-30'],
      last_6_months: ['2024-11-01', '2025-04-30'],
      last_year: ['2024-01-01', '2024-12-31'],
    });
  });

  it('starts the week on Monday, also when today is Sunday or Monday', () => {
    expect(presetRange('this_week', new Date(2025, 4, 18))).toEqual(['2025-05-12', '2025-05-18']);
    expect(presetRange('this_week', new Date(2025, 4, 12))).toEqual(['2025-05-12', '2025-05-18']);
    expect(presetRange('last_week', new Date(2025, 4, 18))).toEqual(['2025-05-05', '2025-05-11']);
  });

  it('crosses month and year boundaries', () => {
    const newYearsDay = new Date(2026, 0, 1); // a Thursday
    expect(presetRange('this_week', newYearsDay)).toEqual(['2025-12-29', '2026-01-04']);
    expect(presetRange('last_week', newYearsDay)).toEqual(['2025-12-22', '2025-12-28']);
    expect(presetRange('last_month', newYearsDay)).toEqual(['2025-12-01', '2025-12-31']);
    expect(presetRange('last_3_months', newYearsDay)).toEqual(['2025-10-01', '2025-12-31']);
    expect(presetRange('last_6_months', newYearsDay)).toEqual(['2025-07-01', '2025-12-31']);
  });

  it('ends February on the 29th in a leap year', () => {
    expect(presetRange('this_month', new Date(2024, 1, 10))).toEqual(['2024-02-01', '2024-02-29']);
    expect(presetRange('last_month', new Date(2025, 2, 31))).toEqual(['2025-02-01', '2025-02-28']);
  });
});

describe('formatDay', () => {
  it('writes yyyy-MM-dd with zero padding', () => {
    expect(formatDay(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});
