import { describe, expect, it } from 'vitest';
import { kmToNauticalMiles, routeEnds } from './distance.ts';

describe('distances', () => {
  it('converts km to nautical miles at 0.54 with two decimals', () => {
    expect(kmToNauticalMiles(100)).toBe(54);
    expect(kmToNauticalMiles(18_123.4)).toBe(9786.64);
    expect(kmToNauticalMiles(1.234)).toBe(0.67);
  });

  it('names the first missing end of a calculation', () => {
    expect(routeEnds(null, { lat: 1, lng: 2 })).toEqual({ ok: false, missing: 'origin' });
    expect(routeEnds({ lat: 1, lng: 2 }, null)).toEqual({ ok: false, missing: 'destination' });
    expect(routeEnds('ESVLC', null, ['port_origin', 'port_destination'])).toEqual({ ok: false, missing: 'port_destination' });
    expect(routeEnds('ESVLC', 'CNSHA')).toEqual({ ok: true, origin: 'ESVLC', destination: 'CNSHA' });
  });
});
