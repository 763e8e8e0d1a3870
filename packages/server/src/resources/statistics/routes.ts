import { byProjectAnswer, byProjectQuery, groupByAnswer, groupByQuery, metricExportQuery } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage as language } from '../../http/request-language.ts';
import { errorResponses, exportSupersededResponse, fileResponse } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import { emissionsByProject } from './by-project.ts';
import { emissionsGroupBy } from './group-by.ts';
import { exportMetric } from './metric-export.ts';

const tags = ['statistics'];

/** The statistics page's calls (docs/spec/part-2.md §7 "Statistics"; docs/decisions/0012-statistics.md). */
export async function statisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/reports/emissions_dynamic_group_by/',
    {
      schema: {
        tags,
        summary: 'Emissions of your company in a date range, summed by the groups asked for',
        description:
          'Sums the stored per-cargo, per-stage, per-storage, per-consumption and per-voyage figures (kg) the filters select. ' +
          'Both dates are required and inclusive. Groups: year, month, transport_type, commodity, tag (with tag_group_by), type, center, car.',
        querystring: groupByQuery,
        response: { 200: groupByAnswer, ...errorResponses },
      },
    },
    (request) => emissionsGroupBy(db, requireTenant(request), language(request), request.query),
  );
  r.get(
    '/api/reports/emissions_by_project/',
    {
      schema: {
        tags,
        summary: 'Each transport report (project) of a date range with its emissions, activity and intensity',
        querystring: byProjectQuery,
        response: { 200: byProjectAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { overall, ...page } = await emissionsByProject(db, requireTenant(request), request.query);
      return { ...sendPage(request, page), overall };
    },
  );
  r.get(
    '/api/reports/export_metric/',
    {
      schema: {
        tags,
        summary: 'The grouped emissions as a CSV file',
        description: 'The filters and groups of emissions_dynamic_group_by; one row per group and a total row. UTF-8 with BOM, kg (docs/exports.md).',
        querystring: metricExportQuery,
        response: { 200: fileResponse('text/csv', 'The CSV file, streamed'), ...errorResponses, 409: exportSupersededResponse },
      },
    },
    async (request, reply) => {
      const file = await exportMetric(db, requireTenant(request), language(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
