import { describe, expect, it } from 'vitest';
import { calculateStage } from '../calculate-stage.ts';
import { desnz2025 } from '../testing/shipped-data.ts';
import type { RoadStageInput } from '../input/input-types.ts';
import { AR6_CH4_N2O, exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';

describe('road stages (docs/methodology.md §5.1)', () => {
  it('reproduces worked example (a): per_tkm with DESNZ 2025, two cargos', () => {
    const stage: RoadStageInput = { id: 1, mode: 'road', distance: 500, cargos: [1, 2] };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 6 }, { id: 2, weight: 4 }], desnz2025()));
    expect(r.method).toBe('per_tkm');
    expect(r.distance_method).toBe('declared');
    expect(r.tkm).toBeCloseTo(5000, 9);
    expect(r.co2e_ttw).toBeCloseTo(508.15, 3);
    expect(r.co2e_wtt).toBeCloseTo(117.95, 3);
    expect(r.co2e_wtw).toBeCloseTo(626.1, 3);
    expect(r.intensity_g_per_tkm).toBeCloseTo(125.22, 2);
    expect(r.scopes).toEqual({ scope1: 0, scope2: 0, scope3: r.co2e_wtw });
    expect(r.cargos.map((c) => c.co2e_wtw)).toEqual([expect.closeTo(375.66, 3), expect.closeTo(250.44, 3)]);
    expect(r.factors_used.map((f) => f.key)).toEqual([
      'road.per_tkm.hgv_average',
      'road.per_tkm.hgv_average.wtt',
      'road.per_tkm.hgv_average.ch4',
      'road.per_tkm.hgv_average.n2o',
      'gwp.CH4',
      'gwp.N2O',
    ]);
  });

  it('uses the class of the vehicle, with the diesel ratio when the class has no WTT of its own', () => {
    const stage: RoadStageInput = { id: 1, mode: 'road', distance: 100, cargos: [1], factor_class: 'artic_gt33t' };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 10 }], desnz2025()));
    expect(r.co2e_ttw).toBeCloseTo(1000 * 0.07703, 9);
    expect(r.co2e_wtt).toBeCloseTo(1000 * 0.07703 * 0.2321, 9);
    expect(r.factors_used.map((f) => f.key)).toEqual([
      'road.per_tkm.artic_gt33t',
      'wtt_per_ttw.diesel',
      'road.per_tkm.artic_gt33t.ch4',
      'road.per_tkm.artic_gt33t.n2o',
      'gwp.CH4',
      'gwp.N2O',
    ]);
  });

  it('falls back to hgv_average for an unknown class', () => {
    const stage: RoadStageInput = { id: 1, mode: 'road', distance: 100, cargos: [1], factor_class: 'van_lt3_5t' };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 10 }], desnz2025()));
    expect(r.co2e_ttw).toBeCloseTo(1000 * 0.10163, 9);
  });

  const entry = { vehicle: 'Truck 25 t', euro_standard: 'euro_6', A1: 0.8, B1: 1.2, C1: 0.05, D1: 0.03, E1: 2.0, F1: 0.03 };
  const exampleB = exampleFactorSet({ gwp: AR6_CH4_N2O, factors: { 'wtt_per_ttw.diesel': 0.2321 }, road_vehicle_reviews: [entry] });
  const truck = { mode: 'road', vehicle: 'Truck 25 t', euro_standard: 'euro_6', capacity_load: 25, distance: 400 } as const;

  it('reproduces worked example (b): per_vkm, full cargo', () => {
    const stage: RoadStageInput = { ...truck, id: 1, vehicle_load_type: 'full_cargo', vehicles_number: 1, cargos: [1] };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 15 }], exampleB));
    expect(r.method).toBe('per_vkm');
    expect(r.gases.CO2).toBeCloseTo(416, 3);
    expect(r.gases.CH4).toBeCloseTo(0.02, 3);
    expect(r.gases.N2O).toBeCloseTo(0.012, 3);
    expect(r.gases.NOx).toBeCloseTo(0.8, 3);
    expect(r.gases.PM).toBeCloseTo(0.012, 3);
    expect(r.co2e_ttw).toBeCloseTo(419.872, 3);
    expect(r.co2e_wtt).toBeCloseTo(97.452, 3);
    expect(r.co2e_wtw).toBeCloseTo(517.324, 3);
    expect(r.intensity_g_per_tkm).toBeCloseTo(86.22, 2);
  });

  it('reproduces worked example (b): per_vkm, groupage of 5 t takes a third of the truck at LF 0.6', () => {
    const stage: RoadStageInput = { ...truck, id: 2, vehicle_load_type: 'groupage', cargos: [1] };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 5 }], exampleB));
    expect(r.gases.CO2).toBeCloseTo(138.667, 3);
    expect(r.co2e_ttw).toBeCloseTo(139.957, 3);
    expect(r.co2e_wtt).toBeCloseTo(32.484, 3);
    expect(r.co2e_wtw).toBeCloseTo(172.441, 3);
    expect(r.factors_used.map((f) => f.key)).toContain('road.groupage_load_factor');
  });

  it('caps the full-cargo load factor at 1', () => {
    const stage: RoadStageInput = { ...truck, id: 1, vehicle_load_type: 'full_cargo', cargos: [1] };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 40 }], exampleB));
    expect(r.gases.CO2).toBeCloseTo(1.2 * 400, 9);
  });

  it('prefers declared diesel over the vehicle entry', () => {
    const stage: RoadStageInput = { ...truck, id: 1, vehicle_load_type: 'full_cargo', cargos: [1], fuel_l: 100 };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 15 }], exampleB));
    expect(r.method).toBe('fuel');
    expect(r.co2e_ttw).toBeCloseTo(257.082, 6);
    expect(r.co2e_wtt).toBeCloseTo(62.665, 6);
  });

  it('uses the vehicle entry without a Euro standard when the stage names one it lacks', () => {
    const generic = exampleFactorSet({ road_vehicle_reviews: [{ ...entry, euro_standard: null }] });
    const stage: RoadStageInput = { ...truck, id: 1, euro_standard: 'euro_3', vehicle_load_type: 'full_cargo', cargos: [1] };
    expect(ok(calculateStage(stage, [{ id: 1, weight: 15 }], generic)).method).toBe('per_vkm');
  });

  it('puts an own-operated truck in scope 1 (TTW) and scope 3 (WTT)', () => {
    const stage: RoadStageInput = { id: 1, mode: 'road', distance: 500, cargos: [1], operated_by: 'own' };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 10 }], desnz2025()));
    expect(r.scopes.scope1).toBeCloseTo(508.15, 3);
    expect(r.scopes.scope3).toBeCloseTo(117.95, 3);
    const only3 = ok(calculateStage(stage, [{ id: 1, weight: 10 }], desnz2025(), { only_scope3: true }));
    expect(only3.scopes).toEqual({ scope1: 0, scope2: 0, scope3: only3.co2e_wtw });
  });

  it('computes the distance from coordinates with the road circuity when none is declared', () => {
    const stage: RoadStageInput = { id: 1, mode: 'road', cargos: [1], origin: { lat: 0, lng: 0 }, destination: { lat: 0, lng: 1 } };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 1 }], desnz2025()));
    expect(r.distance_method).toBe('gcd_circuity');
    expect(r.distance_km).toBeCloseTo(111.195 * 1.2, 2);
    expect(r.factors_used.map((f) => f.key)).toContain('circuity.road');
  });

  it('answers errors naming the field', () => {
    expect(calculateStage({ id: 1, mode: 'road', cargos: [] }, [], desnz2025())).toEqual({ ok: false, field: 'origin', code: 'required' });
    expect(calculateStage({ id: 1, mode: 'road', distance: -1 }, [], desnz2025())).toEqual({
      ok: false,
      field: 'distance',
      code: 'must_not_be_negative',
    });
    const groupage: RoadStageInput = { ...truck, id: 1, vehicle_load_type: 'groupage', capacity_load: 0 };
    expect(calculateStage(groupage, [{ id: 1, weight: 5 }], exampleB)).toEqual({ ok: false, field: 'capacity_load', code: 'must_be_positive' });
    const noLoadType: RoadStageInput = { ...truck, id: 1 };
    expect(calculateStage(noLoadType, [{ id: 1, weight: 5 }], exampleB)).toEqual({ ok: false, field: 'vehicle_load_type', code: 'required' });
  });
});
