import { describe, expect, it } from 'vitest';
import { intakesUrl } from './hseq-client.ts';

describe('intakesUrl', () => {
  const query = { code: 'VLC 01/A', year: 2026, month: 3 };

  it('appends /intakes to the base address, with or without a trailing slash, and encodes the center code', () => {
    expect(intakesUrl('https://hseq.example.com/api/', query).href).toBe('https://hseq.example.com/api/intakes?center=VLC+01%2FA&year=2026&month=3');
    expect(intakesUrl('https://hseq.example.com/api', query).href).toBe('https://hseq.example.com/api/intakes?center=VLC+01%2FA&year=2026&month=3');
    expect(intakesUrl('http://127.0.0.1:9000', query).href).toBe('http://127.0.0.1:9000/intakes?center=VLC+01%2FA&year=2026&month=3');
  });

  it("keeps the base address's own query parameters", () => {
    expect(intakesUrl('https://hseq.example.com/v1?tenant=acme', query).href).toBe('https://hseq.example.com/v1/intakes?tenant=acme&center=VLC+01%2FA&year=2026&month=3');
  });
});
