import type { EmissionFigures } from '@huella/contracts';
import type { Figures } from '@huella/emissions';

/** The core's figures in the API's names (spec part 2 §3: CO2_total, HFCS, NOX…); kilograms throughout. */
export function toEmissionFigures(f: Figures): EmissionFigures {
  return {
    CO2_total: f.co2e_wtw,
    CO2: f.gases.CO2,
    CH4: f.gases.CH4,
    N2O: f.gases.N2O,
    HFCS: f.gases.HFCs,
    PFCS: f.gases.PFCs,
    SF6: f.gases.SF6,
    NF3: f.gases.NF3,
    NOX: f.gases.NOx,
    SOX: f.gases.SOx,
    PM: f.gases.PM,
    co2e_ttw: f.co2e_ttw,
    co2e_wtt: f.co2e_wtt,
    co2e_wtw_with_rf: f.co2e_wtw_with_rf,
    scope1: f.scopes.scope1,
    scope2: f.scopes.scope2,
    scope3: f.scopes.scope3,
  };
}

export const ZERO_FIGURES: EmissionFigures = toEmissionFigures({
  co2e_ttw: 0,
  co2e_wtt: 0,
  co2e_wtw: 0,
  co2e_wtw_with_rf: 0,
  gases: { CO2: 0, CH4: 0, N2O: 0, HFCs: 0, PFCs: 0, SF6: 0, NF3: 0, NOx: 0, SOx: 0, PM: 0 },
  scopes: { scope1: 0, scope2: 0, scope3: 0 },
});
