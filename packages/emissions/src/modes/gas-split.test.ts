import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate-report.ts';
import { calculateStage } from '../calculate-stage.ts';
import { desnz2025 } from '../testing/shipped-data.ts';
import type { AirStageInput, RailStageInput, RoadStageInput, SeaStageInput } from '../input/input-types.ts';
import type { Figures } from '../result/figures.ts';
import { compileFactorSet } from '../factors/compile-factor-set.ts';
import { AR6_CH4_N2O, changedFactorSetJson, exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';
import { calculateVoyage } from './company-car.ts';
import { calculateConsumption } from './consumption.ts';
import { calculateStorage } from './storage.ts';

// DESNZ 2025 publishes every freight factor with its CO2, CH4 and N2O parts (kg CO2e of each per unit);
// the set's GWPs are AR5 (CH4 28, N2O 265), the basis of those factors.
const GWP = { CH4: 28, N2O: 265 };
const ttwFromGases = (f: Pick<Figures, 'gases'>) => f.gases.CO2 + f.gases.CH4 * GWP.CH4 + f.gases.N2O * GWP.N2O;
const POLLUTANTS_AND_F_GASES = ['HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM'];

describe('the split by gas (docs/methodology.md "Gases")', () => {
  it('splits worked example (a) into the published parts: CO2 500.6, CH4 0.1 / 28, N2O 7.45 / 265 kg', () => {
    const stage: RoadStageInput = { id: 1, mode: 'road', distance: 500, cargos: [1] };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 10 }], desnz2025()));
    // 5,000 tkm × 0.10012 (CO2), × 0.00002 (CO2e of CH4), × 0.00149 (CO2e of N2O): 500.6 + 0.1 + 7.45 = 508.15.
    expect(r.gases.CO2).toBeCloseTo(500.6, 9);
    expect(r.gases.CH4).toBeCloseTo(0.1 / 28, 12);
    expect(r.gases.N2O).toBeCloseTo(7.45 / 265, 12);
    expect(r.co2e_ttw).toBeCloseTo(508.15, 9);
    expect(r.co2e_wtw).toBeCloseTo(626.1, 9);
    expect(r.not_estimated).toEqual(POLLUTANTS_AND_F_GASES);
    // Each cargo carries its share of every gas and the same "not estimated" list.
    expect(r.cargos.map((c) => c.gases.N2O)).toEqual([expect.closeTo(7.45 / 265, 12)]);
    expect(r.cargos[0]?.not_estimated).toEqual(POLLUTANTS_AND_F_GASES);
  });

  const cases: [string, RoadStageInput | RailStageInput | SeaStageInput | AirStageInput, number][] = [
    ['road per tkm, rigid > 17 t', { id: 1, mode: 'road', distance: 300, cargos: [1], factor_class: 'rigid_gt17t' }, 0.17146],
    ['rail per tkm', { id: 1, mode: 'rail', distance: 800, cargos: [1] }, 0.02779],
    ['sea per tkm, RoRo', { id: 1, mode: 'sea', distance: 1200, cargos: [1], ship_load_type: 'groupage_roro', ship_fuel_type: 'mgo_mdo' }, 0.05158],
    ['sea per tkm, bulk', { id: 1, mode: 'sea', distance: 1200, cargos: [1], ship_load_type: 'full_cargo', ship_fuel_type: 'mgo_mdo' }, 0.00353],
    ['air per tkm, long haul', { id: 1, mode: 'air', distance: 9000, cargos: [1] }, 0.5313],
  ];
  for (const [name, stage, factor] of cases) {
    it(`${name}: CO2 + CH4 × 28 + N2O × 265 is the published CO2e`, () => {
      const r = ok(calculateStage(stage, [{ id: 1, weight: 20 }], desnz2025()));
      expect(r.method).toBe('per_tkm');
      expect(r.co2e_ttw).toBeCloseTo(r.tkm * factor, 9);
      expect(ttwFromGases(r)).toBeCloseTo(r.co2e_ttw, 9);
      expect(r.gases.CH4).toBeGreaterThan(0);
      expect(r.gases.N2O).toBeGreaterThan(0);
      expect(r.gases.CO2).toBeLessThan(r.co2e_ttw);
      expect(r.not_estimated).toEqual(POLLUTANTS_AND_F_GASES);
    });
  }

  it('splits air with RF on the factor without RF, RF staying beside CO2e', () => {
    const r = ok(calculateStage({ id: 1, mode: 'air', distance: 1000, cargos: [1] }, [{ id: 1, weight: 5 }], desnz2025()));
    // 5,000 tkm short haul: CO2 0.74709, CH4 0.00008 / 28, N2O 0.00822 / 265 per tkm.
    expect(r.gases.CO2).toBeCloseTo(5000 * 0.74709, 9);
    expect(r.gases.CH4).toBeCloseTo((5000 * 0.00008) / 28, 12);
    expect(ttwFromGases(r)).toBeCloseTo(r.co2e_ttw, 9);
    expect(r.co2e_wtw_with_rf - r.co2e_wtw).toBeCloseTo(5000 * (1.27835 - 0.75539), 9);
  });

  it('splits the HGV average vehicle entry per vkm: CH4 and N2O per vkm do not depend on the load', () => {
    const stage: RoadStageInput = {
      id: 1,
      mode: 'road',
      distance: 400,
      cargos: [1],
      vehicle: 'HGV average (all diesel)',
      vehicle_load_type: 'full_cargo',
      capacity_load: 20,
      vehicles_number: 1,
    };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 20 }], desnz2025()));
    expect(r.method).toBe('per_vkm');
    // Full truck: the published 100 % laden figure, 1.01203 kg CO2e/vkm = 0.99992 + 0.00016 + 0.01195.
    expect(r.co2e_ttw).toBeCloseTo(400 * 1.01203, 6);
    expect(r.gases.CO2).toBeCloseTo(400 * 0.99992, 9);
    expect(r.gases.CH4 * 28).toBeCloseTo(400 * 0.00016, 9);
    expect(r.gases.N2O * 265).toBeCloseTo(400 * 0.01195, 9);
    // A vehicle entry gives NOx and PM (here 0 per vkm) but never SOx.
    expect(r.not_estimated).toEqual(['HFCs', 'PFCs', 'SF6', 'NF3', 'SOx']);
  });

  it('storage with DESNZ 2025: neither diesel nor grid electricity has published parts yet, so CH4 and N2O are not estimated', () => {
    const r = ok(calculateStorage({ id: 1, moves_number: 2, type: 'own', cargos: [1] }, [{ id: 1, weight: 20 }], desnz2025(), false));
    // Worked example (g): 7.080 + 10.283 + 2.507 + 0.741 = 20.611 kg WTW.
    expect(r.co2e_wtw).toBeCloseTo(20.611, 3);
    expect(r.gases.CO2).toBeCloseTo(r.co2e_ttw, 9);
    expect(ttwFromGases(r)).toBeCloseTo(r.co2e_ttw, 9);
    // Both parts estimate CO2; neither covers the pollutants.
    expect(r.not_estimated).toEqual(['CH4', 'N2O', ...POLLUTANTS_AND_F_GASES]);
  });

  // Company cars per km: DESNZ 2025 Business travel- land, Cars (by size), Average car (IDs 25_301_3069_4,
  // 25_301_3070_4, 25_301_3076_4), each total equal to the car.per_km value already shipped.
  const carCases: [string, 'diesel' | 'petrol' | 'bev', number, number, number, number][] = [
    ['diesel', 'diesel', 0.17304, 0.171365, 0.000005, 0.00167],
    ['petrol', 'petrol', 0.16272, 0.16204, 0.00036, 0.00032],
    ['battery electric', 'bev', 0.04047, 0.03992, 0.00024, 0.00031],
  ];
  for (const [name, fuel, total, co2, ch4Co2e, n2oCo2e] of carCases) {
    it(`splits a ${name} company car per km into the published parts, CO2e unchanged`, () => {
      const r = ok(calculateVoyage({ id: 1, distance: '250', fuel }, desnz2025(), false));
      expect(r.method).toBe('per_km');
      expect(r.co2e_ttw).toBeCloseTo(250 * total, 9);
      // CO2 is the published total less the CH4 and N2O parts (diesel's parts add to 0.000005 under the total).
      expect(r.gases.CO2).toBeCloseTo(250 * co2, 9);
      expect(r.gases.CH4).toBeCloseTo((250 * ch4Co2e) / 28, 12);
      expect(r.gases.N2O).toBeCloseTo((250 * n2oCo2e) / 265, 12);
      expect(ttwFromGases(r)).toBeCloseTo(r.co2e_ttw, 9);
      expect(r.not_estimated).toEqual(POLLUTANTS_AND_F_GASES);
    });
  }

  it('keeps worked example (h) at 43.260 kg in scope 1 and a battery car in scope 2 with its split', () => {
    const diesel = ok(calculateVoyage({ id: 1, distance: '250', fuel: 'diesel' }, desnz2025(), false));
    expect(diesel.co2e_ttw).toBeCloseTo(43.26, 9);
    expect(diesel.scopes.scope1).toBeCloseTo(43.26, 9);
    // 250 × 0.00167 / 265 kg N2O = 0.0015755 kg; 250 × 0.000005 / 28 kg CH4 = 0.0000446 kg.
    expect(diesel.gases.N2O).toBeCloseTo(0.0015755, 7);
    expect(diesel.gases.CH4).toBeCloseTo(0.0000446, 7);
    const bev = ok(calculateVoyage({ id: 1, distance: '100', fuel: 'bev' }, desnz2025(), false));
    expect(bev.scopes.scope2).toBeCloseTo(4.047, 9);
    expect(bev.scopes.scope1).toBe(0);
    expect(bev.gases.CO2).toBeCloseTo(3.992, 9);
    expect(bev.gases.CH4 * 28 + bev.gases.N2O * 265).toBeCloseTo(0.055, 9);
  });

  it('consumptions keep worked example (f) and, with no published parts for fuels and the grid, list CH4 and N2O', () => {
    // DESNZ's scope 1 fuel rows and scope 2 UK electricity rows are not in the transcription the parts come from
    // (data/SOURCES.md), so gasoil, natural gas and grid electricity still show all of CO2e as CO2.
    const gasoil = ok(calculateConsumption({ id: 1, type: 'gasoil', quantity: '1000' }, desnz2025(), false));
    expect(gasoil.scopes.scope1).toBeCloseTo(2570.82, 9);
    expect(gasoil.gases.CO2).toBeCloseTo(2570.82, 9);
    expect(gasoil.not_estimated).toEqual(['CH4', 'N2O', ...POLLUTANTS_AND_F_GASES]);
    const power = ok(calculateConsumption({ id: 1, type: 'electricity', quantity: '10000' }, desnz2025(), false));
    expect(power.scopes.scope2).toBeCloseTo(1770, 9);
    // T&D (0.01853/kWh, now with its parts on record) stays in WTT, scope 3, which is not split by gas.
    expect(power.scopes.scope3).toBeCloseTo(185.3, 9);
    expect(power.not_estimated).toEqual(['CH4', 'N2O', ...POLLUTANTS_AND_F_GASES]);
  });

  it('splits storage into three gases when both its factors publish their parts', () => {
    const set = exampleFactorSet({
      factors: {
        'fuel.gasoil_l.ch4': 0.00025,
        'fuel.gasoil_l.n2o': 0.03,
        'electricity.grid_kwh.ch4': 0.0008,
        'electricity.grid_kwh.n2o': 0.001,
      },
    });
    const r = ok(calculateStorage({ id: 1, moves_number: 2, type: 'own', cargos: [1] }, [{ id: 1, weight: 20 }], set, false));
    // 40 kWh and 4 l: CH4 = (40 × 0.0008 + 4 × 0.00025) / 28, N2O = (40 × 0.001 + 4 × 0.03) / 265.
    expect(r.gases.CH4).toBeCloseTo((40 * 0.0008 + 4 * 0.00025) / 28, 12);
    expect(r.gases.N2O).toBeCloseTo((40 * 0.001 + 4 * 0.03) / 265, 12);
    expect(ttwFromGases(r)).toBeCloseTo(r.co2e_ttw, 9);
    expect(r.not_estimated).toEqual(POLLUTANTS_AND_F_GASES);
  });

  it('a ship_model stage estimates SOx, NOx and PM from the fuel, so they are not in its list', () => {
    const set = exampleFactorSet({
      gwp: AR6_CH4_N2O,
      ship_load_type_reviews: [{ ship_load_type: 'container', ship_fuel_type: 'mgo_mdo', A2: 20, B2: 0.0008, C2: 0.1, D2: 2.5, V2: 16 }],
    });
    const stage: SeaStageInput = {
      id: 1,
      mode: 'sea',
      ship_load_type: 'container',
      ship_fuel_type: 'mgo_mdo',
      gross_tonnage: 50000,
      total_load: 4000,
      distance: 10000,
      cargos: [1],
    };
    const r = ok(calculateStage(stage, [{ id: 1, weight: 100 }], set));
    expect(r.method).toBe('ship_model');
    expect(r.gases.SOx).toBeGreaterThan(0);
    expect(r.not_estimated).toEqual(['HFCs', 'PFCs', 'SF6', 'NF3']);
  });

  it('a factor set without parts shows all of CO2e as CO2 and lists CH4 and N2O as not estimated', () => {
    const json = changedFactorSetJson({ id: 'no-parts' });
    const factors = json['factors'] as Record<string, number>;
    delete factors['rail.per_tkm.freight.ch4'];
    delete factors['rail.per_tkm.freight.n2o'];
    const compiled = compileFactorSet(json);
    if (!compiled.ok) throw new Error(compiled.field);
    const set = compiled.factorSet;
    const r = ok(calculateStage({ id: 1, mode: 'rail', distance: 800, cargos: [1] }, [{ id: 1, weight: 20 }], set));
    expect(r.gases.CO2).toBeCloseTo(r.co2e_ttw, 9);
    expect(r.gases.CH4).toBe(0);
    expect(r.not_estimated).toEqual(['CH4', 'N2O', ...POLLUTANTS_AND_F_GASES]);
  });

  it("a report's list holds only the gases no stage covered", () => {
    const set = exampleFactorSet({
      gwp: AR6_CH4_N2O,
      ship_load_type_reviews: [{ ship_load_type: 'container', ship_fuel_type: 'mgo_mdo', A2: 20, B2: 0.0008, C2: 0.1, D2: 2.5, V2: 16 }],
    });
    const result = calculate(
      {
        cargos: [{ id: 1, weight: 100 }],
        stages: [
          { id: 1, mode: 'road', distance: 500, cargos: [1] },
          { id: 2, mode: 'sea', ship_load_type: 'container', ship_fuel_type: 'mgo_mdo', gross_tonnage: 50000, total_load: 4000, distance: 10000, cargos: [1] },
        ],
      },
      set,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.stages[0]?.not_estimated).toContain('SOx');
    expect(result.totals.not_estimated).toEqual(['HFCs', 'PFCs', 'SF6', 'NF3']);
    expect(result.cargos[0]?.not_estimated).toEqual(['HFCs', 'PFCs', 'SF6', 'NF3']);
  });
});
