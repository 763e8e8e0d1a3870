import { describe, expect, it } from 'vitest';
import { emptyHseqImport, monthNames, toHseqImportInput } from './hseq-import-values.ts';

describe('HSEQ import values', () => {
  it('starts on the current year, kept within 2020–2100', () => {
    expect(emptyHseqImport(2026)).toEqual({ centers: [], year: 2026, months: [] });
    expect(emptyHseqImport(2019).year).toBe(2020);
    expect(emptyHseqImport(2101).year).toBe(2100);
  });

  it('sends ids and months as numbers, the months in order', () => {
    expect(toHseqImportInput({ centers: ['3', '1'], year: 2026, months: ['12', '2', '10'] })).toEqual({ centers: [3, 1], year: 2026, months: [2, 10, 12] });
  });

  it('sends an empty year as null for the server to name', () => {
    expect(toHseqImportInput({ centers: [], year: '', months: [] })).toEqual({ centers: [], year: null, months: [] });
  });

  it('names the months in each language', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('es')[2]).toBe('Marzo');
  });
});
