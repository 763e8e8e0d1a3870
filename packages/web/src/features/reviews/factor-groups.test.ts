import { REQUIRED_FACTOR_KEYS } from '@huella/emissions';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/app.json';
import es from '../../i18n/es/app.json';
import { groupFactors, meaningOf } from './factor-groups.ts';

describe('groupFactors', () => {
  it('groups keys by their first part, in the methodology’s order, with unknown ones last', () => {
    expect(groupFactors(['air.load_factor', 'road.per_tkm.hgv_average', 'zeta.x', 'road.groupage_load_factor'])).toEqual([
      { group: 'road', keys: ['road.groupage_load_factor', 'road.per_tkm.hgv_average'] },
      { group: 'air', keys: ['air.load_factor'] },
      { group: null, keys: ['zeta.x'] },
    ]);
  });

  it('puts every factor the methodology requires in a known group', () => {
    expect(groupFactors(REQUIRED_FACTOR_KEYS).some((group) => group.group === null)).toBe(false);
  });
});

describe('meaningOf', () => {
  it('gives every required factor a meaning written in both languages', () => {
    for (const key of REQUIRED_FACTOR_KEYS) {
      const meaning = meaningOf(key);
      expect(meaning, key).not.toBeNull();
      const name = (meaning as string).replace('reviews.meanings.', '');
      expect((en.reviews.meanings as Record<string, string>)[name], key).toBeTruthy();
      expect((es.reviews.meanings as Record<string, string>)[name], key).toBeTruthy();
    }
  });

  it('takes the most specific meaning, and none for a key it does not know', () => {
    expect(meaningOf('road.per_tkm.hgv_average.wtt')).toBe('reviews.meanings.road/per_tkm');
    expect(meaningOf('air.per_tkm.long_haul')).toBe('reviews.meanings.air/per_tkm');
    expect(meaningOf('zeta')).toBeNull();
  });
});
