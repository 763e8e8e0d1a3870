import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { hashCanonical } from './sha256-hex.ts';

/** The definition canonicalJson is written for speed against: the bytes of every stored input hash come from it. */
function plainCanonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : plainCanonicalJson(item))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).toSorted()) {
    const member = record[key];
    if (member === undefined || typeof member === 'function') continue;
    members.push(`${JSON.stringify(key)}:${plainCanonicalJson(member)}`);
  }
  return `{${members.join(',')}}`;
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops whitespace and undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('hashes the same data to the same SHA-256 whatever the key order', () => {
    expect(hashCanonical({ a: 1, b: 2 })).toBe(hashCanonical({ b: 2, a: 1 }));
    expect(hashCanonical('')).toBe('12ae32cb1ec02d01eda3581b127c1fee3b0dc53572ed6baf239721a03d82e126');
  });

  it('writes the bytes of the plain definition for any value, odd ones included', () => {
    // An array with a hole at 1, which Array.prototype.join writes as nothing.
    const holed: number[] = [];
    holed[0] = 1;
    holed[2] = 3;
    // Names past the few sorted in place, and names that differ beyond the first code unit or outside the BMP.
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${(i * 7) % 40}`, i]));
    const names = { b: 1, a: 2, aa: 3, 'a\u{1F4E6}': 4, 'a\uFFFF': 5, A: 6, '': 7, '10': 8, '9': 9 };
    const odd = [-0, NaN, Infinity, -Infinity, 1e21, 5e-324, '\u2028"\\\n\ud800', holed, [undefined, () => 1], new Date(0), { toJSON: () => 'x' }, many, names];
    for (const value of odd) expect(canonicalJson(value)).toBe(plainCanonicalJson(value));
    fc.assert(
      fc.property(
        fc.anything({ withSparseArray: true, withBoxedValues: true, withDate: true, withNullPrototype: true, withTypedArray: true, withObjectString: true }),
        (value) => canonicalJson(value) === plainCanonicalJson(value),
      ),
      { numRuns: 2_000 },
    );
  });
});
