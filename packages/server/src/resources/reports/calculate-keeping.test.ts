import { calculate, type ReportInput, type ReportResult } from '@huella/emissions';
import { describe, expect, it } from 'vitest';
import { defaultFactorSet } from '../../core-data/default-factor-set.ts';
import { calculateKeeping } from './calculate-keeping.ts';

const report: ReportInput = {
  only_scope3: false,
  cargos: [
    { id: 1, weight: 12.5 },
    { id: 2, weight: 3 },
    { id: 3, weight: 7 },
  ],
  stages: [
    { id: 10, mode: 'road', cargos: [1, 2], operated_by: 'third_party', distance: 431.7, factor_class: 'hgv_average' },
    { id: 11, mode: 'rail', cargos: [2, 3], operated_by: 'own', distance: 120, vehicle: null, traction: 'electric' },
    { id: 12, mode: 'road', cargos: [3], operated_by: 'own', distance: 55, factor_class: 'hgv_average' },
  ],
  storages: [
    { id: 20, cargos: [1], moves_number: 2, type: 'third_party' },
    { id: 21, cargos: [2, 3], moves_number: 1, type: 'own' },
  ],
};

function ok(result: ReportResult | { ok: false; field: string; code: string }): ReportResult {
  if (!result.ok) throw new Error(`${result.field} ${result.code}`);
  return result;
}

describe('calculateKeeping', () => {
  it('gives the bytes of the whole calculation, its lists holding only the kept rows', () => {
    const set = defaultFactorSet();
    const whole = ok(calculate(report, set));
    const kept = ok(calculateKeeping(report, set, { stages: new Set([11]), storages: new Set([20, 21]) }));
    expect(JSON.stringify(kept)).toBe(JSON.stringify({ ...whole, stages: whole.stages.filter((s) => s.id === 11) }));
    const none = ok(calculateKeeping(report, set, { stages: new Set(), storages: new Set() }));
    expect(JSON.stringify(none)).toBe(JSON.stringify({ ...whole, stages: [], storages: [] }));
  });

  it('answers the error the whole calculation answers, named by the row’s place in the report', () => {
    const bad: ReportInput = { ...report, stages: [...(report.stages ?? []), { id: 13, mode: 'road', cargos: [9], distance: 10, factor_class: 'hgv_average' }] };
    const set = defaultFactorSet();
    expect(calculateKeeping(bad, set, { stages: new Set(), storages: new Set() })).toEqual(calculate(bad, set));
    expect(calculate(bad, set)).toMatchObject({ ok: false, field: 'stages[3].cargos[0]' });
  });
});
