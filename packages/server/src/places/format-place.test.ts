import { describe, expect, it } from 'vitest';
import { formattedAddress, placeName, toPrediction } from './format-place.ts';
import type { Place } from './place.ts';

const port = (name: string, code: string): Place => ({
  id: `port:${code}`, kind: 'port', name, code, countryCode: code.slice(0, 2), locality: name, lat: 0, lng: 0, size: 1, aliases: [],
});

describe('format-place', () => {
  it('names a port in the language of the answer, unless its name already says port', () => {
    expect(placeName(port('Valencia', 'ESVLC'), 'en')).toBe('Port of Valencia');
    expect(placeName(port('Valencia', 'ESVLC'), 'es')).toBe('Puerto de Valencia');
    expect(placeName(port('London Gateway Port', 'GBLGP'), 'es')).toBe('London Gateway Port');
  });

  it('writes the country in the language of the answer', () => {
    expect(formattedAddress(port('Rotterdam', 'NLRTM'), 'en')).toBe('Port of Rotterdam (NLRTM), Netherlands');
    expect(formattedAddress(port('Rotterdam', 'NLRTM'), 'es')).toBe('Puerto de Rotterdam (NLRTM), Países Bajos');
  });

  it("prefers a country's plain name to its official form", () => {
    const taipei: Place = { ...port('Keelung', 'TWKEL'), kind: 'city', code: undefined, id: 'city:1' };
    expect(toPrediction(taipei, 'en').structured_formatting).toEqual({ main_text: 'Keelung', secondary_text: 'Taiwan' });
  });
});
