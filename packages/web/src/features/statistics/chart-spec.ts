/** One series of a bar or line chart: its key in the data rows, its name, its colour. */
export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

/** A pie's part: tonnes, named and coloured as its table row. */
export interface PieCell {
  name: string;
  value: number;
  color: string;
}

/** What statistics-charts.tsx draws; `x` is each data row's category, `xLabel` its words. */
export type ChartSpec =
  | { kind: 'pie'; cells: PieCell[] }
  | {
      kind: 'bars' | 'lines';
      data: Record<string, string | number>[];
      series: ChartSeries[];
      xLabel: (x: string | number) => string;
      /** The value axis' unit, e.g. t CO2e. */
      unit: string;
      stacked?: boolean;
      /** Bars along the x axis; categories down the side (long names: materials, tags). */
      horizontal?: boolean;
      /** Each bar in the colour its row names (`color` in the row), for a single series. */
      barColours?: boolean;
    };
