import {
  cloneInput,
  consumptionTotals,
  detailBody,
  idParams,
  importErrorBody,
  reportExportQuery,
  reportPdfInput,
  paginated,
  report,
  reportInput,
  reportListQuery,
  reportPatch,
  reportTotals,
  restatement,
  restatementInput,
} from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { exportReports } from '../../exports/export-reports.ts';
import { createPdfRenderer } from '../../pdf/report/render-pool.ts';
import { reportPdf } from '../../pdf/report/report-pdf-service.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { validationFailed } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import { requestLanguage as language } from '../../http/request-language.ts';
import { conflictResponse, errorResponses, exportSupersededResponse, fileResponse, noSeaRouteResponse, reportChangeResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import { reportImportForm } from '../imports/import-form.ts';
import { importReport, IMPORT_PROBLEMS_LISTED } from '../imports/import-report.ts';
import { readMultipart } from '../imports/read-multipart.ts';
import { restateReport } from './restate-report.ts';
import { restatementCsv } from './restatement-csv.ts';
import * as service from './service.ts';

const tags = ['reports'];

/** A transport report's totals or a consumption report's: `type` tells them apart. */
const anyTotals = z.discriminatedUnion('type', [reportTotals, consumptionTotals]);

/** An empty JSON body misses every required field: said as the schema would say it. */
function requiredBody(): never {
  throw validationFailed({ project_name: [msg('required')], date: [msg('required')] });
}

/** A restatement asked for with no body (or `null`) names the field it misses. */
function requiredReview(): never {
  throw validationFailed({ review: [msg('required')] });
}

export async function reportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const pdfRenderer = createPdfRenderer(deps.config.pdfWorkers);
  app.addHook('onClose', () => pdfRenderer.close());

  r.get('/api/reports/', { schema: { tags, summary: 'List your company\'s reports, filtered and ordered', querystring: reportListQuery, response: { 200: paginated(report), ...errorResponses } } }, async (request) =>
    sendPage(request, await service.listReports(db, requireTenant(request), request.query)),
  );
  r.post(
    '/api/reports/',
    {
      schema: {
        tags,
        summary: 'Create a report, from JSON or from the form with CSV or Excel files to import',
        description:
          'JSON body, or multipart/form-data with the same fields (places as JSON text) plus up to five CSV or .xlsx ' +
          'files (air_stages, nautical_stages, road_overland_stages, rail_overland_stages, storages; super only; at ' +
          'most HUELLA_IMPORT_MAX_ROWS rows in all, 100,000 by default; docs/import.md). All or nothing: a 400 lists ' +
          'every problem as `files.{file}[{row, column, message}]` and nothing is created.',
        body: reportInput.nullish(),
        bodyByMediaType: { 'application/json': reportInput, 'multipart/form-data': reportImportForm },
        response: {
          201: report,
          ...reportChangeResponses,
          400: importErrorBody,
          503: conflictResponse.describe('An import stopped by its time limit (PostgreSQL); nothing was saved'),
        },
      },
    },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const limits = { maxRows: deps.config.importMaxRows, timeoutMs: deps.config.importTimeoutMs, maxProblems: IMPORT_PROBLEMS_LISTED };
      const created = request.isMultipart()
        ? await importReport(db, ctx, language(request), await readMultipart(request), limits)
        : await service.createReport(db, ctx, language(request), request.body ?? requiredBody());
      return reply.code(201).send(created);
    },
  );
  r.post(
    '/api/reports/export/',
    {
      schema: {
        tags,
        summary: 'Export reports as CSV, one row per report, stage, cargo link, storage, consumption or voyage',
        description:
          'Streamed CSV (UTF-8 with BOM); kg throughout. Levels report, stage, cargo and storage export transport reports; ' +
          'consumption and voyage export consumption reports (docs/exports.md).',
        querystring: reportExportQuery,
        response: { 200: fileResponse('text/csv', 'The CSV file, streamed'), ...errorResponses, 409: exportSupersededResponse },
      },
    },
    async (request, reply) => {
      const file = await exportReports(db, requireTenant(request), language(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
  r.get('/api/reports/:id/', { schema: { tags, summary: 'Read a report', params: idParams, response: { 200: report, ...errorResponses } } }, (request) =>
    service.getReport(db, requireTenant(request), request.params.id),
  );
  r.put('/api/reports/:id/', { schema: { tags, summary: 'Replace a report (it is recalculated)', params: idParams, body: reportInput, response: { 200: report, ...reportChangeResponses } } }, (request) =>
    service.updateReport(db, requireTenant(request), language(request), request.params.id, request.body),
  );
  r.patch('/api/reports/:id/', { schema: { tags, summary: 'Change some fields of a report (it is recalculated)', params: idParams, body: reportPatch, response: { 200: report, ...reportChangeResponses } } }, (request) =>
    service.updateReport(db, requireTenant(request), language(request), request.params.id, request.body),
  );
  r.delete('/api/reports/:id/', { schema: { tags, summary: 'Delete a report', params: idParams, response: { 204: z.null(), ...reportChangeResponses } } }, async (request, reply) => {
    await service.deleteReport(db, requireTenant(request), request.params.id);
    return reply.code(204).send(null);
  });
  r.get('/api/reports/:id/totals/', { schema: { tags, summary: 'A report\'s emission totals: per stage, cargo and storage, or per consumption and voyage', params: idParams, response: { 200: anyTotals, ...errorResponses } } }, (request) =>
    service.getTotals(db, requireTenant(request), language(request), request.params.id),
  );
  r.post(
    '/api/reports/:id/pdf/',
    {
      schema: {
        tags,
        summary: 'The summary or extended PDF of a report',
        description: 'Summary or extended PDF of the stored figures, A4, in English or Spanish.',
        params: idParams,
        body: reportPdfInput.nullish(),
        response: {
          200: fileResponse('application/pdf', 'The PDF file'),
          ...errorResponses,
          503: detailBody.describe('Too many PDFs are being drawn; `Retry-After` says when to try again'),
        },
      },
    },
    async (request, reply) => {
      const file = await reportPdf(db, pdfRenderer, requireTenant(request), language(request), request.params.id, reportPdfInput.parse(request.body ?? {}));
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.pdf);
    },
  );
  r.post(
    '/api/reports/:id/calculate_emissions/',
    { schema: { tags, summary: 'Recalculate a report and answer its totals', params: idParams, response: { 200: anyTotals, ...reportChangeResponses } } },
    (request) => service.calculateEmissions(db, requireTenant(request), language(request), request.params.id),
  );
  r.post('/api/reports/:id/consolidate/', { schema: { tags, summary: 'Consolidate a report: it becomes read-only', params: idParams, response: { 200: report, ...reportChangeResponses } } }, (request) =>
    service.consolidateReport(db, requireTenant(request), language(request), request.params.id),
  );
  r.post('/api/reports/:id/desconsolidate/', { schema: { tags, summary: 'Undo the consolidation of a report', params: idParams, response: { 200: report, ...reportChangeResponses } } }, (request) =>
    service.unconsolidateReport(db, requireTenant(request), request.params.id),
  );
  r.post(
    '/api/reports/:id/restate/',
    {
      schema: {
        tags,
        summary: 'Compare a report\'s stored figures with a calculation under another review, changing nothing',
        description:
          'Calculates the report\'s current inputs with the review asked for and answers both sides (the stored figures, ' +
          'frozen ones for a consolidated report, with the review and content hash behind them) and every figure that ' +
          'differs; kg CO2e throughout. Nothing stored changes (docs/methodology.md §2).',
        params: idParams,
        body: restatementInput.nullish(),
        response: { 200: restatement, ...errorResponses, 422: noSeaRouteResponse },
      },
    },
    (request) => restateReport(db, requireTenant(request), language(request), request.params.id, (request.body ?? requiredReview()).review),
  );
  r.post(
    '/api/reports/:id/restate/csv/',
    {
      schema: {
        tags,
        summary: 'The same comparison as a CSV file: every figure of the report and of each row on both sides',
        description: 'UTF-8 with BOM; in Spanish `;` and a decimal comma (docs/exports.md). Changes nothing.',
        params: idParams,
        body: restatementInput.nullish(),
        response: { 200: fileResponse('text/csv', 'The comparison'), ...errorResponses, 422: noSeaRouteResponse },
      },
    },
    async (request, reply) => {
      const restated = await restateReport(db, requireTenant(request), language(request), request.params.id, (request.body ?? requiredReview()).review);
      const file = `restatement-${request.params.id}-review-${restated.restated.review.id}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`).send(restatementCsv(restated, language(request)));
    },
  );
  r.post(
    '/api/reports/:id/clone/',
    { schema: { tags, summary: 'Copy a report with its cargos, stages and storages', params: idParams, body: cloneInput, response: { 201: report, ...reportChangeResponses } } },
    async (request, reply) =>
      reply.code(201).send(await service.cloneReport(db, requireTenant(request), language(request), request.params.id, request.body?.review)),
  );
}
