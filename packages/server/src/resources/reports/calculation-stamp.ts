import type { ReportWithRefs } from './repository.ts';

/**
 * What a report's figures rest on, shown by both totals screens and their PDFs: the review with the content hash
 * the figures were calculated with, the input hash, when, and whether consolidation froze them.
 */
export function calculationStamp(found: ReportWithRefs) {
  const { report } = found;
  return {
    review: found.review ? { ...found.review, content_hash: report.reviewContentHash ?? '' } : null,
    input_hash: report.inputHash,
    calculated_at: report.calculatedAt?.toISOString() ?? null,
    read_only: report.consolidatedAt !== null,
  };
}
