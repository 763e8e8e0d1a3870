import { enumLabel, formatGasMass, formatTonnes, GAS_COLUMNS, type EmissionFigures, type Report } from '@huella/contracts';
import type { Language } from '../../http/messages.ts';
import { createPdf, numberPages } from '../pdf-document.ts';
import { DARK, GREEN, GREY, MARGIN, ensureSpace, heading, innerWidth, pairs, table, type Doc } from './pdf-layout.ts';
import { reportPdfText, type ReportPdfText } from './report-pdf-text.ts';

// What the transport and the consumption report PDFs share (docs/spec/part-2.md §2.2, §2.6): the header band and
// the report's facts, the footprint by gas, the scope table, and the page numbers.

export type PdfKind = 'summary' | 'extended';

/** What every report PDF is drawn from besides its totals. */
export interface ReportPdfBase {
  report: Report;
  companyName: string;
  gwpBasis: string;
  generatedAt: Date;
}

/** Dates and times as the reader's language writes them, in UTC (the server's clock, whatever its zone). */
export function pdfDateFormat(language: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
}

/**
 * An A4 report document with its header band (title, company · reference) and the report's facts written:
 * project, dates, review, consolidation, and for a transport report its route.
 */
export function openReportPdf(
  language: Language,
  title: string,
  { report, companyName, generatedAt }: ReportPdfBase,
  review: { title: string } | null,
  route?: string,
): { doc: Doc; done: Promise<Buffer> } {
  const t = reportPdfText(language);
  const date = pdfDateFormat(language);
  const { doc, done } = createPdf({ language, margin: MARGIN, bufferPages: true, info: { Title: `${title} ${report.reference}`, Subject: report.project_name } });
  doc.rect(0, 0, doc.page.width, 92).fill(GREEN);
  doc.fillColor('white').font('bold').fontSize(20).text(title, MARGIN, 26, { width: innerWidth(doc) });
  doc.font('regular').fontSize(11).text(`${companyName} · ${report.reference}`, MARGIN, 56, { width: innerWidth(doc) });
  doc.y = 108;
  doc.fillColor(DARK);
  pairs(doc, [
    [t.project, report.project_name],
    [t.projectReference, report.project_reference || '—'],
    ...(route === undefined ? [] : [[t.route, route] as const]),
    [t.date, report.date],
    [t.review, review ? review.title : '—'],
    [t.generated, date.format(generatedAt)],
    [t.consolidated, report.consolidated_at ? date.format(new Date(report.consolidated_at)) : t.notConsolidated],
  ]);
  return { doc, done };
}

/** Page numbers, written once every page exists (bufferPages), then the end of the document. */
export function closeReportPdf(doc: Doc, t: ReportPdfText, reference: string): void {
  numberPages(doc, `Huella · ${reference}`, t.page, MARGIN, GREY);
  doc.end();
}

/** The footprint by gas, in tonnes; a gas no factor covered says so instead of 0. */
export function drawFootprint(doc: Doc, t: ReportPdfText, figures: EmissionFigures, language: Language): void {
  heading(doc, t.footprint);
  const notEstimated = new Set<string>(figures.not_estimated);
  const gases: [string, string][] = [
    [t.co2eTotal, `${formatTonnes(figures.CO2_total, language)} t`],
    ...GAS_COLUMNS.map((gas): [string, string] => [enumLabel('gas', gas, language), notEstimated.has(gas) ? t.notEstimated : formatGasMass(figures[gas], language)]),
  ];
  // Two gases a row keeps the summary on one page.
  const half = Math.ceil(gases.length / 2);
  table(
    doc,
    [
      { header: t.gas, width: 0.3 },
      { header: t.amount, width: 0.2, align: 'right' },
      { header: t.gas, width: 0.3 },
      { header: t.amount, width: 0.2, align: 'right' },
    ],
    gases.slice(0, half).map(([name, amount], i) => {
      const [other, otherAmount] = gases[half + i] ?? ['', ''];
      return [name, amount, other, otherAmount];
    }),
  );
  const notes = [notEstimated.size ? t.notEstimatedNote : null, gases.some(([, amount]) => amount.endsWith(' kg')) ? t.smallGasNote : null].filter(Boolean);
  if (notes.length) doc.font('regular').fontSize(8).fillColor(GREY).text(notes.join(' '), MARGIN, doc.y, { width: innerWidth(doc) });
}

export interface ScopeFigures {
  only_scope3: boolean;
  scope1: number;
  scope2: number;
  scope3: number;
  /** Consumption reports: scope 2 with the suppliers' own factors (GHG Protocol Scope 2 Guidance), or null without any. */
  scope2_market_based?: number | null;
}

/**
 * The scope table with its total. With a market-based figure (consumption reports) scope 2 is given both ways,
 * location-based first, and the total counts the location-based one, as the totals screen does.
 */
export function drawScopes(doc: Doc, t: ReportPdfText, language: Language, scopes: ScopeFigures): void {
  const t4 = (kg: number) => formatTonnes(kg, language);
  heading(doc, t.scopes);
  const columns = [
    { header: t.scope, width: 0.6 },
    { header: 't CO₂e', width: 0.4, align: 'right' as const },
  ];
  if (scopes.only_scope3) {
    table(doc, columns, [[`${t.scope} 3`, t4(scopes.scope3)]]);
    doc.font('regular').fontSize(8.5).fillColor(GREY).text(t.onlyScope3, MARGIN, doc.y, { width: innerWidth(doc) });
    return;
  }
  const market = scopes.scope2_market_based;
  const dual = market !== undefined;
  const scope2: string[][] = dual
    ? [
        [`${t.scope} 2 — ${t.locationBased}`, t4(scopes.scope2)],
        [`${t.scope} 2 — ${t.marketBased}`, market === null ? t.noMarketBased : t4(market)],
      ]
    : [[`${t.scope} 2`, t4(scopes.scope2)]];
  table(doc, columns, [[`${t.scope} 1`, t4(scopes.scope1)], ...scope2, [`${t.scope} 3`, t4(scopes.scope3)], [t.total, t4(scopes.scope1 + scopes.scope2 + scopes.scope3)]], { boldLast: true });
  if (dual) doc.font('regular').fontSize(8).fillColor(GREY).text(t.scope2Note, MARGIN, doc.y, { width: innerWidth(doc) });
}

/** The extended PDFs' closing note on method, kept whole on one page (a paragraph split by a page turn reads badly). */
export function drawMethodology(doc: Doc, t: ReportPdfText, text: string): void {
  doc.font('regular').fontSize(9);
  ensureSpace(doc, doc.heightOfString(text, { width: innerWidth(doc), lineGap: 2 }) + 60);
  heading(doc, t.methodology);
  doc.font('regular').fontSize(9).fillColor(DARK).text(text, MARGIN, doc.y, { width: innerWidth(doc), lineGap: 2 });
}
