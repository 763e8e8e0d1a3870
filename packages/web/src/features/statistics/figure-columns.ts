import type { GroupFigures } from '@huella/contracts';
import { formatShare } from '../../lib/format-figures.ts';
import { formatIntensity, formatStatisticsGas, formatStatisticsTonnes, formatTkm } from './statistics-figures.ts';

/** The figures a breakdown table can show, each as its column (docs/spec/part-2.md §9: tonnes with 3 decimals). */
export const FIGURE_COLUMNS = ['co2e', 'co2', 'ch4', 'n2o', 'scope1', 'scope2', 'scope3', 'tkm', 'intensity', 'share'] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];

/** A cell's text; `whole` is the CO2e the share column divides by. */
export function figureCell(column: FigureColumn, figures: GroupFigures, language: string, whole: number): string {
  switch (column) {
    case 'co2e':
      return formatStatisticsTonnes(figures.CO2_total, language);
    case 'co2':
      return formatStatisticsTonnes(figures.CO2, language);
    case 'ch4':
      return formatStatisticsGas(figures.CH4, language);
    case 'n2o':
      return formatStatisticsGas(figures.N2O, language);
    case 'scope1':
      return formatStatisticsTonnes(figures.scope1, language);
    case 'scope2':
      return formatStatisticsTonnes(figures.scope2, language);
    case 'scope3':
      return formatStatisticsTonnes(figures.scope3, language);
    case 'tkm':
      return formatTkm(figures.tkm, language);
    case 'intensity':
      return formatIntensity(figures.intensity_g_per_tkm, language);
    case 'share':
      return formatShare(whole > 0 ? Math.max(0, figures.CO2_total) / whole : 0, language);
  }
}
