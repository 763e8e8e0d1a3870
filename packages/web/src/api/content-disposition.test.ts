import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition.ts';

describe('fileNameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="huella-stage-2025-01-01_2025-12-31.csv"')).toBe(
      'huella-stage-2025-01-01_2025-12-31.csv',
    );
  });

  it('reads a bare file name', () => {
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });

  it('prefers the encoded filename* form and decodes it', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''informe%20a%C3%B1o.csv`)).toBe('informe año.csv');
  });

  it('unescapes quoted characters', () => {
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
  });

  it('drops folders from the name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="..\\\\x.csv"')).toBe('x.csv');
  });

  it('falls back to text.csv without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBe('text.csv');
    expect(fileNameFromDisposition('attachment')).toBe('text.csv');
    expect(fileNameFromDisposition('attachment; filename=".."')).toBe('text.csv');
  });

  it('takes another fallback when given', () => {
    expect(fileNameFromDisposition(null, 'report.pdf')).toBe('report.pdf');
  });
});
