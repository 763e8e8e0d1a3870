import { describe, expect, it } from 'vitest';
import { pieShapes } from './pie-geometry.ts';

describe('pieShapes', () => {
  it('draws a quarter from 12 to 3 o’clock and the other three quarters on the long way back', () => {
    const shapes = pieShapes([{ kg: 250 }, { kg: 750 }], 100);
    expect(shapes).toEqual([
      { kind: 'wedge', slice: { kg: 250 }, d: 'M0 0L0 -100A100 100 0 0 1 100 0Z' },
      { kind: 'wedge', slice: { kg: 750 }, d: 'M0 0L100 0A100 100 0 1 1 0 -100Z' },
    ]);
  });

  it('ends each wedge where the next one starts, at its share of the turn', () => {
    const shapes = pieShapes([{ kg: 1 }, { kg: 3 }, { kg: 4 }], 10);
    expect(shapes.map((shape) => (shape.kind === 'wedge' ? shape.d : shape.kind))).toEqual([
      'M0 0L0 -10A10 10 0 0 1 7.071 -7.071Z',
      'M0 0L7.071 -7.071A10 10 0 0 1 0 10Z',
      'M0 0L0 10A10 10 0 0 1 0 -10Z',
    ]);
  });

  it('draws a single part as a whole circle', () => {
    expect(pieShapes([{ kg: 42 }], 100)).toEqual([{ kind: 'circle', slice: { kg: 42 } }]);
  });

  it('leaves out parts that emit nothing, so the one left is the whole circle', () => {
    expect(pieShapes([{ kg: 0 }, { kg: 5 }, { kg: -1 }], 100)).toEqual([{ kind: 'circle', slice: { kg: 5 } }]);
  });

  it('draws nothing when nothing emits', () => {
    expect(pieShapes([{ kg: 0 }], 100)).toEqual([]);
  });
});
