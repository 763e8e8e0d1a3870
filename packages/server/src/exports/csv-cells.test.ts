import { describe, expect, it } from 'vitest';
import { cell, csvLine, fixed } from './csv-cells.ts';

const en = { delimiter: ',', decimalComma: false } as const;
const es = { delimiter: ';', decimalComma: true } as const;

describe('csv cells', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(cell(text, en).replace(/^"/, '')).toMatch(/^'/);
    expect(cell('Plain', en)).toBe('Plain');
  });

  it('escapes a text that looks like a negative number, never a number or a figure', () => {
    expect(cell('-12.5', en)).toBe("'-12.5");
    expect(cell(-12.5, en)).toBe('-12.5');
    expect(cell(-12.5, es)).toBe('-12,5');
    expect(cell(fixed(-12.5, 3), es)).toBe('-12,500');
    expect(csvLine([fixed(-0.0004, 3), '+34 600 000 000'], en)).toBe("0.000,'+34 600 000 000\r\n");
  });

  it('quotes delimiters, quotes and line breaks, and writes numbers in the dialect', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 626.1, -0.5, null, true], en)).toBe('"a,b","say ""hi""","two\nlines",626.1,-0.5,,true\r\n');
    expect(csvLine(['a,b', 'a;b', 626.1, 1e-9], es)).toBe('a,b;"a;b";626,1;0,000000001\r\n');
  });
});
