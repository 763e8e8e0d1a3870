import { beforeAll, describe, expect, it } from 'vitest';
import type { Gazetteer } from './gazetteer.ts';
import { getGazetteer } from './shared-gazetteer.ts';

// The shipped data, built once for this file.
let g: Gazetteer;
beforeAll(() => {
  g = getGazetteer();
});
const top = (text: string, limit = 10) => g.search(text, limit).map((p) => p.id);

describe('getGazetteer on the shipped data', () => {
  it('holds the cities of 100,000 or more, the sea ports and the airports with an IATA code', () => {
    expect(g.size).toBeGreaterThan(10_000);
    expect(g.get('city:2509954')?.name).toBe('Valencia');
    expect(g.get('port:ESVLC')?.kind).toBe('port');
    expect(g.get('airport:MAD')?.region).toEqual({ long: 'Madrid', short: 'MD' });
    expect(getGazetteer()).toBe(g);
  });

  it('finds Valencia from "val" and Málaga with or without the accent', () => {
    expect(top('val')).toContain('city:2509954');
    expect(top('malaga')[0]).toBe('city:2514256');
    expect(top('Málaga')[0]).toBe('city:2514256');
  });

  it('finds the airport from "madrid barajas", by IATA and by ICAO', () => {
    expect(top('madrid barajas')[0]).toBe('airport:MAD');
    expect(top('MAD')[0]).toBe('airport:MAD');
    expect(top('lemd')[0]).toBe('airport:MAD');
  });

  it('finds the port by LOCODE in either case, and by its Spanish kind', () => {
    expect(top('ESVLC')).toEqual(['port:ESVLC']);
    expect(top('esvlc')).toEqual(['port:ESVLC']);
    expect(top('puerto valencia')[0]).toBe('port:ESVLC');
  });

  it('narrows by the Spanish or English country name', () => {
    expect(top('valencia españa')).toEqual(['city:2509954', 'port:ESVLC', 'airport:VLC']);
    expect(top('valencia spain')).toEqual(['city:2509954', 'port:ESVLC', 'airport:VLC']);
  });

  it('ranks New York City above places that only mention New York', () => {
    const ranked = top('new york');
    expect(ranked.indexOf('city:5128581')).toBeLessThan(ranked.indexOf('airport:JFK'));
    expect(ranked.indexOf('city:5128581')).toBeLessThan(ranked.indexOf('airport:EWR'));
  });

  it('has no Spanish city names: "nueva york" finds nothing', () => {
    expect(top('nueva york')).toEqual([]);
  });
});
