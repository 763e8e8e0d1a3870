import { describe, expect, it } from 'vitest';
import { differences, emptyReport, flatten, halfFrozen, linkText, type ClientModel } from './crash-model.ts';

// The crash drill's comparison (crash-model.ts) must see every kind of loss, or its zero proves nothing.

function model(): ClientModel {
  const report = emptyReport({ project_name: 'A', date: '2026-01-01', read_only: false });
  report.cargos.set(11, { cargo_type: 'conventional', weight: 5 });
  report.stages.set(21, { kind: 'road', distance: 100, operated_by: 'own', cargos: [linkText(11, { customer: 'ACME' })], own: { vehicle_load_type: 'groupage' } });
  return new Map([[1, report]]);
}

describe('differences', () => {
  it('finds none between a state and itself', () => {
    expect(differences(flatten(model()), flatten(model()))).toEqual([]);
  });

  it('names a missing row, a changed one and an extra one', () => {
    const seen = model();
    const report = seen.get(1)!;
    report.cargos.delete(11);
    report.stages.get(21)!.distance = 101;
    report.storages.set(31, { warehouse_name: 'Hub', moves_number: 1, type: 'own', cargos: [] });
    expect(differences(flatten(model()), flatten(seen))).toEqual([
      'cargo:1:11 missing: {"cargo_type":"conventional","weight":5}',
      expect.stringMatching(/^stage:1:21 is .*"distance":101.*, expected .*"distance":100/),
      'storage:1:31 unexpected: {"warehouse_name":"Hub","moves_number":1,"type":"own","cargos":[]}',
    ]);
  });

  it('matches a row created in flight to the one new row of its parent, by content', () => {
    const expected = model();
    expected.get(1)!.cargos.set('new', { cargo_type: 'conventional', weight: 7 });
    const seen = model();
    seen.get(1)!.cargos.set(12, { cargo_type: 'conventional', weight: 7 });
    expect(differences(flatten(expected), flatten(seen))).toEqual([]);
    seen.get(1)!.cargos.set(12, { cargo_type: 'conventional', weight: 8 });
    expect(differences(flatten(expected), flatten(seen))).toEqual([
      'cargo:1:new missing: {"cargo_type":"conventional","weight":7}',
      'cargo:1:12 unexpected: {"cargo_type":"conventional","weight":8}',
    ]);
  });

  it('tells links apart by their tags, whatever their order', () => {
    expect(linkText(3, { b: '1', a: '2' })).toBe(linkText(3, { a: '2', b: '1' }));
    expect(linkText(3, { a: '1' })).not.toBe(linkText(3, { a: '2' }));
  });
});

const T1 = '2026-11-28T13:08:13.625Z';
/** Reports by id, consolidated or not. */
const reports = (frozen: Record<number, boolean>): ClientModel =>
  new Map(Object.entries(frozen).map(([id, ro]) => [Number(id), emptyReport({ project_name: id, date: '2026-01-01', read_only: ro })]));

describe('halfFrozen', () => {

  it('accepts an export in flight that froze all of its reports or none', () => {
    const set = [{ ids: [1, 2], acknowledged: false }];
    expect(halfFrozen(set, reports({ 1: false, 2: false }), new Map([[1, T1], [2, T1]]))).toEqual([]);
    expect(halfFrozen(set, reports({ 1: false, 2: false }), new Map([[1, null], [2, null]]))).toEqual([]);
  });

  it('names an export that froze part of its reports, or at two times', () => {
    const set = [{ ids: [1, 2], acknowledged: false }];
    expect(halfFrozen(set, reports({}), new Map([[1, T1], [2, null]]))).toEqual([`export of 1,2 froze 1 at ${T1}`]);
    const acknowledged = [{ ids: [1, 2], acknowledged: true }];
    expect(halfFrozen(acknowledged, reports({ 1: true, 2: true }), new Map([[1, T1], [2, '2026-11-28T13:08:14.000Z']]))).toHaveLength(1);
    expect(halfFrozen(acknowledged, reports({ 1: true, 2: true }), new Map([[1, null], [2, null]]))).toEqual(['export of 1,2 froze none at ']);
  });

  it('leaves out a report that a later write unconsolidated, the write in flight at the kill included', () => {
    // The drill's first 20-kill run on PostgreSQL reported this as half-consolidated: report 235 of an acknowledged
    // export had been unconsolidated by the write in flight, which committed.
    const set = [{ ids: [235, 381, 72], acknowledged: true }];
    const consolidatedAt = new Map<number, string | null>([[235, null], [381, T1], [72, T1]]);
    expect(halfFrozen(set, reports({ 235: false, 381: true, 72: true }), consolidatedAt)).toEqual([]);
  });
});
