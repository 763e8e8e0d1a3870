import { describe, expect, it } from 'vitest';
import { mapBounds, mapLegs, mapSites, stageLine, worldCopyOffsets } from './map-layers.ts';
import { fixtureStage, fixtureStorage } from './totals-fixture.ts';

describe('stageLine', () => {
  it('draws a sea leg along its routed geometry, turning [lng, lat] into [lat, lng]', () => {
    const stage = fixtureStage({
      transport_type: 'nautical',
      geometry: [
        [121.47, 31.23],
        [122.68, 30.83],
        [4.5, 51.92],
      ],
    });
    expect(stageLine(stage)).toEqual([
      [31.23, 121.47],
      [30.83, 122.68],
      [51.92, 4.5],
    ]);
  });

  it('draws an overland leg as a straight line between its ends', () => {
    expect(stageLine(fixtureStage())).toEqual([
      [39.47, -0.38],
      [45.76, 4.84],
    ]);
  });

  it('draws an air leg as a great-circle arc', () => {
    const line = stageLine(
      fixtureStage({ transport_type: 'air', origin_location: { lat: 40.4, lng: -3.7 }, destination_location: { lat: 40.7, lng: -74 } }),
    );
    expect(line?.length).toBeGreaterThan(10);
    expect(Math.max(...(line ?? []).map(([lat]) => lat))).toBeGreaterThan(45);
  });

  it('draws nothing when a location is missing', () => {
    expect(stageLine(fixtureStage({ destination_location: null }))).toBeNull();
  });
});

describe('mapLegs and mapSites', () => {
  it('numbers legs as the table does and skips stages without a line', () => {
    const legs = mapLegs([fixtureStage({ id: 7, origin_location: null }), fixtureStage({ id: 8 })]);
    expect(legs.map((leg) => [leg.id, leg.number])).toEqual([[8, 2]]);
  });

  it('places warehouses that have a location', () => {
    const sites = mapSites([fixtureStorage({ id: 3 }), fixtureStorage({ id: 4, place_location: null })]);
    expect(sites).toEqual([{ id: 3, name: 'Madrid cross-dock', place: 'Madrid, Spain', position: [40.4168, -3.7038] }]);
  });
});

describe('mapBounds and worldCopyOffsets', () => {
  it('boxes every leg and site', () => {
    const bounds = mapBounds(mapLegs([fixtureStage()]), mapSites([fixtureStorage()]));
    expect(bounds).toEqual([
      [39.47, -3.7038],
      [45.76, 4.84],
    ]);
    expect(worldCopyOffsets(bounds)).toEqual([0]);
  });

  it('has no box when there is nothing to draw', () => {
    expect(mapBounds([], [])).toBeNull();
    expect(worldCopyOffsets(null)).toEqual([0]);
  });

  it('asks for a copy of the world east of the antimeridian when a leg runs past 180', () => {
    expect(
      worldCopyOffsets([
        [30, 120],
        [60, 210],
      ]),
    ).toEqual([0, 360]);
  });
});
