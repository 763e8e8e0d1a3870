import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { hashCanonical } from './sha256-hex.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops whitespace and undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('hashes the same data to the same SHA-256 whatever the key order', () => {
    expect(hashCanonical({ a: 1, b: 2 })).toBe(hashCanonical({ b: 2, a: 1 }));
    expect(hashCanonical('')).toBe('12ae32cb1ec02d01eda3581b127c1fee3b0dc53572ed6baf239721a03d82e126');
  });
});
