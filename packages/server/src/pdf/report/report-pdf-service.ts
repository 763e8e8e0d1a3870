import type { ReportPdfInput } from '@huella/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { companies, reviews } from '../../db/schema.ts';
import type { Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { loadReport } from '../../resources/reports/access.ts';
import { reportBody } from '../../resources/reports/report-body.ts';
import { reportTotals } from '../../resources/reports/totals.ts';
import { reportStageBodies } from '../../resources/reports/stages/service.ts';
import { renderReportPdf } from './render-report-pdf.ts';

/** The stored figures of a report as a PDF; anyone who may read the report may print it. */
export async function reportPdf(db: Executor, ctx: TenantContext, requestLanguage: Language, id: number, input: ReportPdfInput) {
  const found = await loadReport(db, ctx, id);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx.companyId));
  const [review] = found.report.reviewId ? await db.select({ gwpBasis: reviews.gwpBasis }).from(reviews).where(eq(reviews.id, found.report.reviewId)) : [];
  const language = input.language ?? requestLanguage;
  const pdf = await renderReportPdf(input.type, language, {
    report: reportBody(found),
    totals: await reportTotals(db, found, language),
    stages: await reportStageBodies(db, language, found.report.id),
    companyName: company?.name ?? '',
    gwpBasis: review?.gwpBasis ?? 'IPCC GWP-100',
    generatedAt: new Date(),
  });
  return { pdf, fileName: `huella-${found.report.reference}-${input.type}-${language}.pdf` };
}
