import type { Gases } from '@huella/emissions';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fixed, type CsvDialect, type Fixed } from './csv-cells.ts';
import type { Header } from './level-definition.ts';

interface Figure {
  header: Header;
  /** Decimals the column keeps (docs/exports.md "Decimals"). */
  digits: number;
  /** Where the figure is read in a stored result; none for one read from a column of its own (the distance). */
  path?: readonly string[];
  /** A gas, by its name in the result's `not_estimated`. */
  gas?: keyof Gases;
}

const gas = (name: keyof Gases, digits: number): Required<Figure> => ({ header: [`${name} (kg)`, `${name} (kg)`], digits, path: ['gases', name], gas: name });

/**
 * Every figure column of the exports, once: its header, its decimals and where it is read. Kilograms of CO2e to
 * the gram; the other gases to the milligram, since a road leg's N2O is a few grams.
 */
export const FIGURES = {
  distance: { header: ['Distance (km)', 'Distancia (km)'], digits: 1 },
  mass: { header: ['Cargo mass (t)', 'Masa de carga (t)'], digits: 4, path: ['mass_t'] },
  share: { header: ['Share of the stage', 'Parte de la etapa'], digits: 6, path: ['share'] },
  tkm: { header: ['Transport activity (tkm)', 'Actividad de transporte (tkm)'], digits: 3, path: ['tkm'] },
  intensity: { header: ['Intensity (g CO2e/tkm)', 'Intensidad (g CO2e/tkm)'], digits: 2, path: ['intensity_g_per_tkm'] },
  electricity: { header: ['Electricity (kWh)', 'Electricidad (kWh)'], digits: 3, path: ['electricity_kwh'] },
  diesel: { header: ['Diesel (l)', 'Gasóleo (l)'], digits: 3, path: ['diesel_l'] },
  /** A consumption's litres (gas oil) or kWh, its unit in a column of its own. */
  quantity: { header: ['Quantity', 'Cantidad'], digits: 3 },
  co2e_ttw: { header: ['CO2e TTW (kg)', 'CO2e TTW (kg)'], digits: 3, path: ['co2e_ttw'] },
  co2e_wtt: { header: ['CO2e WTT (kg)', 'CO2e WTT (kg)'], digits: 3, path: ['co2e_wtt'] },
  co2e_wtw: { header: ['CO2e WTW (kg)', 'CO2e WTW (kg)'], digits: 3, path: ['co2e_wtw'] },
  co2e_wtw_with_rf: { header: ['CO2e WTW with radiative forcing (kg)', 'CO2e WTW con forzamiento radiativo (kg)'], digits: 3, path: ['co2e_wtw_with_rf'] },
  CO2: gas('CO2', 3),
  CH4: gas('CH4', 6),
  N2O: gas('N2O', 6),
  HFCs: gas('HFCs', 6),
  PFCs: gas('PFCs', 6),
  SF6: gas('SF6', 6),
  NF3: gas('NF3', 6),
  NOx: gas('NOx', 6),
  SOx: gas('SOx', 6),
  PM: gas('PM', 6),
  scope1: { header: ['Scope 1 (kg CO2e)', 'Alcance 1 (kg CO2e)'], digits: 3, path: ['scopes', 'scope1'] },
  scope2: { header: ['Scope 2 (kg CO2e)', 'Alcance 2 (kg CO2e)'], digits: 3, path: ['scopes', 'scope2'] },
  scope3: { header: ['Scope 3 (kg CO2e)', 'Alcance 3 (kg CO2e)'], digits: 3, path: ['scopes', 'scope3'] },
  /** Scope 2 with the supplier's factor (GHG Protocol Scope 2 Guidance); a consumption without one has none. */
  scope2_market_based: { header: ['Scope 2 market-based (kg CO2e)', 'Alcance 2 según mercado (kg CO2e)'], digits: 3, path: ['scope2_market_based'] },
} as const satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;
type ReadFigureKey = { [K in FigureKey]: (typeof FIGURES)[K] extends { path: readonly string[] } ? K : never }[FigureKey];

/** The emission figures every level ends its rows with, in this order: the CO2e split, every gas, the scopes. */
const EMISSIONS = ['co2e_ttw', 'co2e_wtt', 'co2e_wtw', 'co2e_wtw_with_rf', 'CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM', 'scope1', 'scope2', 'scope3'] as const satisfies readonly ReadFigureKey[];
/** A consumption's emission figures: those of every level, then its market-based scope 2 (location-based is `scope2`). */
export const CONSUMPTION_EMISSIONS = [...EMISSIONS, 'scope2_market_based'] as const satisfies readonly ReadFigureKey[];

export const figureHeaders = (keys: readonly FigureKey[]): Header[] => keys.map((key) => FIGURES[key].header);
export const EMISSION_HEADERS = figureHeaders(EMISSIONS);

const jsonPath = (path: readonly string[]) => `{${path.join(',')}}`;

/**
 * A stored result read once per row: `jsonb_to_record` in the query's FROM list (`join`, after the row's
 * table) unpacks it into one column per top-level key the figures read. A calculated stage's result is 2–4 kB
 * of JSON (its factors, its cargos' shares), which PostgreSQL keeps compressed and often out of line, and every
 * `->>` on the column itself decompresses all of it again: the ~40 reads of a stage row then cost ×4 the rest
 * of the export (docs/exports.md "At scale").
 */
export interface UnpackedResult {
  readonly unpacked: true;
  join: SQL;
  /** The text of the value at `path` (a top-level key, or one inside an unpacked object), null when absent. */
  text(path: readonly string[]): SQL;
  /** The JSON of a top-level key that was unpacked as JSON. */
  json(key: string): SQL;
}

/** Where a row's figures are read: its stored result (a jsonb column or expression), or that result unpacked once. */
export type FigureSource = AnyColumn | SQL | UnpackedResult;

const isUnpacked = (source: FigureSource): source is UnpackedResult => 'unpacked' in source;

/**
 * The result `result` unpacked under the alias `alias`, with what the emission figures, the figures `keys`
 * and the top-level text fields `texts` (such as `method`) read of it.
 */
export function unpackedResult(result: AnyColumn | SQL, alias: string, keys: readonly ReadFigureKey[], texts: readonly string[] = []): UnpackedResult {
  const objects = new Set<string>(['not_estimated']);
  const scalars = new Set<string>(texts);
  for (const key of [...EMISSIONS, ...keys]) {
    const [top = '', ...rest] = FIGURES[key].path;
    (rest.length ? objects : scalars).add(top);
  }
  const columns = [...[...scalars].map((name) => sql`${sql.identifier(name)} text`), ...[...objects].map((name) => sql`${sql.identifier(name)} jsonb`)];
  const table = sql.identifier(alias);
  const column = (name: string) => sql`${table}.${sql.identifier(name)}`;
  return {
    unpacked: true,
    join: sql`cross join lateral jsonb_to_record(${result}) as ${table}(${sql.join(columns, sql`, `)})`,
    text: ([top = '', ...rest]) => (rest.length ? sql`(${column(top)} #>> ${jsonPath(rest)})` : column(top)),
    json: (key) => column(key),
  };
}

/** The text at `path` of a row's figures. */
const textAt = (source: FigureSource, path: readonly string[]): SQL => (isUnpacked(source) ? source.text(path) : sql`(${source} #>> ${jsonPath(path)})`);

/** The figures `keys` of a stored result as numbers, one field each, for the process to round (`figureCells`). */
export function readFigures<K extends ReadFigureKey>(source: FigureSource, keys: readonly K[]): Record<K, SQL<number | null>> {
  const fields = {} as Record<K, SQL<number | null>>;
  for (const key of keys) fields[key] = sql<number | null>`${textAt(source, FIGURES[key].path)}::float8`;
  return fields;
}

/** The cells of the figures `keys` of a row, each rounded to its column's decimals. */
export const figureCells = <K extends FigureKey>(row: Record<K, number | null>, keys: readonly K[]): Fixed[] =>
  keys.map((key) => fixed(row[key], FIGURES[key].digits));

/**
 * A gas no factor covered (`not_estimated`, docs/methodology.md "Gases not estimated"); a result stored before
 * the per-gas split has no such list, and there a gas of exactly 0 was not estimated (emission-figures.ts).
 */
const notEstimated = (source: FigureSource, name: keyof Gases) =>
  sql`coalesce(${isUnpacked(source) ? source.json('not_estimated') : sql`(${source} -> 'not_estimated')`} @> ${JSON.stringify([name])}::jsonb, ${textAt(source, ['gases', name])}::float8 = 0)`;

/**
 * The emission cells of a stored result (the columns of EMISSION_HEADERS), written by the database in the
 * file's dialect: a stage, link or storage row is mostly figures, and the database turning them into text on
 * its own core while this process formats the batch before is what keeps a million-row export near COPY's
 * speed. Each is rounded to its column's decimals (the stored JSON number would carry binary noise such as
 * 34.699999999999996); a missing one, or a gas no factor covered, is an empty cell.
 */
export function emissionText(source: FigureSource, dialect: CsvDialect, keys: readonly ReadFigureKey[] = EMISSIONS): SQL<string> {
  const cells = keys.map((key) => {
    const figure = FIGURES[key];
    const rounded = sql`coalesce(round(${textAt(source, figure.path)}::numeric, ${figure.digits}::int)::text, '')`;
    const text = 'gas' in figure ? sql`case when ${notEstimated(source, figure.gas)} then '' else ${rounded} end` : rounded;
    return dialect.decimalComma ? sql`replace(${text}, '.', ',')` : text;
  });
  return sql<string>`${sql.join(cells, sql` || ${dialect.delimiter} || `)}`;
}
