import type { ReportPdfInput } from '@huella/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { companies, reviews } from '../../db/schema.ts';
import { requireConsumptions } from '../../http/consumption-access.ts';
import type { Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { loadReport } from '../../resources/reports/access.ts';
import { consumptionTotals } from '../../resources/reports/consumption-totals.ts';
import { reportBody } from '../../resources/reports/report-body.ts';
import { reportTotals } from '../../resources/reports/totals.ts';
import { reportStageBodies } from '../../resources/reports/stages/service.ts';
import type { PdfRenderer } from './render-pool.ts';

/**
 * The stored figures of a report as a PDF; anyone who may read the report may print it. A consumption report's
 * PDF is drawn from the totals screen's own figures (consumptionTotals), so both show the same. The figures are
 * read here; `renderer` draws them (a worker thread, render-pool.ts).
 */
export async function reportPdf(db: Executor, renderer: PdfRenderer, ctx: TenantContext, requestLanguage: Language, id: number, input: ReportPdfInput) {
  const found = await loadReport(db, ctx, id);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx.companyId));
  const [review] = found.report.reviewId ? await db.select({ gwpBasis: reviews.gwpBasis }).from(reviews).where(eq(reviews.id, found.report.reviewId)) : [];
  const language = input.language ?? requestLanguage;
  const common = { report: reportBody(found), companyName: company?.name ?? '', gwpBasis: review?.gwpBasis ?? 'IPCC GWP-100', generatedAt: new Date() };
  if (found.report.type === 'consumption') requireConsumptions(ctx);
  const pdf = await renderer.render(
    found.report.type === 'consumption'
      ? { report: 'consumption', kind: input.type, language, input: { ...common, totals: await consumptionTotals(db, found, language) } }
      : { report: 'transport', kind: input.type, language, input: { ...common, totals: await reportTotals(db, found, language), stages: await reportStageBodies(db, language, found.report.id) } },
  );
  return { pdf, fileName: `huella-${found.report.reference}-${input.type}-${language}.pdf` };
}
