import type { EmissionFigures, ReportTotals } from '@huella/contracts';
import type { TotalsStage, TotalsStorage } from './totals-types.ts';

/** Test data in the shape GET /api/reports/{id}/totals/ answers; every figure in kg. */
export function figures(co2eKg: number, overrides: Partial<EmissionFigures> = {}): EmissionFigures {
  return {
    CO2_total: co2eKg,
    CO2: co2eKg * 0.8,
    CH4: 0,
    N2O: 0,
    HFCS: 0,
    PFCS: 0,
    SF6: 0,
    NF3: 0,
    NOX: 0,
    SOX: 0,
    PM: 0,
    co2e_ttw: co2eKg * 0.8,
    co2e_wtt: co2eKg * 0.2,
    co2e_wtw_with_rf: co2eKg,
    scope1: 0,
    scope2: 0,
    scope3: co2eKg,
    not_estimated: ['HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM'],
    ...overrides,
  };
}

export function fixtureStage(overrides: Partial<TotalsStage> = {}): TotalsStage {
  return {
    ...figures(626.1),
    id: 1,
    kind: 'road',
    transport_type: 'overland',
    transport_details: [
      { enum: null, value: 'Articulated truck' },
      { enum: 'load_type', value: 'full_cargo' },
    ],
    operated_by: 'third_party',
    origin: 'Valencia',
    destination: 'Lyon',
    origin_location: { lat: 39.47, lng: -0.38 },
    destination_location: { lat: 45.76, lng: 4.84 },
    distance: 500,
    distance_method: 'declared',
    method: 'per_tkm',
    tkm: 5000,
    intensity_g_per_tkm: 125.22,
    factors_used: [],
    cargos: [],
    geometry: null,
    ...overrides,
  };
}

export function fixtureStorage(overrides: Partial<TotalsStorage> = {}): TotalsStorage {
  return {
    ...figures(19.58),
    id: 1,
    warehouse_name: 'Madrid cross-dock',
    place: 'Madrid, Spain',
    place_location: { lat: 40.4168, lng: -3.7038 },
    type: 'third_party',
    electricity_kwh: 38,
    diesel_l: 3.8,
    factors_used: [],
    cargos: [],
    ...overrides,
  };
}

export function fixtureTotals(overrides: Partial<ReportTotals> = {}): ReportTotals {
  return {
    ...figures(645.68, { scope1: 100, scope2: 20, scope3: 525.68 }),
    weight: 10,
    co2_per_ton: 64.568,
    tkm: 5000,
    intensity_g_per_tkm: 125.22,
    type: 'transport',
    only_scope3: false,
    review: { id: 1, title: 'DESNZ 2025', content_hash: 'abc' },
    input_hash: 'def',
    calculated_at: '2026-03-02T10:00:00.000Z',
    read_only: false,
    stages: [fixtureStage()],
    storages: [fixtureStorage()],
    cargos: [],
    ...overrides,
  };
}
