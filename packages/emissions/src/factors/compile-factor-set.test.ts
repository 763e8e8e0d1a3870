import { describe, expect, it } from 'vitest';
import { changedFactorSetJson } from '../testing/example-factor-set.ts';
import { compileFactorSet } from './compile-factor-set.ts';
import { DESNZ_2025_JSON, desnz2025 } from '../testing/shipped-data.ts';
import { REQUIRED_FACTOR_KEYS } from './required-factor-keys.ts';

describe('factor sets (docs/methodology.md §2)', () => {
  it('ships DESNZ 2025 as a read-only set valid from 2025-01-01 with AR5 GWPs', () => {
    const set = desnz2025();
    expect(set.id).toBe('desnz-2025');
    expect(set.title).toBe('DESNZ 2025');
    expect(set.factorSet.valid_from).toBe('2025-01-01');
    expect(set.factorSet.read_only).toBe(true);
    expect(set.factorSet.gwp).toEqual({ CH4: 28, N2O: 265 });
    expect(set.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ships every value of docs/methodology.md §2.1 and the ship fuel factors of §5.3', () => {
    const f = desnz2025().factorSet.factors;
    expect(f).toMatchObject({
      'road.per_tkm.hgv_average': 0.10163,
      'road.per_tkm.hgv_average.wtt': 0.02359,
      'road.per_tkm.artic_gt33t': 0.07703,
      'road.per_tkm.rigid_gt17t': 0.17146,
      'road.per_vkm.hgv_average.empty': 0.65975,
      'road.per_vkm.hgv_average.full': 1.01203,
      'rail.per_tkm.freight': 0.02779,
      'rail.per_tkm.freight.wtt': 0.00691,
      'sea.per_tkm.container': 0.01612,
      'sea.per_tkm.container.wtt': 0.00365,
      'sea.per_tkm.bulk': 0.00353,
      'sea.per_tkm.general_cargo': 0.01321,
      'sea.per_tkm.roro': 0.05158,
      'air.per_tkm.long_haul': 0.5313,
      'air.per_tkm.long_haul.wtt': 0.13516,
      'air.per_tkm.long_haul.with_rf': 0.89939,
      'air.per_tkm.short_haul': 0.75539,
      'air.per_tkm.short_haul.wtt': 0.20515,
      'air.per_tkm.short_haul.with_rf': 1.27835,
      'fuel.gasoil_l': 2.57082,
      'fuel.gasoil_l.wtt': 0.62665,
      'fuel.gas_oil_l': 2.75541,
      'fuel.natural_gas_kwh': 0.18231,
      'electricity.grid_kwh': 0.177,
      'electricity.td_losses_kwh': 0.01853,
      'car.per_km.diesel': 0.17304,
      'car.per_km.petrol': 0.16272,
      'car.per_km.bev': 0.04047,
      'wtt_per_ttw.diesel': 0.2321,
      'wtt_per_ttw.mgo_mdo': 0.2264,
      'wtt_per_ttw.kerosene': 0.2544,
      'wtt_per_ttw.lng': 0.23,
      'air.distance_uplift_km': 95,
      'circuity.road': 1.2,
      'circuity.rail': 1.25,
      'road.groupage_load_factor': 0.6,
      'air.load_factor': 0.7,
      'sea.utilisation.container': 0.7,
      'sea.utilisation.other': 0.5,
      'ship.port_days_per_operation': 1,
      'storage.kwh_per_t_move': 1,
      'storage.diesel_l_per_t_move': 0.1,
      'air.include_rf': 0,
      'ship.co2_per_t_fuel.mgo_mdo': 3.206,
      'ship.co2_per_t_fuel.lng': 2.75,
      'ship.ch4_per_t_fuel.mgo_mdo': 0.00005,
      'ship.ch4_per_t_fuel.lng': 0.031,
      'ship.n2o_per_t_fuel.mgo_mdo': 0.00018,
      'ship.n2o_per_t_fuel.lng': 0.00011,
      'ship.sulphur_share.mgo_mdo': 0.001,
    });
  });

  it('marks the values it could not confirm', () => {
    const notes = desnz2025().factorSet.factor_notes;
    expect(notes['fuel.natural_gas_kwh.wtt']?.confirmed).toBe(false);
    expect(notes['electricity.grid_kwh.wtt']?.confirmed).toBe(false);
  });

  it('rejects a set missing a factor a formula reads, naming the key', () => {
    for (const key of REQUIRED_FACTOR_KEYS) {
      const json = changedFactorSetJson({});
      delete (json['factors'] as Record<string, number>)[key];
      expect(compileFactorSet(json)).toEqual({ ok: false, field: `factors.${key}`, code: 'missing_factor' });
    }
  });

  it('rejects bad numbers and choices in factors and entries', () => {
    expect(compileFactorSet(changedFactorSetJson({ factors: { 'circuity.road': -1 } }))).toEqual({
      ok: false,
      field: 'factors.circuity.road',
      code: 'must_not_be_negative',
    });
    const badEntry = changedFactorSetJson({ ship_load_type_reviews: [{ ship_load_type: 'tanker', ship_fuel_type: 'lng', A2: 1, B2: 1, C2: 1, D2: 1, V2: 1 }] });
    expect(compileFactorSet(badEntry)).toEqual({ ok: false, field: 'ship_load_type_reviews[0].ship_load_type', code: 'invalid_choice' });
    const noSpeed = changedFactorSetJson({ ship_load_type_reviews: [{ ship_load_type: 'container', ship_fuel_type: 'lng', A2: 1, B2: 1, C2: 1, D2: 1, V2: 0 }] });
    expect(compileFactorSet(noSpeed)).toEqual({ ok: false, field: 'ship_load_type_reviews[0].V2', code: 'must_be_positive' });
    const textValue = changedFactorSetJson({ road_vehicle_reviews: [{ vehicle: 'x', A1: '1', B1: 1, C1: 0, D1: 0, E1: 0, F1: 0 }] });
    expect(compileFactorSet(textValue)).toEqual({ ok: false, field: 'road_vehicle_reviews[0].A1', code: 'invalid_number' });
    expect(compileFactorSet(null)).toEqual({ ok: false, field: 'factor_set', code: 'required' });
  });

  it('takes AR6 GWPs when a set names none', () => {
    const json = changedFactorSetJson({});
    delete json['gwp'];
    delete json['gwp_basis'];
    const result = compileFactorSet(json);
    expect(result.ok && result.factorSet.factorSet.gwp).toEqual({ CH4: 29.8, N2O: 273 });
    expect(result.ok && result.factorSet.factorSet.gwp_basis).toBe('IPCC AR6 GWP-100');
  });

  it('hashes the content: any change of a value changes the hash, key order does not', () => {
    const a = compileFactorSet(DESNZ_2025_JSON);
    const b = compileFactorSet(changedFactorSetJson({ factors: { 'circuity.road': 1.2000001 } }));
    const json = DESNZ_2025_JSON as Record<string, unknown>;
    const reordered = compileFactorSet(Object.fromEntries(Object.entries(json).toReversed()));
    expect(a.ok && b.ok && a.factorSet.content_hash !== b.factorSet.content_hash).toBe(true);
    expect(a.ok && reordered.ok && a.factorSet.content_hash === reordered.factorSet.content_hash).toBe(true);
  });

  it('freezes the set so a result cannot change under it', () => {
    const set = desnz2025().factorSet;
    expect(Object.isFrozen(set)).toBe(true);
    expect(Object.isFrozen(set.factors)).toBe(true);
    expect(Object.isFrozen(set.road_vehicle_reviews[0])).toBe(true);
  });
});
