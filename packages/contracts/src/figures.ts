import { z } from 'zod';

// The emission figures every calculated row carries, in kilograms (docs/spec/part-2.md §3), and the factors behind them.

/** The gas columns as the API spells them (docs/spec/part-2.md §3). */
export const GAS_COLUMNS = ['CO2', 'CH4', 'N2O', 'HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM'] as const;
export const gasColumn = z.enum(GAS_COLUMNS);
export type GasColumn = z.infer<typeof gasColumn>;

/** The spec's gas columns plus the WTW split and scopes (docs/methodology.md §6). All kg. */
export const emissionFigures = z.object({
  CO2_total: z.number().describe('kg CO2e well-to-wheel'),
  CO2: z.number(),
  CH4: z.number(),
  N2O: z.number(),
  HFCS: z.number(),
  PFCS: z.number(),
  SF6: z.number(),
  NF3: z.number(),
  NOX: z.number(),
  SOX: z.number(),
  PM: z.number(),
  co2e_ttw: z.number(),
  co2e_wtt: z.number(),
  co2e_wtw_with_rf: z.number(),
  scope1: z.number(),
  scope2: z.number(),
  scope3: z.number(),
  /**
   * Gas columns no factor behind these figures covered: their 0 means "not estimated", not "none emitted".
   * A total lists the gases that no contributing row covered.
   */
  not_estimated: z.array(gasColumn),
});
export type EmissionFigures = z.infer<typeof emissionFigures>;

export const factorUsed = z.object({ key: z.string(), value: z.number(), unit: z.string(), source: z.string() });
