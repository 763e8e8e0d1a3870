import { describe, expect, it } from 'vitest';
import { shareSlices } from './share-slices.ts';
import { fixtureStage, fixtureStorage, fixtureTotals } from './totals-fixture.ts';

describe('shareSlices', () => {
  it('gives each stage and each storage its share of the CO2e, in table order', () => {
    const slices = shareSlices(
      fixtureTotals({
        stages: [
          fixtureStage({ id: 31, transport_type: 'nautical', origin: 'Shanghai', destination: 'Rotterdam', CO2_total: 7000 }),
          fixtureStage({ id: 32, origin: 'Rotterdam', destination: 'Madrid', CO2_total: 2000 }),
        ],
        storages: [fixtureStorage({ id: 16, CO2_total: 1000 })],
      }),
    );
    expect(slices.map(({ key, type, number, subject, share }) => ({ key, type, number, subject, share }))).toEqual([
      { key: 'stage-31', type: 'nautical', number: 1, subject: 'Shanghai → Rotterdam', share: 0.7 },
      { key: 'stage-32', type: 'overland', number: 2, subject: 'Rotterdam → Madrid', share: 0.2 },
      { key: 'storage-16', type: 'storage', number: 1, subject: 'Madrid cross-dock', share: 0.1 },
    ]);
  });

  it('gives every slice a zero share when nothing emits, instead of dividing by zero', () => {
    const slices = shareSlices(fixtureTotals({ stages: [fixtureStage({ CO2_total: 0 })], storages: [] }));
    expect(slices.map((slice) => slice.share)).toEqual([0]);
  });

  it('has no slices for a report without stages or storages', () => {
    expect(shareSlices({ stages: [], storages: [] })).toEqual([]);
  });
});
