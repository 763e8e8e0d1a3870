import { enumLabel, factorKeyLabel, factorSourceLabel, factorUnitLabel, formatDecimal, formatFactorValue, type ReportTotals } from '@huella/contracts';
import type { Language } from '../../http/messages.ts';
import { DARK, GREY, MARGIN, ensureSpace, heading, innerWidth, pairs, table, type Doc } from './pdf-layout.ts';
import type { ReportPdfText } from './report-pdf-text.ts';

type FactorUsed = ReportTotals['stages'][number]['factors_used'][number];

export interface CalculationDetailsInput {
  totals: ReportTotals;
  stageLabel: (stage: ReportTotals['stages'][number], index: number) => string;
  calculatedAt: string;
}

function factorsTable(doc: Doc, t: ReportPdfText, language: Language, factors: readonly FactorUsed[]): void {
  table(
    doc,
    [
      { header: t.factorKey, width: 0.44 },
      { header: t.value, width: 0.14, align: 'right' },
      { header: t.unit, width: 0.2 },
      { header: t.source, width: 0.22 },
    ],
    factors.map((f) => [factorKeyLabel(f.key, language), formatFactorValue(f.value, language), factorUnitLabel(f.unit, language), factorSourceLabel(f.source, language)]),
    { fontSize: 7.5 },
  );
}

/**
 * The extended PDF's annex for auditors (issue #11 item 12), as the totals screen's "Calculation details":
 * which factor set, each stage's distance and how it was obtained, every factor by its label with value, unit
 * and source, then the hashes that identify the inputs and the factor set.
 */
export function drawCalculationDetails(doc: Doc, t: ReportPdfText, language: Language, { totals, stageLabel, calculatedAt }: CalculationDetailsInput): void {
  // The heading, its introduction and the first stage's factors start on one page.
  ensureSpace(doc, 200);
  heading(doc, t.calculationDetails);
  doc.font('regular').fontSize(8.5).fillColor(GREY).text(t.calculationDetailsIntro, MARGIN, doc.y, { width: innerWidth(doc) });
  doc.moveDown(0.3);
  doc.fillColor(DARK);
  pairs(doc, [[t.factorSet, totals.review?.title ?? '—']], 9);
  totals.stages.forEach((s, i) => {
    ensureSpace(doc, 90);
    doc.moveDown(0.3);
    doc.font('bold').fontSize(9.5).fillColor(DARK).text(`${t.stage} ${stageLabel(s, i)}`, MARGIN, doc.y, { width: innerWidth(doc) });
    pairs(doc, [[t.distanceHow, `${formatDecimal(s.distance, language, 1)} km — ${enumLabel('distance_method', s.distance_method, language)}`]], 8.5);
    factorsTable(doc, t, language, s.factors_used);
  });
  totals.storages.forEach((s) => {
    ensureSpace(doc, 90);
    doc.moveDown(0.3);
    doc.font('bold').fontSize(9.5).fillColor(DARK).text(`${t.storage}: ${s.warehouse_name}`, MARGIN, doc.y, { width: innerWidth(doc) });
    factorsTable(doc, t, language, s.factors_used);
  });
  heading(doc, t.traceability, 11.5);
  pairs(
    doc,
    [
      [t.inputHash, totals.input_hash ?? '—'],
      [t.reviewHash, totals.review?.content_hash ?? '—'],
      [t.calculatedAt, calculatedAt],
    ],
    8.5,
  );
}
