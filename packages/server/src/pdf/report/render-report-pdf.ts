import { enumLabel, formatDecimal, formatFixed, formatShare, formatTonnes, transportDetailsText, type ReportTotals, type Stage } from '@huella/contracts';
import { greatCirclePoints, MODE_COLOURS, unwrapLongitudes } from '@huella/emissions';
import type { Language } from '../../http/messages.ts';
import { drawCalculationDetails } from './draw-calculation-details.ts';
import { drawLegsMap, type MapLeg, type Point } from './draw-legs-map.ts';
import { drawSharesChart, SHARE_ROW_HEIGHT } from './draw-shares-chart.ts';
import { DARK, GREY, MARGIN, bottomOf, ensureSpace, heading, innerWidth, pairs, table, type Doc } from './pdf-layout.ts';
import { closeReportPdf, drawFootprint, drawMethodology, drawScopes, openReportPdf, pdfDateFormat, type PdfKind, type ReportPdfBase } from './report-pdf-frame.ts';
import { reportPdfText, type ReportPdfText } from './report-pdf-text.ts';

// The summary and extended report PDFs (docs/spec/part-2.md §2.2 "two PDF buttons", §7 "reports pdf"): A4, both
// languages, page numbers, every figure in tonnes as on the totals screen, every code by its label, and — in
// the extended one — everything an auditor needs to trace a figure: inputs, allocation to the cargos and, in
// "Calculation details", each factor with its value and source, how each distance was obtained, and the hashes.

export interface ReportPdfInput extends ReportPdfBase {
  totals: ReportTotals;
  stages: Stage[];
}

/** The map takes what is left of the first page, within these bounds, so it never stands on a page alone. */
const MAP_HEIGHT = { min: 140, max: 200 };
/** Room the share bars take below the map: their heading, and one row per stage or storage. */
const SHARES_HEADING = 44;

type TotalsStage = ReportTotals['stages'][number];

function legsOf(totals: ReportTotals): { legs: MapLeg[]; markers: { point: Point; colour: string }[] } {
  const legs: MapLeg[] = totals.stages.flatMap((s) => {
    const colour = MODE_COLOURS[s.transport_type];
    if (s.geometry?.length) return [{ colour, points: s.geometry as Point[] }];
    if (!s.origin_location || !s.destination_location) return [];
    const a: Point = [s.origin_location.lng, s.origin_location.lat];
    const b: Point = [s.destination_location.lng, s.destination_location.lat];
    return [{ colour, points: s.transport_type === 'air' ? greatCirclePoints(a, b) : unwrapLongitudes([a, b]), dashed: s.transport_type === 'air' }];
  });
  const markers = totals.storages.flatMap((s) => (s.place_location ? [{ point: [s.place_location.lng, s.place_location.lat] as Point, colour: MODE_COLOURS.storage }] : []));
  return { legs, markers };
}

export function renderReportPdf(kind: PdfKind, language: Language, input: ReportPdfInput): Promise<Buffer> {
  const t = reportPdfText(language);
  const { report, totals } = input;
  const date = pdfDateFormat(language);
  const { doc, done } = openReportPdf(language, kind === 'extended' ? t.extendedTitle : t.title, input, totals.review, `${report.origin || '—'} → ${report.destination || '—'}`);
  drawFootprint(doc, t, totals, language);
  drawScopes(doc, t, language, totals);

  // The map comes before the share bars and takes the room left on the page: a long list of stages then
  // carries its bars to the next page, which is never a page of the map alone (issue #11 item 15).
  const stageLabel = (s: TotalsStage, i: number) => `${i + 1}. ${enumLabel('stage_kind', s.kind, language)}: ${s.origin || '—'} → ${s.destination || '—'}`;
  const { legs, markers } = legsOf(totals);
  const shareRows = totals.stages.length + totals.storages.length;
  const sharesHeight = SHARES_HEADING + SHARE_ROW_HEIGHT * Math.max(shareRows, 1);
  ensureSpace(doc, MAP_HEIGHT.min + 50);
  heading(doc, t.map);
  const mapHeight = Math.max(MAP_HEIGHT.min, Math.min(MAP_HEIGHT.max, bottomOf(doc) - doc.y - 8 - sharesHeight));
  drawLegsMap(doc, { x: MARGIN, y: doc.y, width: innerWidth(doc), height: mapHeight }, legs, markers);
  doc.y += mapHeight + 8;

  heading(doc, t.shares);
  if (!totals.stages.length && !totals.storages.length) {
    doc.font('regular').fontSize(9).fillColor(GREY).text(t.noStages, MARGIN, doc.y);
  } else {
    drawSharesChart(
      doc,
      [
        ...totals.stages.map((s, i) => ({ label: stageLabel(s, i), value: s.CO2_total, colour: MODE_COLOURS[s.transport_type] })),
        ...totals.storages.map((s) => ({ label: `${t.storage}: ${s.warehouse_name}`, value: s.CO2_total, colour: MODE_COLOURS.storage })),
      ],
      (share) => formatShare(share, language),
    );
  }

  if (kind === 'extended') {
    drawStages(doc, t, language, input, stageLabel);
    drawCalculationDetails(doc, t, language, {
      review: totals.review,
      inputHash: totals.input_hash,
      calculatedAt: totals.calculated_at ? date.format(new Date(totals.calculated_at)) : '—',
      blocks: [
        ...totals.stages.map((s, i) => ({
          title: `${t.stage} ${stageLabel(s, i)}`,
          lines: [[t.distanceHow, `${formatDecimal(s.distance, language, 1)} km — ${enumLabel('distance_method', s.distance_method, language)}`]] as const,
          factors: s.factors_used,
        })),
        ...totals.storages.map((s) => ({ title: `${t.storage}: ${s.warehouse_name}`, lines: [], factors: s.factors_used })),
      ],
    });
    drawMethodology(doc, t, t.methodologyText(input.gwpBasis));
  }

  closeReportPdf(doc, t, report.reference);
  return done;
}

/** Each stage's inputs, figures and allocation, one after another; a page breaks only where a block does not fit. */
function drawStages(doc: Doc, t: ReportPdfText, language: Language, input: ReportPdfInput, stageLabel: (s: TotalsStage, i: number) => string): void {
  const { totals } = input;
  const stageById = new Map(input.stages.map((s) => [s.id, s]));
  const number = (value: number, digits = 1) => formatDecimal(value, language, digits);
  heading(doc, t.stages);
  if (!totals.stages.length) doc.font('regular').fontSize(9).fillColor(GREY).text(t.noStages, MARGIN, doc.y);
  totals.stages.forEach((s, i) => {
    // A stage's heading, inputs and first figures stay together.
    ensureSpace(doc, 220);
    heading(doc, `${t.stage} ${stageLabel(s, i)}`, 11.5);
    const body = stageById.get(s.id);
    const label = (field: string) => t.field[field] ?? field;
    const inputs: [string, string][] = [
      [t.details, transportDetailsText(s.transport_details, language) || '—'],
      [t.distance, `${number(s.distance)} km — ${enumLabel('distance_method', s.distance_method, language)}`],
      [t.operatedBy, t.operated[s.operated_by] ?? enumLabel('operated_by', s.operated_by, language)],
      [t.method, s.method ? enumLabel('calculation_method', s.method, language) : '—'],
    ];
    if (body?.capacity_load != null) inputs.push([label('capacity_load'), `${number(body.capacity_load, 3)} t`]);
    if (body?.vehicles_number != null) inputs.push([label('vehicles_number'), number(body.vehicles_number, 0)]);
    if (body?.gross_tonnage != null) inputs.push([label('gross_tonnage'), number(body.gross_tonnage, 0)]);
    if (body?.total_load != null) inputs.push([label('total_load'), `${number(body.total_load, 3)} ${body.ship_load_type === 'container' ? 'TEU' : 't'}`]);
    if (body?.port_operations) inputs.push([label('port_operations'), enumLabel('port_operations', body.port_operations, language)]);
    if (body?.LTO != null) inputs.push([label('LTO'), number(body.LTO, 0)]);
    if (body?.avoid?.length) inputs.push([label('avoid'), body.avoid.map((p) => enumLabel('sea_passage', p, language)).join(', ')]);
    pairs(doc, inputs);
    doc.moveDown(0.4);
    table(
      doc,
      [
        { header: t.figures, width: 0.6 },
        { header: 't CO₂e', width: 0.4, align: 'right' },
      ],
      [
        [t.ttw, formatTonnes(s.co2e_ttw, language)],
        [t.wtt, formatTonnes(s.co2e_wtt, language)],
        [t.wtw, formatTonnes(s.CO2_total, language)],
        [t.activity, number(s.tkm)],
        [t.intensity, s.intensity_g_per_tkm === null ? '—' : formatFixed(s.intensity_g_per_tkm, language, 2)],
      ],
      { fontSize: 8.5 },
    );
    doc.font('bold').fontSize(9.5).fillColor(DARK).text(t.allocation, MARGIN, doc.y);
    table(
      doc,
      [
        { header: t.cargo, width: 0.14 },
        { header: t.material, width: 0.3 },
        { header: t.mass, width: 0.18, align: 'right' },
        { header: t.share, width: 0.16, align: 'right' },
        { header: 't CO₂e', width: 0.22, align: 'right' },
      ],
      s.cargos.map((c) => {
        const share = s.CO2_total > 0 ? c.CO2_total / s.CO2_total : 0;
        return [c.reference, c.commodity ?? '—', number(c.weight, 3), formatShare(share, language), formatTonnes(c.CO2_total, language)];
      }),
      { fontSize: 8.5 },
    );
  });

  if (totals.storages.length) {
    heading(doc, t.storages, 11.5);
    table(
      doc,
      [
        { header: t.warehouse, width: 0.3 },
        { header: t.operatedBy, width: 0.24 },
        { header: t.energy, width: 0.24 },
        { header: 't CO₂e', width: 0.22, align: 'right' },
      ],
      totals.storages.map((s) => [
        `${s.warehouse_name}${s.place ? `\n${s.place}` : ''}`,
        t.operated[s.type] ?? enumLabel('operated_by', s.type, language),
        `${number(s.electricity_kwh)} kWh\n${number(s.diesel_l)} l`,
        formatTonnes(s.CO2_total, language),
      ]),
    );
  }
}
