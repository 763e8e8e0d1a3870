import { idParams, importErrorBody, importFile, importPreview, savedImportMapping, templateName, type ImportFile, type SavedImportMapping } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { notFound, permissionDenied } from '../../http/errors.ts';
import { requestLanguage as language } from '../../http/request-language.ts';
import { errorResponses, fileResponse } from '../../http/route-schemas.ts';
import { importPreviewForm } from './import-form.ts';
import { previewImport } from './preview.ts';
import { readMultipart } from './read-multipart.ts';
import * as repo from './repository.ts';
import { templateFile, templateFileName } from './templates.ts';

const tags = ['imports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const mappingBody = (row: repo.MappingRow): SavedImportMapping => ({
  id: row.id,
  file: row.file as ImportFile,
  header: row.header,
  column: row.target,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The import templates (docs/import.md "Templates"): public, as they hold our headers and examples and nothing of
 * a company, so the screens link to them as plain downloads.
 */
export async function publicImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/imports/templates/:name',
    {
      schema: {
        tags,
        summary: 'Download an import template: our headers, an example row, and in Excel notes and drop-down lists (public: it holds no data)',
        security: [],
        params: z.object({ name: templateName.describe('`{file}.csv` or `{file}.xlsx`, e.g. road_overland_stages.xlsx') }),
        querystring: z.object({ language: z.enum(['en', 'es']).optional().describe('The headers’ language; default: the request’s') }),
        response: { 200: fileResponse(XLSX, 'The template (text/csv for .csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [file, format] = request.params.name.split('.') as [ImportFile, 'csv' | 'xlsx'];
      const lang = request.query.language ?? language(request);
      reply.header('content-disposition', `attachment; filename="${templateFileName(file, format, lang)}"`);
      reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX);
      return reply.send(await templateFile(file, format, lang));
    },
  );
}

/** `/api/imports/…` (docs/import.md): the preview of a file, and the company's saved header mappings. */
export async function importRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.post(
    '/api/imports/preview/',
    {
      schema: {
        tags,
        summary: 'Read the first rows of one import file and the column each header fills (every role); nothing is saved',
        consumes: ['multipart/form-data'],
        bodyByMediaType: { 'multipart/form-data': importPreviewForm },
        response: { ...errorResponses, 200: importPreview, 400: importErrorBody },
      },
    },
    async (request) => previewImport(db, requireTenant(request), await readMultipart(request)),
  );
  r.get(
    '/api/imports/mappings/',
    {
      schema: {
        tags,
        summary: 'The company’s saved header mappings (every role reads them; a successful import by a super user saves them)',
        querystring: z.object({ file: importFile.optional() }),
        response: { 200: z.array(savedImportMapping), ...errorResponses },
      },
    },
    async (request) => (await repo.loadMappings(db, requireTenant(request).companyId, request.query.file)).map(mappingBody),
  );
  r.delete(
    '/api/imports/mappings/:id/',
    { schema: { tags, summary: 'Forget one saved header mapping (super only)', params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const ctx = requireTenant(request);
      if (ctx.role !== 'super') throw permissionDenied();
      if (!(await repo.deleteMapping(db, ctx.companyId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
}
