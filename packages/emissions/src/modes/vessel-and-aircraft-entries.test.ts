// Issue #11 item 3: in the shipped DESNZ 2025 set, the ship type and the aircraft model change the figure.
import { describe, expect, it } from 'vitest';
import { calculateStage } from '../calculate-stage.ts';
import { desnz2025 } from '../testing/shipped-data.ts';
import type { AirStageInput, SeaStageInput } from '../input/input-types.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';

const cargo = [{ id: 1, weight: 100 }];

describe('sea per tkm by vessel class (DESNZ 2025 cargo ship rows)', () => {
  const leg: SeaStageInput = { id: 1, mode: 'sea', ship_load_type: 'container', total_load: 1000, distance: 19000, cargos: [1] };

  it('a 1,000 TEU feeder and a 20,000 TEU ULCV differ by exactly the ratio of their classes', () => {
    const feeder = ok(calculateStage({ ...leg, factor_class: 'container_1000_1999_teu' }, cargo, desnz2025()));
    const ulcv = ok(calculateStage({ ...leg, factor_class: 'container_8000_plus_teu' }, cargo, desnz2025()));
    // 100 t × 19,000 km = 1,900,000 tkm; DESNZ 2025: 1000-1999 TEU 0.0325, 8000+ TEU 0.01266 kg CO2e/tkm (TTW).
    expect(feeder.co2e_ttw).toBeCloseTo(1_900_000 * 0.0325, 6);
    expect(ulcv.co2e_ttw).toBeCloseTo(1_900_000 * 0.01266, 6);
    expect(feeder.co2e_wtw / ulcv.co2e_wtw).toBeCloseTo(0.0325 / 0.01266, 12); // 2.5671
    expect(feeder.method).toBe('per_tkm');
    expect(ulcv.factors_used.map((f) => f.key)).toContain('sea.per_tkm.container_8000_plus_teu');
  });

  it('splits a class into the CO2, CH4 and N2O parts DESNZ publishes for its row', () => {
    const ulcv = ok(calculateStage({ ...leg, factor_class: 'container_8000_plus_teu' }, cargo, desnz2025()));
    // 8000+ TEU: 0.000004 kg CO2e of CH4 and 0.00015 of N2O per tkm; AR5 GWPs 28 and 265 give the masses.
    expect(ulcv.gases.CH4).toBeCloseTo((1_900_000 * 0.000004) / 28, 9);
    expect(ulcv.gases.N2O).toBeCloseTo((1_900_000 * 0.00015) / 265, 9);
    expect(ulcv.gases.CO2 + ulcv.gases.CH4 * 28 + ulcv.gases.N2O * 265).toBeCloseTo(ulcv.co2e_ttw, 6);
    expect(ulcv.not_estimated).not.toContain('CH4');
  });

  it('names the DESNZ row a class comes from beside the figure', () => {
    const ulcv = ok(calculateStage({ ...leg, factor_class: 'container_8000_plus_teu' }, cargo, desnz2025()));
    const used = ulcv.factors_used.find((f) => f.key === 'sea.per_tkm.container_8000_plus_teu');
    expect(used?.source).toBe('DESNZ 2025, Freighting goods: Cargo ship, Container ship, 8000+ TEU');
  });

  it('falls back to the load type average without a class, or with a class the set does not publish', () => {
    const none = ok(calculateStage(leg, cargo, desnz2025()));
    const unknown = ok(calculateStage({ ...leg, factor_class: 'container_99999_teu' }, cargo, desnz2025()));
    expect(none.co2e_ttw).toBeCloseTo(1_900_000 * 0.01612, 6);
    expect(unknown.co2e_ttw).toBe(none.co2e_ttw);
    expect(none.factors_used.map((f) => f.key)).toContain('sea.per_tkm.container');
  });

  it('takes WTT from the mgo_mdo ratio for a class without a published WTT', () => {
    const bulk = ok(calculateStage({ ...leg, ship_load_type: 'full_cargo', factor_class: 'bulk_35000_59999_dwt' }, cargo, desnz2025()));
    expect(bulk.co2e_ttw).toBeCloseTo(1_900_000 * 0.00577, 6);
    expect(bulk.co2e_wtt).toBeCloseTo(1_900_000 * 0.00577 * 0.2264, 6);
  });
});

describe('aircraft models (EMEP/EEA guidebook fuel burn, docs/methodology.md §5.4)', () => {
  const flight: AirStageInput = {
    id: 1,
    mode: 'air',
    aircraft_type: 'freighter',
    aircraft_load_type: 'full_cargo',
    vehicles_number: 1,
    LTO: 1,
    distance: 6095,
    cargos: [1],
  };

  it('a B777F and a B747-400F differ by the ratio of their fuel, worked by hand from the entries', () => {
    const b777f = ok(calculateStage({ ...flight, aircraft_model: 'Boeing 777F' }, cargo, desnz2025()));
    const b744f = ok(calculateStage({ ...flight, aircraft_model: 'Boeing 747-400F' }, cargo, desnz2025()));
    // 777F:     775.3 + 6.94996 × 6095 + 0.000063603 × 6095² + 2,562.8 LTO = 48,060.8956 kg of kerosene.
    // 747-400F: 885.2 + 9.34992 × 6095 + 0.00014597  × 6095² + 3,402.2 LTO = 66,697.8056 kg.
    expect(b777f.method).toBe('aircraft_model');
    expect(b777f.gases.CO2).toBeCloseTo(48060.8956 * 3.15, 2);
    expect(b744f.gases.CO2).toBeCloseTo(66697.8056 * 3.15, 2);
    expect(b744f.co2e_wtw / b777f.co2e_wtw).toBeCloseTo(66697.8056 / 48060.8956, 6); // 1.38778
    // TTW per kg of fuel: 3.15 + 0.000022 × 28 + 0.0001 × 265 = 3.177116 kg CO2e (AR5 GWPs of the set).
    expect(b777f.co2e_ttw).toBeCloseTo(48060.8956 * 3.177116, 2);
  });

  it('a long-haul B777F at 70 % of its 102 t lands near the DESNZ long-haul intensity', () => {
    const groupage = ok(
      calculateStage({ ...flight, aircraft_model: 'Boeing 777F', aircraft_load_type: 'groupage', capacity_load: 102 }, [{ id: 1, weight: 71.4 }], desnz2025()),
    );
    // 48,060.9 kg × 3.177116 × (1 + 0.2544) / (71.4 t × 6,095 km) = 0.440 kg CO2e/tkm WTW; DESNZ long haul: 0.666.
    expect((groupage.intensity_g_per_tkm ?? 0) / 1000).toBeCloseTo(0.44014, 4);
  });

  it('keeps passenger aircraft on the per-tkm default: belly cargo is not charged the whole aircraft', () => {
    const belly = ok(calculateStage({ ...flight, aircraft_type: 'passenger_cargo', aircraft_model: 'Boeing 777F' }, cargo, desnz2025()));
    expect(belly.method).toBe('per_tkm');
    expect(belly.co2e_ttw).toBeCloseTo(100 * 6095 * 0.5313, 6);
  });

  it('keeps a model without an entry on the per-tkm default', () => {
    const a321 = ok(calculateStage({ ...flight, aircraft_model: 'Airbus A321P2F' }, cargo, desnz2025()));
    expect(a321.method).toBe('per_tkm');
  });

  it('names the guidebook beside the entry coefficients', () => {
    const b777f = ok(calculateStage({ ...flight, aircraft_model: 'Boeing 777F' }, cargo, desnz2025()));
    const lto = b777f.factors_used.find((f) => f.key === 'aircraft_model_reviews[Boeing 777F].Comb_LTO');
    expect(lto?.value).toBe(2562.8);
    expect(lto?.source).toMatch(/^EMEP\/EEA air pollutant emission inventory guidebook/);
  });
});
