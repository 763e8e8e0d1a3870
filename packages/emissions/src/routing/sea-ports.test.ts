import { describe, expect, it } from 'vitest';
import { shippedSeaNetwork } from '../testing/shipped-data.ts';
import { cleanSeaPorts } from './sea-ports.ts';
import { listSeaPorts } from './sea-route.ts';

const country = (lat: number, lng: number) => ({ name: 'p', coordinates: [lng, lat] as [number, number] });

describe('cleanSeaPorts', () => {
  it('swaps a row whose exchanged coordinates sit among its country’s ports', () => {
    const [, , , swapped] = cleanSeaPorts({
      CLAAA: country(-33, -71.6),
      CLBBB: country(-36.7, -73.1),
      CLCCC: country(-23.6, -70.4),
      // Stored as [lat, lon] instead of [lon, lat].
      CLDDD: { name: 'd', coordinates: [-27.05, -70.84] },
    });
    expect(swapped).toMatchObject({ locode: 'CLDDD', lat: -27.05, lng: -70.84, latLngSwapped: true });
  });

  it('leaves rows without coordinates out', () => {
    expect(cleanSeaPorts({ BHAHD: { name: 'Al Hidd' } })).toEqual([]);
  });
});

describe('listSeaPorts', () => {
  const ports = listSeaPorts(shippedSeaNetwork());
  const byCode = new Map(ports.map((port) => [port.code, port]));

  it('lists the located ports, sorted by code, with a snap distance', () => {
    expect(ports.length).toBeGreaterThan(1600);
    const codes = ports.map((port) => port.code);
    expect(codes).toEqual(codes.toSorted());
    expect(byCode.get('NLRTM')).toMatchObject({ name: 'Rotterdam', country_code: 'NL', inland: false });
  });

  it('corrects the swapped rows, the reviewed DR Congo pair included', () => {
    const swapped = ports.filter((port) => port.lat_lng_swapped).map((port) => port.code);
    expect(swapped).toEqual(
      ['ANGSB', 'ARDDC', 'CDBOA', 'CDMAT', 'CLJRL', 'CLPGO', 'CLPPD', 'DZAAE', 'ISESK', 'REPDG', 'VEGUB'],
    );
    expect(byCode.get('VEGUB')).toMatchObject({ lat: 11.6656673, lng: -70.2147818 });
  });

  it('marks far inland ports', () => {
    expect(byCode.get('USDEN')?.inland).toBe(true);
    expect(byCode.get('SGSIN')?.inland).toBe(false);
  });
});
