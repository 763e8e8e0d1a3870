import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateStage, calculateStageInto } from '../calculate-stage.ts';
import type { CargoInput, StageInput } from '../input/input-types.ts';
import { GAS_NAMES } from '../result/figures.ts';
import { AR6_CH4_N2O, exampleFactorSet, factorSetWithEntries } from '../testing/example-factor-set.ts';
import { expectOk } from '../testing/expect-ok.ts';
import { CARGO, CARGO_SLOTS, FIGURE, STAGE, STAGE_SLOTS } from './packed-layout.ts';
import { PackedStages } from './packed-stages.ts';
import { unpackStage } from './unpack-stage.ts';

const withEntries = factorSetWithEntries();
const withRf = exampleFactorSet({ id: 'rf', gwp: AR6_CH4_N2O, factors: { 'air.include_rf': 1, 'circuity.road': 1.4 } });

/** One stage of every mode and method, its distance and cargos set by each test. */
const EVERY_METHOD: readonly Omit<StageInput, 'id'>[] = [
  { mode: 'road' },
  { mode: 'road', factor_class: 'artic_gt33t', operated_by: 'own' },
  { mode: 'road', fuel_l: 120 },
  { mode: 'road', vehicle: 'Truck', euro_standard: 'euro_6', vehicle_load_type: 'full_cargo', capacity_load: 20, vehicles_number: 2 },
  { mode: 'road', vehicle: 'Truck', euro_standard: 'euro_6', vehicle_load_type: 'groupage', capacity_load: 25 },
  { mode: 'rail' },
  { mode: 'rail', vehicle: 'Loco', traction: 'electric', operated_by: 'own' },
  { mode: 'rail', fuel_l: 40, electricity_kwh: 300 },
  { mode: 'sea', ship_load_type: 'groupage_roro' },
  { mode: 'sea', ship_load_type: 'container', gross_tonnage: 50_000, total_load: 4000, port_operations: 'load_and_discharge' },
  { mode: 'sea', ship_load_type: 'full_cargo', ship_fuel_type: 'lng', gross_tonnage: 30_000, port_operations: 'load_or_discharge' },
  { mode: 'sea', ship_load_type: 'full_cargo', fuel_t: 3 },
  { mode: 'sea', ship_load_type: 'groupage', fuel_t: 3, distance_method: 'sea_network' },
  { mode: 'air' },
  { mode: 'air', aircraft_model: 'Freighter', aircraft_load_type: 'groupage', capacity_load: 100 },
  { mode: 'air', aircraft_model: 'Freighter', aircraft_load_type: 'full_cargo', LTO: 2, operated_by: 'own' },
  { mode: 'air', fuel_kg: 5000 },
] as StageInput[];

function cargosOf(weights: readonly number[]): CargoInput[] {
  return weights.map((weight, i) => (i % 3 === 2 ? { id: `c${i}`, weight: 0, teu: weight / 10 } : { id: i, weight }));
}

/** Both results for the same stage: calculateStage's object, and the packed row read back (or both errors). */
function both(results: PackedStages, stage: StageInput, cargos: readonly CargoInput[], set = withEntries, onlyScope3 = false) {
  const object = calculateStage(stage, cargos, set, { only_scope3: onlyScope3 });
  const before = results.length;
  const row = calculateStageInto(results, stage, cargos, set, { only_scope3: onlyScope3 });
  // A row is written exactly when there is a result, as the next one.
  expect(results.length).toBe(typeof row === 'number' ? before + 1 : before);
  return { object, packed: typeof row === 'number' ? unpackStage(results, row) : row };
}

describe('calculateStageInto', () => {
  it('gives the very numbers calculateStage gives, for every mode and method and 0 to 12 cargos', () => {
    const results = new PackedStages(4, 1);
    for (const [i, template] of EVERY_METHOD.entries()) {
      for (const count of [0, 1, 2, 3, 5, 12]) {
        const cargos = cargosOf(Array.from({ length: count }, (_, k) => 1 + ((k * 7 + i) % 5) * 2.5));
        for (const set of [withEntries, withRf]) {
          const stage = { ...template, id: `${i}/${count}`, distance: 850, cargos: cargos.map((c) => c.id) } as StageInput;
          const { object, packed } = both(results, stage, cargos, set);
          // toStrictEqual tells 0 from -0 (Object.is) and checks every member, null intensities included.
          expect(packed).toStrictEqual(expectOk(object));
        }
      }
    }
    expect(results.length).toBe(EVERY_METHOD.length * 6 * 2);
  });

  it('gives the same numbers for any stage, cargos, distance, ends and scope option (fast-check)', () => {
    const results = new PackedStages(1, 1);
    const weights = fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 500, noNaN: true }), fc.integer({ min: 1, max: 40 })), { maxLength: 9 });
    const distance = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 20_000, noNaN: true }));
    const ends = fc.option(fc.constant({ origin: { lat: 40.42, lng: -3.7 }, destination: { lat: 51.5, lng: -0.12 } }));
    fc.assert(
      fc.property(fc.constantFrom(...EVERY_METHOD), weights, distance, ends, fc.boolean(), (template, masses, km, places, onlyScope3) => {
        const cargos = cargosOf(masses);
        // Without a declared distance the great circle and its rule (circuity, uplift) are used and listed.
        const stage = { ...template, id: 7, ...(places && template.mode !== 'sea' ? places : { distance: km }) } as StageInput;
        const { object, packed } = both(results, stage, cargos, withEntries, onlyScope3);
        expect(packed).toStrictEqual(object);
        if (results.length > 50) results.clear();
      }),
      { numRuns: 1_000 },
    );
  });

  it('answers the error calculateStage answers and writes no row', () => {
    const results = new PackedStages();
    const cargos = cargosOf([3, 4]);
    for (const stage of [
      { id: 1, mode: 'road', distance: -1 },
      { id: 2, mode: 'road', distance: 10, vehicle: 'Truck', euro_standard: 'euro_6' },
      { id: 3, mode: 'boat', distance: 10 },
      { id: 4, mode: 'air', origin: { lat: 1, lng: 1 } },
    ] as StageInput[]) {
      const { object, packed } = both(results, stage, cargos);
      expect(object.ok).toBe(false);
      expect(packed).toStrictEqual(object);
    }
    const bad = both(results, { id: 5, mode: 'rail', distance: 10 }, [{ id: 1, weight: -2 }]);
    expect(bad.packed).toStrictEqual({ ok: false, field: 'cargos[0].weight', code: 'must_not_be_negative' });
    expect(results.length).toBe(0);
  });
});

describe('PackedStages', () => {
  it('reads each number by the names of the object result', () => {
    const results = new PackedStages();
    const cargos = cargosOf([2, 9, 4]);
    const stage: StageInput = { id: 'leg', mode: 'sea', ship_load_type: 'container', gross_tonnage: 50_000, total_load: 4000, distance: 9000, cargos: [0, 1, 'c2'] };
    const object = expectOk(calculateStage(stage, cargos, withEntries));
    const row = calculateStageInto(results, stage, cargos, withEntries) as number;
    expect([results.id(row), results.mode(row), results.method(row), results.distanceMethod(row)]).toEqual(['leg', 'sea', 'ship_model', 'declared']);
    expect(results.stage(row, STAGE.co2e_wtw)).toBe(object.co2e_wtw);
    expect(results.stage(row, STAGE.SOx)).toBe(object.gases.SOx);
    expect(results.stage(row, STAGE.scope3)).toBe(object.scopes.scope3);
    expect(results.notEstimated(row)).toBe(object.not_estimated);
    expect(results.factorsUsed(row)).toStrictEqual(object.factors_used);
    expect(results.cargoCount(row)).toBe(3);
    object.cargos.forEach((allocation, k) => {
      expect(results.cargoId(row, k)).toBe(allocation.cargo_id);
      expect(results.cargo(row, k, CARGO.share)).toBe(allocation.share);
      expect(results.cargo(row, k, CARGO.CH4)).toBe(allocation.gases.CH4);
      expect(results.figures[results.cargoOffset(row, k) + CARGO.co2e_wtt]).toBe(allocation.co2e_wtt);
    });
  });

  it('stores no intensity as NaN and gives it back as null', () => {
    const results = new PackedStages();
    const row = calculateStageInto(results, { id: 1, mode: 'road', distance: 0 }, cargosOf([5, 1]), withEntries) as number;
    expect(results.stage(row, STAGE.intensity_g_per_tkm)).toBeNaN();
    expect(results.cargo(row, 0, CARGO.intensity_g_per_tkm)).toBeNaN();
    expect(unpackStage(results, row).intensity_g_per_tkm).toBeNull();
  });

  it('keeps its rows as it grows and writes over them after clear', () => {
    const results = new PackedStages(2, 1);
    const stages = Array.from({ length: 300 }, (_, i): StageInput => ({ id: i, mode: 'road', distance: 10 + i }));
    const expected = stages.map((stage, i) => expectOk(calculateStage(stage, cargosOf([1 + (i % 4), 2, 3].slice(0, 1 + (i % 3))), withEntries)));
    stages.forEach((stage, i) => calculateStageInto(results, stage, cargosOf([1 + (i % 4), 2, 3].slice(0, 1 + (i % 3))), withEntries));
    expect(results.length).toBe(300);
    expected.forEach((object, row) => expect(unpackStage(results, row)).toStrictEqual(object));

    const figures = results.figures;
    results.clear();
    expect(results.length).toBe(0);
    const row = calculateStageInto(results, { id: 'again', mode: 'rail', distance: 5 }, cargosOf([7]), withEntries) as number;
    expect(row).toBe(0);
    expect(results.figures).toBe(figures);
    expect(unpackStage(results, row)).toStrictEqual(calculateStage({ id: 'again', mode: 'rail', distance: 5 }, cargosOf([7]), withEntries));
  });

  it('lays a stage and a cargo out with the same figures block, gases in GAS_NAMES order', () => {
    GAS_NAMES.forEach((gas, i) => {
      expect(FIGURE[gas]).toBe(FIGURE.co2e_wtw_with_rf + 1 + i);
      expect(STAGE[gas] - STAGE.co2e_ttw).toBe(FIGURE[gas]);
      expect(CARGO[gas] - CARGO.co2e_ttw).toBe(FIGURE[gas]);
    });
    expect(STAGE_SLOTS).toBe(STAGE.scope3 + 1);
    expect(CARGO_SLOTS).toBe(CARGO.scope3 + 1);
  });
});
