// Properties every calculation keeps, whatever the input (fast-check).
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from './calculate-report.ts';
import { calculateStage } from './calculate-stage.ts';
import { desnz2025 } from './testing/shipped-data.ts';
import type { CargoInput, ReportInput, StageInput } from './input/input-types.ts';
import { SHORT_HAUL_MAX_KM } from './modes/air.ts';
import type { Figures } from './result/figures.ts';
import { AR6_CH4_N2O, exampleFactorSet, factorSetWithEntries } from './testing/example-factor-set.ts';
import { expectOk as ok } from './testing/expect-ok.ts';

const setA = factorSetWithEntries();
const setB = exampleFactorSet({ id: 'b', gwp: AR6_CH4_N2O, factors: { 'road.per_tkm.hgv_average': 0.2, 'air.include_rf': 1, 'circuity.road': 1.4 } });

const operatedBy = fc.constantFrom('own' as const, 'third_party' as const);
/** Stage templates across every mode and method; distance and cargos are set by the property. */
const stageTemplate: fc.Arbitrary<StageInput> = fc.oneof(
  fc.record({ mode: fc.constant('road' as const), operated_by: operatedBy, factor_class: fc.constantFrom(null, 'artic_gt33t', 'rigid_gt17t') }),
  fc.record({
    mode: fc.constant('road' as const),
    vehicle: fc.constant('Truck'),
    euro_standard: fc.constant('euro_6' as const),
    vehicle_load_type: fc.constantFrom('full_cargo' as const, 'groupage' as const),
    capacity_load: fc.double({ min: 1, max: 40, noNaN: true }),
    vehicles_number: fc.integer({ min: 1, max: 3 }),
    operated_by: operatedBy,
  }),
  fc.record({ mode: fc.constant('rail' as const), vehicle: fc.constantFrom(null, 'Loco'), traction: fc.constantFrom('diesel' as const, 'electric' as const), operated_by: operatedBy }),
  fc.record({
    mode: fc.constant('sea' as const),
    ship_load_type: fc.constantFrom('container' as const, 'full_cargo' as const, 'groupage' as const, 'groupage_roro' as const),
    ship_fuel_type: fc.constantFrom('mgo_mdo' as const, 'lng' as const),
    gross_tonnage: fc.integer({ min: 1000, max: 200000 }),
    total_load: fc.integer({ min: 100, max: 20000 }),
    port_operations: fc.constantFrom('none' as const, 'load_or_discharge' as const, 'load_and_discharge' as const),
    operated_by: operatedBy,
  }),
  fc.record({
    mode: fc.constant('air' as const),
    aircraft_model: fc.constantFrom(null, 'Freighter'),
    aircraft_load_type: fc.constantFrom('full_cargo' as const, 'groupage' as const),
    capacity_load: fc.integer({ min: 10, max: 120 }),
    LTO: fc.integer({ min: 0, max: 2 }),
    operated_by: operatedBy,
  }),
).map((template) => ({ id: 's', ...template }) as StageInput);

const weights = fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { minLength: 1, maxLength: 6 });
const distance = fc.double({ min: 0, max: 20000, noNaN: true });

function cargosOf(masses: readonly number[]): CargoInput[] {
  return masses.map((weight, i) => ({ id: i, weight }));
}

function run(template: StageInput, masses: readonly number[], km: number, set = setA) {
  const cargos = cargosOf(masses);
  return ok(calculateStage({ ...template, distance: km, cargos: cargos.map((c) => c.id) }, cargos, set));
}

function numbers(f: Figures): number[] {
  return [f.co2e_ttw, f.co2e_wtt, f.co2e_wtw, f.co2e_wtw_with_rf, ...Object.values(f.gases), ...Object.values(f.scopes)];
}

/** Air per_tkm changes factor at the haul boundary (a step down in DESNZ); compare within one band. */
function sameHaul(template: StageInput, a: number, b: number): boolean {
  if (template.mode !== 'air' || template.aircraft_model) return true;
  return a <= SHORT_HAUL_MAX_KM === b <= SHORT_HAUL_MAX_KM;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('calculation properties', () => {
  it('never gives a negative or non-finite figure', () => {
    fc.assert(
      fc.property(stageTemplate, weights, distance, (template, masses, km) => {
        const r = run(template, masses, km);
        for (const value of [...numbers(r), r.tkm, ...r.cargos.flatMap(numbers)]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('is monotonic in distance', () => {
    fc.assert(
      fc.property(stageTemplate, weights, distance, distance, (template, masses, d1, d2) => {
        const [short, long] = d1 <= d2 ? [d1, d2] : [d2, d1];
        fc.pre(sameHaul(template, short, long));
        expect(run(template, masses, short).co2e_wtw).toBeLessThanOrEqual(run(template, masses, long).co2e_wtw * (1 + 1e-12));
      }),
    );
  });

  it('is monotonic in mass', () => {
    fc.assert(
      fc.property(stageTemplate, weights, fc.double({ min: 0, max: 100, noNaN: true }), distance, (template, masses, extra, km) => {
        const heavier = masses.map((m, i) => (i === 0 ? m + extra : m));
        expect(run(template, masses, km).co2e_wtw).toBeLessThanOrEqual(run(template, heavier, km).co2e_wtw * (1 + 1e-12));
      }),
    );
  });

  it('allocates a stage to its cargos so that the parts add up to the stage, field by field', () => {
    fc.assert(
      fc.property(stageTemplate, weights, distance, (template, masses, km) => {
        const r = run(template, masses, km);
        const stage = numbers(r);
        const sums = r.cargos.map(numbers).reduce((acc, part) => acc.map((v, i) => v + (part[i] as number)));
        sums.forEach((sum, i) => expect(close(sum, stage[i] as number)).toBe(true));
        expect(close(r.cargos.reduce((sum, c) => sum + c.tkm, 0), r.tkm)).toBe(true);
      }),
    );
  });

  it('keeps scope totals equal to WTW', () => {
    fc.assert(
      fc.property(stageTemplate, weights, distance, fc.boolean(), (template, masses, km, onlyScope3) => {
        const cargos = cargosOf(masses);
        const r = ok(calculateStage({ ...template, distance: km }, cargos, setA, { only_scope3: onlyScope3 }));
        expect(close(r.scopes.scope1 + r.scopes.scope2 + r.scopes.scope3, r.co2e_wtw)).toBe(true);
        expect(onlyScope3 ? r.scopes.scope3 : r.co2e_wtw).toBe(r.co2e_wtw);
      }),
    );
  });

  const report: fc.Arbitrary<ReportInput> = fc
    .tuple(fc.array(stageTemplate, { maxLength: 4 }), weights, distance, fc.boolean())
    .map(([templates, masses, km, onlyScope3]) => ({
      only_scope3: onlyScope3,
      cargos: cargosOf(masses),
      stages: templates.map((t, i) => ({ ...t, id: i, distance: km, cargos: masses.map((_, j) => j) })),
      storages: [{ id: 'hub', moves_number: 2, cargos: [0] }],
      consumptions: [{ id: 'c', type: 'electricity', quantity: `${Math.round(km)},5` }],
      voyages: [{ id: 'v', distance: String(Math.round(km)) }],
    }));

  it('gives byte-identical JSON and input_hash for the same input, without touching the input', () => {
    fc.assert(
      fc.property(report, (input) => {
        const before = structuredClone(input);
        const first = JSON.stringify(ok(calculate(input, setA)));
        expect(input).toEqual(before);
        expect(JSON.stringify(ok(calculate(structuredClone(before), setA)))).toBe(first);
      }),
      { numRuns: 50 },
    );
  });

  it('never changes a result computed with factor set A by computing with factor set B', () => {
    fc.assert(
      fc.property(report, (input) => {
        const a = ok(calculate(input, setA));
        const snapshot = JSON.stringify(a);
        const b = ok(calculate(input, setB));
        expect(JSON.stringify(a)).toBe(snapshot);
        expect(b.input_hash).not.toBe(a.input_hash);
        expect(JSON.stringify(ok(calculate(input, setA)))).toBe(snapshot);
      }),
      { numRuns: 50 },
    );
  });

  it('hands out factors_used records nobody can change', () => {
    const r = ok(calculateStage({ id: 1, mode: 'road', distance: 10, cargos: [1] }, [{ id: 1, weight: 1 }], desnz2025()));
    expect(Object.isFrozen(r.factors_used)).toBe(true);
    expect(Object.isFrozen(r.factors_used[0])).toBe(true);
  });
});
