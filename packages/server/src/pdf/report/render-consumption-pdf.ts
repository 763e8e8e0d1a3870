import { enumLabel, formatDecimal, formatShare, formatTonnes, tagsText, type ConsumptionTotals } from '@huella/contracts';
import type { Language } from '../../http/messages.ts';
import { drawCalculationDetails, type CalculationBlock } from './draw-calculation-details.ts';
import { drawSharesChart, type Share } from './draw-shares-chart.ts';
import { GREY, MARGIN, ensureSpace, heading, innerWidth, table, type Column, type Doc } from './pdf-layout.ts';
import { closeReportPdf, drawFootprint, drawMethodology, drawScopes, openReportPdf, pdfDateFormat, type PdfKind, type ReportPdfBase } from './report-pdf-frame.ts';
import { reportPdfText, type ReportPdfText } from './report-pdf-text.ts';

// The summary and extended PDFs of a consumption report (docs/spec/part-2.md §2.6 "Summary and extended PDF
// buttons"), drawn from the same ConsumptionTotals the totals screen shows: the footprint by gas, the scopes
// with scope 2 location- and market-based, the consumptions and voyages, the review with its content hash; the
// extended one adds each row's figures, scopes and factors, the hashes and the method.

export interface ConsumptionPdfInput extends ReportPdfBase {
  totals: ConsumptionTotals;
}

type TotalsConsumption = ConsumptionTotals['consumptions'][number];
type TotalsVoyage = ConsumptionTotals['voyages'][number];

/** A bar per energy: the consumption types, then the company cars by fuel. */
const ENERGY_COLOURS = { gasoil: '#d9480f', natural_gas: '#1971c2', electricity: '#f08c00' } as const;
const CAR_COLOUR = '#2b8a3e';

function energyShares(t: ReportPdfText, language: Language, totals: ConsumptionTotals): Share[] {
  const shares = new Map<string, Share>();
  const add = (key: string, label: string, colour: string, value: number) => {
    const share = shares.get(key) ?? { label, colour, value: 0 };
    shares.set(key, { ...share, value: share.value + value });
  };
  for (const c of totals.consumptions) add(c.type, enumLabel('consumption_type', c.type, language), ENERGY_COLOURS[c.type], c.CO2_total);
  for (const v of totals.voyages) add(`car:${v.fuel}`, `${t.companyCars}: ${enumLabel('car_fuel', v.fuel, language)}`, CAR_COLOUR, v.CO2_total);
  return [...shares.values()];
}

const quantityText = (c: TotalsConsumption, language: Language) => `${formatDecimal(c.quantity, language, 3)} ${c.unit}`;
const carText = (v: TotalsVoyage) => (v.car ? `${v.car}\n${v.car_family}` : v.car_family);

/** One of the two row tables under its heading, or a line saying the report has no such rows. */
function drawRowsTable(doc: Doc, title: string, empty: string, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  // The heading starts a page rather than stand alone at the foot of one: heading, header row and first rows fit together.
  ensureSpace(doc, 110);
  heading(doc, title);
  if (rows.length) table(doc, columns, rows, { fontSize: 8.5 });
  else doc.font('regular').fontSize(9).fillColor(GREY).text(empty, MARGIN, doc.y);
}

function drawConsumptions(doc: Doc, t: ReportPdfText, language: Language, rows: readonly TotalsConsumption[]): void {
  drawRowsTable(
    doc,
    t.consumptions,
    t.noConsumptions,
    [
      { header: '#', width: 0.05 },
      { header: t.consumptionDate, width: 0.13 },
      { header: t.type, width: 0.14 },
      { header: t.center, width: 0.2 },
      { header: t.quantity, width: 0.16, align: 'right' },
      { header: t.supplier, width: 0.17 },
      { header: 't CO₂e', width: 0.15, align: 'right' },
    ],
    rows.map((c, i) => [String(i + 1), c.date, enumLabel('consumption_type', c.type, language), c.center ?? '—', quantityText(c, language), c.supplier ?? '—', formatTonnes(c.CO2_total, language)]),
  );
}

function drawVoyages(doc: Doc, t: ReportPdfText, language: Language, rows: readonly TotalsVoyage[]): void {
  drawRowsTable(
    doc,
    t.voyages,
    t.noVoyages,
    [
      { header: '#', width: 0.05 },
      { header: t.consumptionDate, width: 0.13 },
      { header: t.car, width: 0.24 },
      { header: t.fuel, width: 0.14 },
      { header: t.center, width: 0.17 },
      { header: `${t.distance} (km)`, width: 0.12, align: 'right' },
      { header: 't CO₂e', width: 0.15, align: 'right' },
    ],
    rows.map((v, i) => [String(i + 1), v.date, carText(v), enumLabel('car_fuel', v.fuel, language), v.center ?? '—', formatDecimal(v.distance, language, 1), formatTonnes(v.CO2_total, language)]),
  );
}

/** What the extended PDF says of each row before its factors: figures and scopes in tonnes, and its tags. */
function rowLines(t: ReportPdfText, language: Language, row: TotalsConsumption | TotalsVoyage, marketBased: number | null): [string, string][] {
  const t4 = (kg: number) => formatTonnes(kg, language);
  const market = marketBased === null ? '' : ` (${t.marketBased} ${t4(marketBased)})`;
  const lines: [string, string][] = [
    [t.method, enumLabel('calculation_method', row.method, language)],
    [t.figuresOfRow, `TTW ${t4(row.co2e_ttw)} · WTT ${t4(row.co2e_wtt)} · WTW ${t4(row.CO2_total)}`],
    [t.scopesOfRow, `1: ${t4(row.scope1)} · 2: ${t4(row.scope2)}${market} · 3: ${t4(row.scope3)}`],
  ];
  const tags = tagsText(row.tags, language);
  if (tags) lines.push([t.tags, tags]);
  return lines;
}

const place = (center: string | null) => (center ? ` · ${center}` : '');

function calculationBlocks(t: ReportPdfText, language: Language, totals: ConsumptionTotals): CalculationBlock[] {
  return [
    ...totals.consumptions.map((c, i) => ({
      title: `${t.consumption} ${i + 1}. ${enumLabel('consumption_type', c.type, language)} · ${c.date}${place(c.center)}`,
      lines: [[t.quantity, quantityText(c, language)] as [string, string], ...(c.supplier ? [[t.supplier, c.supplier] as [string, string]] : []), ...rowLines(t, language, c, c.scope2_market_based)],
      factors: c.factors_used,
    })),
    ...totals.voyages.map((v, i) => ({
      title: `${t.voyage} ${i + 1}. ${v.car ?? v.car_family} · ${v.date}${place(v.center)}`,
      lines: [
        [t.car, v.car ? `${v.car} — ${v.car_family}` : v.car_family] as [string, string],
        [t.fuel, enumLabel('car_fuel', v.fuel, language)] as [string, string],
        [t.distance, `${formatDecimal(v.distance, language, 1)} km`] as [string, string],
        ...rowLines(t, language, v, null),
      ],
      factors: v.factors_used,
    })),
  ];
}

export function renderConsumptionPdf(kind: PdfKind, language: Language, input: ConsumptionPdfInput): Promise<Buffer> {
  const t = reportPdfText(language);
  const { report, totals } = input;
  const date = pdfDateFormat(language);
  const { doc, done } = openReportPdf(language, kind === 'extended' ? t.consumptionExtendedTitle : t.consumptionTitle, input, totals.review);
  drawFootprint(doc, t, totals, language);
  drawScopes(doc, t, language, totals);

  const shares = energyShares(t, language, totals);
  if (shares.length) {
    heading(doc, t.energyShares);
    drawSharesChart(doc, shares, (share) => formatShare(share, language));
  }
  drawConsumptions(doc, t, language, totals.consumptions);
  drawVoyages(doc, t, language, totals.voyages);
  doc.moveDown(0.4);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(totals.review ? t.reviewNote(totals.review.title, totals.review.content_hash) : t.noReviewNote, MARGIN, doc.y, { width: innerWidth(doc) });

  if (kind === 'extended') {
    drawCalculationDetails(doc, t, language, {
      review: totals.review,
      inputHash: totals.input_hash,
      calculatedAt: totals.calculated_at ? date.format(new Date(totals.calculated_at)) : '—',
      intro: t.consumptionDetailsIntro,
      blocks: calculationBlocks(t, language, totals),
    });
    drawMethodology(doc, t, t.consumptionMethodologyText(input.gwpBasis));
  }

  closeReportPdf(doc, t, report.reference);
  return done;
}
