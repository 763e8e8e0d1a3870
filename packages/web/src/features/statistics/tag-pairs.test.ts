import { describe, expect, it } from 'vitest';
import { isTagPair, normalisedTagPair } from './tag-pairs.ts';

const allowed = ['customer', 'order'];

describe('tag pairs', () => {
  it('takes key:value with one of the company tags and a value', () => {
    expect(isTagPair('customer:ACME Retail', allowed)).toBe(true);
    expect(isTagPair('customer: ACME, Inc.', allowed)).toBe(true);
    expect(isTagPair('order:PO-1:2', allowed)).toBe(true);
  });

  it('refuses another key, a missing value and the pair separator', () => {
    expect(isTagPair('colour:red', allowed)).toBe(false);
    expect(isTagPair('customer:', allowed)).toBe(false);
    expect(isTagPair('customer', allowed)).toBe(false);
    expect(isTagPair(':ACME', allowed)).toBe(false);
    expect(isTagPair('customer:A|order:B', allowed)).toBe(false);
  });

  it('writes a pair as the API matches it', () => {
    expect(normalisedTagPair(' customer : ACME Retail ')).toBe('customer:ACME Retail');
  });
});
