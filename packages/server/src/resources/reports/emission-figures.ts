import { GAS_COLUMNS, type EmissionFigures, type GasColumn } from '@huella/contracts';
import type { Figures, Gases } from '@huella/emissions';

/** The core's gas names (docs/methodology.md §6) in the API's spelling (docs/spec/part-2.md §3). */
const COLUMN_OF: Record<keyof Gases, GasColumn> = {
  CO2: 'CO2',
  CH4: 'CH4',
  N2O: 'N2O',
  HFCs: 'HFCS',
  PFCs: 'PFCS',
  SF6: 'SF6',
  NF3: 'NF3',
  NOx: 'NOX',
  SOx: 'SOX',
  PM: 'PM',
};

/**
 * Results stored before the per-gas split carry no `not_estimated`. Back then no factor gave any gas but the CO2
 * column (which held all of CO2e) and the ship model's pollutants, so a gas that is exactly 0 in such a result was
 * not estimated; one with a figure was (docs/methodology.md "Gases not estimated").
 */
function notEstimatedOf(f: Figures): GasColumn[] {
  const stored = (f as Partial<Pick<Figures, 'not_estimated'>>).not_estimated;
  if (Array.isArray(stored)) return GAS_COLUMNS.filter((c) => stored.some((g) => COLUMN_OF[g] === c));
  return (Object.keys(COLUMN_OF) as (keyof Gases)[]).filter((g) => (f.gases[g] ?? 0) === 0).map((g) => COLUMN_OF[g]);
}

/** The core's figures in the API's names (docs/spec/part-2.md §3: CO2_total, HFCS, NOX…); kilograms throughout. */
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
    not_estimated: notEstimatedOf(f),
  };
}

/** Nothing calculated yet: every gas column is "not estimated". */
export const ZERO_FIGURES: EmissionFigures = { ...toEmissionFigures(zeroCoreFigures()), not_estimated: [...GAS_COLUMNS] };

function zeroCoreFigures(): Figures {
  return {
    co2e_ttw: 0,
    co2e_wtt: 0,
    co2e_wtw: 0,
    co2e_wtw_with_rf: 0,
    gases: { CO2: 0, CH4: 0, N2O: 0, HFCs: 0, PFCs: 0, SF6: 0, NF3: 0, NOx: 0, SOx: 0, PM: 0 },
    scopes: { scope1: 0, scope2: 0, scope3: 0 },
    not_estimated: ['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM'],
  };
}

/** A stored result's figures, or zeros (all "not estimated") for a row never calculated. */
export function storedFigures(stored: unknown): EmissionFigures {
  return stored ? toEmissionFigures(stored as Figures) : ZERO_FIGURES;
}
