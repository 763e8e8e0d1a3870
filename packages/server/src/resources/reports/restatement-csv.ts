import { RESTATED_FIGURES, type Restatement } from '@huella/contracts';
import { csvLine, type CsvDialect } from '../../exports/csv-cells.ts';
import type { Language } from '../../http/messages.ts';

// A restatement as a file (docs/exports.md rules: UTF-8 with BOM, `;` and decimal comma in Spanish, formulas
// escaped): every figure of the report and of each row on both sides, not only those that differ, so the file is the
// whole comparison an auditor keeps beside the two reviews' content hashes.

const HEADERS: Record<Language, readonly string[]> = {
  en: ['row', 'kind', 'label', 'figure', 'original review', 'original content hash', 'restated review', 'restated content hash', 'original kg CO2e', 'restated kg CO2e', 'difference kg CO2e', 'difference %'],
  es: ['fila', 'tipo', 'descripción', 'cifra', 'revisión original', 'huella del contenido original', 'revisión recalculada', 'huella del contenido recalculado', 'kg CO2e original', 'kg CO2e recalculado', 'diferencia kg CO2e', 'diferencia %'],
};
const REPORT_ROW: Record<Language, string> = { en: 'report', es: 'informe' };

export function restatementCsv(restatement: Restatement, language: Language): string {
  const dialect: CsvDialect = language === 'es' ? { delimiter: ';', decimalComma: true } : { delimiter: ',', decimalComma: false };
  const { original, restated } = restatement;
  const reviews = [original.review?.title ?? '', original.review?.content_hash ?? '', restated.review.title, restated.review.content_hash];
  const line = (row: string, kind: string, label: string, figure: string, before: number, after: number) =>
    csvLine([row, kind, label, figure, ...reviews, before, after, after - before, before === 0 ? null : ((after - before) / before) * 100], dialect);
  const lines = RESTATED_FIGURES.map((figure) => line(REPORT_ROW[language], '', '', figure, original[figure], restated[figure]));
  original.stages.forEach((row, index) => {
    const other = restated.stages[index];
    if (!other) return;
    for (const figure of RESTATED_FIGURES) lines.push(line(row.key, row.kind, row.label, figure, row[figure], other[figure]));
  });
  return `\uFEFF${csvLine(HEADERS[language], dialect)}${lines.join('')}`;
}
