import { describe, expect, it } from 'vitest';
import { calculate } from './calculate-report.ts';
import type { ReportInput } from './input/input-types.ts';
import { splitReport, startReport } from './report-stream.ts';
import { hashCanonical } from './result/sha256-hex.ts';
import { desnz2025 } from './testing/shipped-data.ts';
import { expectOk as ok } from './testing/expect-ok.ts';

const transport: ReportInput = {
  id: 7,
  only_scope3: false,
  cargos: [
    { id: 1, weight: 6 },
    { id: 2, weight: 4 },
    { id: 3, teu: 2 },
  ],
  stages: [
    { id: 'road', mode: 'road', distance: 500, cargos: [1, 2] },
    { id: 'sea', mode: 'sea', ship_load_type: 'container', distance: 10000, distance_method: 'sea_network', cargos: [1, 2, 3] },
    { id: 'air', mode: 'air', distance: 6095, cargos: [3], operated_by: 'own' },
    { id: 'rail', mode: 'rail', distance: 310, cargos: [2] },
    { id: 'road2', mode: 'road', distance: 120, cargos: [1] },
  ],
  storages: [
    { id: 'hub', moves_number: 2, cargos: [1, 3] },
    { id: 'dc', moves_number: 1, cargos: [2] },
  ],
};
const consumption: ReportInput = {
  only_scope3: false,
  consumptions: [{ id: 'c', type: 'electricity', quantity: '1000' }],
  voyages: [
    { id: 'v', distance: '250' },
    { id: 'w', distance: '80' },
  ],
};
const mixed: ReportInput = { ...transport, consumptions: consumption.consumptions, voyages: consumption.voyages };

function inChunks<T>(items: readonly T[] | undefined, size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < (items ?? []).length; at += size) chunks.push((items ?? []).slice(at, at + size));
  return chunks;
}

function all<T>(results: (T[] | { ok: false; field: string })[]): T[] {
  return results.flatMap((r) => {
    if (!Array.isArray(r)) throw new Error(r.field);
    return r;
  });
}

/** The report given to the stream `size` items at a time, its results put back together. */
function streamed(report: ReportInput, size: number) {
  const { head, lists } = splitReport(report);
  const stream = startReport(head, lists, desnz2025());
  if ('ok' in stream) throw new Error(stream.field);
  const stages = all(inChunks(report.stages, size).map((chunk) => stream.stages(chunk)));
  const storages = all(inChunks(report.storages, size).map((chunk) => stream.storages(chunk)));
  const voyages = all(inChunks(report.voyages, size).map((chunk) => stream.voyages(chunk)));
  const s = ok(stream.finish());
  // In the order `calculate` answers, so the two compare as bytes.
  return { ok: s.ok, factor_set: s.factor_set, input_hash: s.input_hash, only_scope3: s.only_scope3, totals: s.totals, stages, storages, consumptions: s.consumptions, voyages, cargos: s.cargos };
}

describe('startReport (a report calculated in parts)', () => {
  for (const [name, report] of [
    ['a transport report', transport],
    ['a consumption report', consumption],
    ['a report of every kind', mixed],
    ['a report without storages', { ...transport, storages: undefined }],
    ['a report with empty lists', { cargos: [], stages: [], storages: [] }],
  ] as const) {
    it(`gives ${name} the same bytes as the whole calculation, whatever the parts`, () => {
      const whole = ok(calculate(report, desnz2025()));
      const set = desnz2025();
      // The input hash keeps its definition: the canonical JSON of the whole input with the factor set.
      expect(whole.input_hash).toBe(hashCanonical({ input: report, factor_set: { id: set.id, content_hash: set.content_hash } }));
      for (const size of [1, 2, 3, 100]) {
        expect(JSON.stringify(streamed(report, size)), `parts of ${size}`).toBe(JSON.stringify(whole));
      }
    });
  }

  it('names a bad stage by its place in the whole report, not in its part', () => {
    const { head, lists } = splitReport(transport);
    const stream = startReport(head, lists, desnz2025());
    if ('ok' in stream) throw new Error(stream.field);
    expect(stream.stages(transport.stages?.slice(0, 2) ?? [])).toHaveLength(2);
    const failed = stream.stages([{ id: 'bad', mode: 'road', distance: 10, cargos: [99] }]);
    expect(failed).toEqual({ ok: false, field: 'stages[2].cargos[0]', code: 'unknown_cargo' });
  });

  it('refuses a list given after a later one', () => {
    const { head, lists } = splitReport(transport);
    const stream = startReport(head, lists, desnz2025());
    if ('ok' in stream) throw new Error(stream.field);
    stream.storages([]);
    stream.storages(transport.storages ?? []);
    expect(() => stream.stages(transport.stages ?? [])).toThrow(/out of order/);
  });
});
