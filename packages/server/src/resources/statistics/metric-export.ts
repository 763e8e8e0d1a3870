import { ENUM_LABELS, enumLabel, type GroupFigures, type MetricExportQuery, type StatisticsGroupKey } from '@huella/contracts';
import type { Executor } from '../../db/connection.ts';
import { csvLine, fixed, type Cell, type CsvDialect } from '../../exports/csv-cells.ts';
import { FIGURES, type FigureKey } from '../../exports/figures.ts';
import type { ExportStream } from '../../exports/export-reports.ts';
import { beginExportTurn, whileNewest } from '../../exports/export-turns.ts';
import { streamAfterFirstChunk } from '../../exports/first-chunk-stream.ts';
import type { Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { groupFacts, groupLabels } from './group-by.ts';

type Header = readonly [string, string];

/** The figure columns, kg as the API sends them, with the report export's headers and decimals (docs/exports.md). */
const FIGURE_COLUMNS = (
  [
    ['CO2_total', 'co2e_wtw'],
    ['co2e_ttw', 'co2e_ttw'],
    ['co2e_wtt', 'co2e_wtt'],
    ['CO2', 'CO2'],
    ['CH4', 'CH4'],
    ['N2O', 'N2O'],
    ['HFCS', 'HFCs'],
    ['PFCS', 'PFCs'],
    ['SF6', 'SF6'],
    ['NF3', 'NF3'],
    ['NOX', 'NOx'],
    ['SOX', 'SOx'],
    ['PM', 'PM'],
    ['scope1', 'scope1'],
    ['scope2', 'scope2'],
    ['scope3', 'scope3'],
    ['tkm', 'tkm'],
    ['weight', 'mass'],
    ['intensity_g_per_tkm', 'intensity'],
  ] as const satisfies readonly (readonly [keyof GroupFigures, FigureKey])[]
).map(([name, figure]) => ({ name, header: FIGURES[figure].header, digits: FIGURES[figure].digits }));

const NONE: Header = ['(none)', '(ninguno)'];
const TOTAL: Header = ['Total', 'Total'];

/** A group's value as its reader names it: the label of a code, the name of an id. */
function keyCell(key: StatisticsGroupKey, value: string, labels: Awaited<ReturnType<typeof groupLabels>>, language: Language): string {
  const column = language === 'es' ? 1 : 0;
  if (value === '') return NONE[column];
  if (key === 'transport_type') return enumLabel('activity_type', value, language);
  if (key === 'type') return enumLabel('statistics_type', value, language);
  if (key === 'commodity' || key === 'center' || key === 'car' || key === 'report') return labels[key][value] ?? value;
  return value;
}

/**
 * `GET /api/reports/export_metric/`: the statistic of the same filters and groups as a CSV file, one row per
 * group and a last row with the overall total; the report export's rules (BOM, delimiter by language, formula
 * escaping; docs/exports.md). The groups are summed by the database first, so the file is as small as the table.
 */
export async function exportMetric(db: Executor, ctx: TenantContext, language: Language, q: MetricExportQuery): Promise<ExportStream> {
  const grouped = await groupFacts(db, ctx, q);
  const labels = await groupLabels(db, ctx, language, grouped);
  const delimiter = q.delimiter ?? (language === 'es' ? ';' : ',');
  const dialect: CsvDialect = { delimiter, decimalComma: delimiter === ';' };
  const column = language === 'es' ? 1 : 0;
  const keyHeaders = grouped.keys.map((key) =>
    key === 'tag' && q.tag_group_by ? `${enumLabel('statistics_group_key', key, language)}: ${q.tag_group_by}` : ENUM_LABELS.statistics_group_key[key][language],
  );
  const figureCells = (figures: GroupFigures): Cell[] => FIGURE_COLUMNS.map(({ name, digits }) => fixed(figures[name] as number | null, digits));
  async function* lines(): AsyncGenerator<string, void> {
    const BATCH = 500;
    let chunk = '';
    for (const [i, row] of grouped.rows.entries()) {
      chunk += csvLine([...grouped.keys.map((key, k) => keyCell(key, row.key[k] ?? '', labels, language)), ...figureCells(row.figures)], dialect);
      if ((i + 1) % BATCH === 0) {
        yield chunk;
        chunk = '';
      }
    }
    const totalKeys = grouped.keys.map((_key, k) => (k === 0 ? TOTAL[column] : ''));
    yield chunk + csvLine([...(grouped.keys.length ? totalKeys : [TOTAL[column]]), ...figureCells(grouped.overall)], dialect);
  }
  const head = `\uFEFF${csvLine([...(grouped.keys.length ? keyHeaders : ['']), ...FIGURE_COLUMNS.map((c) => c.header[column])], dialect)}`;
  const keysPart = grouped.keys.length ? `-${grouped.keys.join('-')}` : '';
  // One export at a time per user, as for the report export (docs/exports.md "One export at a time"): a valid
  // request stops an earlier export of the same user.
  const turn = await beginExportTurn(db, ctx.userId);
  try {
    return { fileName: `huella-statistics${keysPart}-${q.date_after}_${q.date_before}.csv`, body: await streamAfterFirstChunk(head, whileNewest(turn, lines())) };
  } catch (error) {
    await turn.end();
    throw error;
  }
}
