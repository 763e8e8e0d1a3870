import { describe, expect, it } from 'vitest';
import { calculate } from './calculate-report.ts';
import { desnz2025 } from './testing/shipped-data.ts';
import type { ReportInput } from './input/input-types.ts';
import { exampleFactorSet } from './testing/example-factor-set.ts';
import { expectOk as ok } from './testing/expect-ok.ts';

const report: ReportInput = {
  id: 7,
  cargos: [
    { id: 1, weight: 6 },
    { id: 2, weight: 4 },
    { id: 3, teu: 2 },
  ],
  stages: [
    { id: 'road', mode: 'road', distance: 500, cargos: [1, 2] },
    { id: 'sea', mode: 'sea', ship_load_type: 'container', distance: 10000, distance_method: 'sea_network', cargos: [1, 2, 3] },
    { id: 'air', mode: 'air', distance: 6095, cargos: [3], operated_by: 'own' },
  ],
  storages: [{ id: 'hub', moves_number: 2, cargos: [1, 3] }],
  consumptions: [{ id: 'c', type: 'electricity', quantity: '1000' }],
  voyages: [{ id: 'v', distance: '250' }],
};

describe('calculate (docs/methodology.md §6)', () => {
  it('totals every stage, storage, consumption and voyage, and the scopes add up to WTW', () => {
    const r = ok(calculate(report, desnz2025()));
    const parts = [...r.stages, ...r.storages, ...r.consumptions, ...r.voyages];
    expect(r.totals.co2e_wtw).toBeCloseTo(parts.reduce((sum, p) => sum + p.co2e_wtw, 0), 9);
    expect(r.totals.scopes.scope1 + r.totals.scopes.scope2 + r.totals.scopes.scope3).toBeCloseTo(r.totals.co2e_wtw, 9);
    expect(r.stages[0]?.co2e_wtw).toBeCloseTo(626.1, 3);
    expect(r.totals.tkm).toBeCloseTo(5000 + 30 * 10000 + 20 * 6095, 6);
  });

  it('counts 10 t per TEU when a cargo declares no weight', () => {
    const r = ok(calculate(report, desnz2025()));
    expect(r.cargos[2]?.mass_t).toBe(20);
    expect(r.stages[2]?.mass_t).toBe(20);
  });

  it('gives each cargo its share of every stage and storage it is on', () => {
    const r = ok(calculate(report, desnz2025()));
    const cargoSum = r.cargos.reduce((sum, c) => sum + c.co2e_wtw, 0);
    const transport = [...r.stages, ...r.storages].reduce((sum, p) => sum + p.co2e_wtw, 0);
    expect(cargoSum).toBeCloseTo(transport, 9);
    expect(r.cargos[1]?.co2e_wtw).toBeCloseTo(250.44 + r.stages[1]!.co2e_wtw * (4 / 30), 9);
  });

  it('hashes the input with the factor set id and content hash', () => {
    const a = ok(calculate(report, desnz2025()));
    expect(a.input_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.factor_set).toEqual({ id: 'desnz-2025', title: 'DESNZ 2025', content_hash: desnz2025().content_hash });
    const reordered = ok(calculate(JSON.parse(JSON.stringify({ voyages: report.voyages, ...report })) as ReportInput, desnz2025()));
    expect(reordered.input_hash).toBe(a.input_hash);
    const other = ok(calculate(report, exampleFactorSet({ id: 'desnz-2025', factors: { 'circuity.road': 1.3 } })));
    expect(other.input_hash).not.toBe(a.input_hash);
  });

  it('reports the market-based scope 2 beside the location-based one', () => {
    const set = exampleFactorSet({ supplier_type_reviews: [{ type: 'electricity', A1: 0.05, B1: 0, C1: 0 }] });
    const r = ok(calculate(report, set));
    expect(r.totals.scope2_market_based).toBeCloseTo(r.totals.scopes.scope2 - 177 + 50, 9);
  });

  it('puts everything in scope 3 for only_scope3 companies', () => {
    const r = ok(calculate({ ...report, only_scope3: true }, desnz2025()));
    expect(r.totals.scopes.scope1).toBe(0);
    expect(r.totals.scopes.scope2).toBe(0);
    expect(r.totals.scopes.scope3).toBeCloseTo(r.totals.co2e_wtw, 9);
  });

  it('answers errors with the path of the field', () => {
    expect(calculate({ ...report, stages: [{ id: 1, mode: 'road', distance: 5, cargos: [9] }] }, desnz2025())).toEqual({
      ok: false,
      field: 'stages[0].cargos[0]',
      code: 'unknown_cargo',
    });
    expect(calculate({ ...report, consumptions: [{ id: 1, type: 'gasoil', quantity: 'ten' }] }, desnz2025())).toEqual({
      ok: false,
      field: 'consumptions[0].quantity',
      code: 'invalid_number',
    });
    expect(calculate({ cargos: [{ id: 1 }, { id: '1' }] }, desnz2025())).toEqual({ ok: false, field: 'cargos[1].id', code: 'duplicate_id' });
    expect(calculate({ cargos: [{ id: 1, weight: -2 }] }, desnz2025())).toEqual({ ok: false, field: 'cargos[0].weight', code: 'must_not_be_negative' });
    expect(calculate({ stages: [{ id: 1, mode: 'road', distance: Number.NaN }] }, desnz2025())).toEqual({
      ok: false,
      field: 'stages[0].distance',
      code: 'invalid_number',
    });
  });

  it('returns zero figures and no intensity for an empty report', () => {
    const r = ok(calculate({}, desnz2025()));
    expect(r.totals.co2e_wtw).toBe(0);
    expect(r.totals.intensity_g_per_tkm).toBeNull();
  });
});
