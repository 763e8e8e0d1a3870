import { describe, expect, it } from 'vitest';
import { formatKilobytes } from './format-kilobytes.ts';

describe('formatKilobytes', () => {
  it('counts 1024 bytes to the kilobyte, with one decimal', () => {
    expect(formatKilobytes(0, 'en')).toBe('0.0 KB');
    expect(formatKilobytes(1536, 'en')).toBe('1.5 KB');
  });

  it('groups thousands and uses the decimal comma in Spanish', () => {
    expect(formatKilobytes(1024 * 12_345.25, 'en')).toBe('12,345.3 KB');
    expect(formatKilobytes(1536, 'es')).toBe('1,5 KB');
  });
});
