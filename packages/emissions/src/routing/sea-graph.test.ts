import { describe, expect, it } from 'vitest';
import { shippedSeaNetwork } from '../testing/shipped-data.ts';
import { buildSeaGraph } from './sea-graph.ts';

describe('buildSeaGraph', () => {
  it('joins ±180 at the same latitude with a zero-length edge and keeps the largest piece', () => {
    const graph = buildSeaGraph([
      [
        [170, 10],
        [180, 10],
      ],
      [
        [-180, 10],
        [-170, 10],
      ],
      [
        [0, 0],
        [1, 0],
      ],
    ]);
    expect(graph.nodeCount).toBe(4);
    expect(graph.joins).toEqual([{ kind: 'antimeridian', from: [-180, 10], to: [180, 10], km: 0 }]);
    expect(graph.droppedPieces).toBe(1);
  });
});

describe('the shipped network graph', () => {
  const graph = shippedSeaNetwork().graph();

  it('keeps almost all of MARNET in one connected piece', () => {
    expect(graph.nodeCount).toBeGreaterThan(5600);
    expect(graph.joins.filter((join) => join.kind === 'antimeridian').length).toBeGreaterThanOrEqual(15);
  });

  it('tags at least one edge for every passage', () => {
    const seen = new Set<number>();
    for (const mask of graph.edgePassages) for (let bit = 0; bit < 11; bit++) if (mask & (1 << bit)) seen.add(bit);
    expect(seen.size).toBe(11);
  });
});
