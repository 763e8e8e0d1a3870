import { calculate, type ReportInput, type StageInput } from '@huella/emissions';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFactorSet } from '../../core-data/default-factor-set.ts';
import type { CalculationGraph } from './report-graph.ts';
import { rowsToStore } from './rows-to-store.ts';
import type { StageInputRow } from './stages/repository.ts';
import type { StorageRow } from './storages/repository.ts';

/** The links of rows by id, each to the cargos given, as the repositories group them (none: no entry). */
function links<K extends string>(rows: Record<number, number[]>, key: K): Map<number, (Record<K, number> & { cargoId: number })[]> {
  return new Map(
    Object.entries(rows)
      .filter(([, cargos]) => cargos.length)
      .map(([id, cargos]) => [Number(id), cargos.map((cargoId) => ({ [key]: Number(id), cargoId }) as Record<K, number> & { cargoId: number })]),
  );
}

/** A graph of stages and storages by id, each with the cargos given. */
function graph(stages: Record<number, number[]>, storages: Record<number, number[]> = {}): CalculationGraph {
  return {
    cargos: [],
    stages: Object.keys(stages).map((id) => ({ id: Number(id) }) as StageInputRow),
    stageLinks: links(stages, 'stageId'),
    storages: Object.keys(storages).map((id) => ({ id: Number(id) }) as StorageRow),
    storageLinks: links(storages, 'storageId'),
  };
}

/** A report of road and rail stages on six cargos, and a warehouse. */
function input(stages: { distance: number; cargos: number[]; mode: string; own: boolean }[]): ReportInput {
  return {
    only_scope3: false,
    cargos: [1, 2, 3, 4, 5, 6].map((id) => ({ id, weight: id * 1.5 })),
    stages: stages.map(
      (s, i): StageInput =>
        s.mode === 'road'
          ? { id: i, mode: 'road', cargos: s.cargos, operated_by: s.own ? 'own' : 'third_party', distance: s.distance, factor_class: 'hgv_average' }
          : { id: i, mode: 'rail', cargos: s.cargos, operated_by: s.own ? 'own' : 'third_party', distance: s.distance, vehicle: null, traction: 'electric' },
    ),
    storages: [{ id: 100, cargos: [1, 2], moves_number: 3, type: 'third_party' }],
  };
}

describe('rowsToStore', () => {
  it('stores the rows the change wrote and the routed ones, and names the cargos they carried before and after', () => {
    const before = graph({ 1: [7, 8], 2: [9], 3: [7] }, { 5: [8] });
    const after = graph({ 1: [8, 10], 2: [9], 3: [7] }, { 5: [8] });
    const rows = rowsToStore(before, after, { stages: [1], storages: [] }, new Set([3]));
    expect([...rows.stages].toSorted((a, b) => a - b)).toEqual([1, 3]);
    expect([...rows.storages]).toEqual([]);
    expect(rows.cargos.toSorted((a, b) => a - b)).toEqual([7, 8, 10]);
    expect(rows.cargoless).toBe(false);
  });

  it('names the cargos of a deleted row, and the rows without cargos when one of them had none', () => {
    const before = graph({ 1: [7], 2: [] }, { 5: [8] });
    const after = graph({ 2: [9] }, {});
    expect(rowsToStore(before, after, { stages: [1, 2], storages: [5] }, new Set())).toEqual({ stages: new Set([2]), storages: new Set(), cargos: [9, 7, 8], cargoless: true });
  });

  // What storing only the rows a change wrote rests on (rows-to-store.ts): the core calculates a stage or a storage
  // from its own input and its cargos alone, so a row the change did not touch has the same result.
  it('holds to a core that gives an untouched row the same result, whatever the other rows', () => {
    const set = defaultFactorSet();
    const stage = fc.record({
      distance: fc.double({ min: 1, max: 5_000, noNaN: true }),
      cargos: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
      mode: fc.constantFrom('road', 'rail'),
      own: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(stage, { minLength: 2, maxLength: 8 }), stage, fc.nat(), (stages, changed, at) => {
        const touched = at % stages.length;
        const before = calculate(input(stages), set);
        const after = calculate(input(stages.map((s, i) => (i === touched ? changed : s))), set);
        if (!before.ok || !after.ok) throw new Error('the report does not calculate');
        expect(after.stages.filter((s) => s.id !== touched)).toEqual(before.stages.filter((s) => s.id !== touched));
        expect(after.storages).toEqual(before.storages);
      }),
      { numRuns: 200 },
    );
  });
});
