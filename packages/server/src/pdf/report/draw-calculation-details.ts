import { factorKeyLabel, factorSourceLabel, factorUnitLabel, formatFactorValue, type ReportTotals } from '@huella/contracts';
import type { Language } from '../../http/messages.ts';
import { DARK, GREY, MARGIN, ensureSpace, heading, innerWidth, pairs, table, type Doc } from './pdf-layout.ts';
import type { ReportPdfText } from './report-pdf-text.ts';

type FactorUsed = ReportTotals['stages'][number]['factors_used'][number];

/** One row of the report (a stage, a storage, a consumption, a voyage): its title, what it rests on, its factors. */
export interface CalculationBlock {
  title: string;
  /** Label–value lines before the factors, e.g. the distance and how it was obtained. */
  lines: readonly (readonly [string, string])[];
  factors: readonly FactorUsed[];
}

export interface CalculationDetailsInput {
  review: { title: string; content_hash: string } | null;
  inputHash: string | null;
  calculatedAt: string;
  /** What the annex holds, for the reader; the transport one's by default. */
  intro?: string;
  blocks: readonly CalculationBlock[];
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
 * The extended PDFs' annex for auditors (issue #11 item 12), as the totals screen's "Calculation details":
 * which factor set, then for each row of the report what it rests on and every factor by its label with value,
 * unit and source, then the hashes that identify the inputs and the factor set.
 */
export function drawCalculationDetails(doc: Doc, t: ReportPdfText, language: Language, { review, inputHash, calculatedAt, intro, blocks }: CalculationDetailsInput): void {
  // The heading, its introduction and the first row's factors start on one page.
  ensureSpace(doc, 200);
  heading(doc, t.calculationDetails);
  doc.font('regular').fontSize(8.5).fillColor(GREY).text(intro ?? t.calculationDetailsIntro, MARGIN, doc.y, { width: innerWidth(doc) });
  doc.moveDown(0.3);
  doc.fillColor(DARK);
  pairs(doc, [[t.factorSet, review?.title ?? '—']], 9);
  for (const block of blocks) {
    ensureSpace(doc, 90);
    doc.moveDown(0.3);
    doc.font('bold').fontSize(9.5).fillColor(DARK).text(block.title, MARGIN, doc.y, { width: innerWidth(doc) });
    if (block.lines.length) pairs(doc, block.lines, 8.5);
    factorsTable(doc, t, language, block.factors);
  }
  heading(doc, t.traceability, 11.5);
  pairs(
    doc,
    [
      [t.inputHash, inputHash ?? '—'],
      [t.reviewHash, review?.content_hash ?? '—'],
      [t.calculatedAt, calculatedAt],
    ],
    8.5,
  );
}
