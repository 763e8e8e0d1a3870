import { describe, expect, it } from 'vitest';
import { consumptionSlices, voyageSlices } from './breakdown-slices.ts';
import { fixtureConsumption, fixtureVoyage } from './consumption-totals-fixture.ts';

describe('consumptionSlices', () => {
  it('gives each consumption its share of the consumptions’ CO2e, numbered as in the table', () => {
    const slices = consumptionSlices([
      fixtureConsumption({ id: 7, type: 'gasoil', CO2_total: 750 }),
      fixtureConsumption({ id: 8, type: 'electricity', center: null, date: '2026-02-28', CO2_total: 250 }),
    ]);
    expect(slices).toEqual([
      { key: 'consumption-7', number: 1, energy: 'gasoil', subject: 'Valencia', kg: 750, share: 0.75 },
      { key: 'consumption-8', number: 2, energy: 'electricity', subject: '2026-02-28', kg: 250, share: 0.25 },
    ]);
  });

  it('gives every slice a zero share when nothing emits', () => {
    expect(consumptionSlices([fixtureConsumption({ CO2_total: 0 })]).map((slice) => slice.share)).toEqual([0]);
  });
});

describe('voyageSlices', () => {
  it('names a voyage by its car, or by the car family when no car was chosen, coloured by the fuel', () => {
    const slices = voyageSlices([
      fixtureVoyage({ id: 3, CO2_total: 30 }),
      fixtureVoyage({ id: 4, car: null, car_family: 'Nissan Leaf', fuel: 'electricity', CO2_total: 10 }),
    ]);
    expect(slices.map(({ subject, energy, share }) => ({ subject, energy, share }))).toEqual([
      { subject: '1234ABC', energy: 'gasoil', share: 0.75 },
      { subject: 'Nissan Leaf', energy: 'electricity', share: 0.25 },
    ]);
  });
});
