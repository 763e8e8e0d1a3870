import { describe, expect, it } from 'vitest';
import { headerOptions, unplacedHeaders } from './header-options.ts';

describe('headerOptions', () => {
  it('offers the file’s columns in the user’s language, then the company’s tags', () => {
    const options = headerOptions('rail_overland_stages', 'es', ['customer'], (tag) => `Etiqueta: ${tag}`);
    expect(options.slice(0, 3)).toEqual([
      { value: 'origin', label: 'origen' },
      { value: 'destination', label: 'destino' },
      { value: 'origin_lat', label: 'origen_lat' },
    ]);
    expect(options.at(-1)).toEqual({ value: 'tag:customer', label: 'Etiqueta: customer' });
    expect(options.some((o) => o.value === 'tags')).toBe(false);
  });
});

describe('unplacedHeaders', () => {
  it('lists the headers neither the server nor the user has placed', () => {
    const headers = [
      { header: 'origin', column: 'origin', source: 'ours' as const },
      { header: 'Km', column: null, source: null },
      { header: 'Notas', column: null, source: null },
      { header: '', column: null, source: null },
    ];
    expect(unplacedHeaders(headers, {})).toEqual(['Km', 'Notas']);
    expect(unplacedHeaders(headers, { Km: 'distance_km', Notas: null })).toEqual([]);
  });
});
