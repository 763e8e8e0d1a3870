import { figures } from '../report-totals/totals-fixture.ts';
import type { TotalsConsumption, TotalsVoyage } from './breakdown-slices.ts';

/** Test data in the shape GET /api/reports/{id}/totals/ answers for a consumption report; every figure in kg. */
export function fixtureConsumption(overrides: Partial<TotalsConsumption> = {}): TotalsConsumption {
  return {
    ...figures(3197.47, { scope1: 2570.82, scope3: 626.65 }),
    id: 1,
    type: 'gasoil',
    date: '2026-03-31',
    center: 'Valencia',
    supplier: null,
    quantity: 1000,
    unit: 'l',
    method: 'metered',
    scope2_market_based: null,
    tags: {},
    factors_used: [],
    ...overrides,
  };
}

export function fixtureVoyage(overrides: Partial<TotalsVoyage> = {}): TotalsVoyage {
  return {
    ...figures(43.26, { scope1: 35.11, scope3: 8.15 }),
    id: 1,
    date: '2026-03-04',
    car: '1234ABC',
    car_family: 'Volkswagen Golf',
    fuel: 'gasoil',
    center: null,
    distance: 250,
    method: 'per_km',
    tags: {},
    factors_used: [],
    ...overrides,
  };
}
