import { filterTemplate, filterTemplateInput, filterTemplateListQuery, filterTemplatePatch, idParams, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['filter-templates'];

/** `/api/filter-templates/` (docs/spec/part-2.md §2.8, §7): each user's own saved statistics filters. */
export async function filterTemplateRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/filter-templates/',
    {
      schema: {
        tags,
        summary: 'List your own filter templates (every role; nobody sees another user’s), by name',
        querystring: filterTemplateListQuery,
        response: { 200: paginated(filterTemplate), ...errorResponses },
      },
    },
    async (request) => sendPage(request, await service.listFilterTemplates(db, requireTenant(request), request.query)),
  );
  r.post(
    '/api/filter-templates/',
    {
      schema: {
        tags,
        summary: 'Save a filter template of your own for a statistics tab (every role)',
        body: filterTemplateInput,
        response: { 201: filterTemplate, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createFilterTemplate(db, requireTenant(request), request.body)),
  );
  r.get(
    '/api/filter-templates/:id/',
    { schema: { tags, summary: 'Read one of your own filter templates (every role)', params: idParams, response: { 200: filterTemplate, ...errorResponses } } },
    (request) => service.getFilterTemplate(db, requireTenant(request), request.params.id),
  );
  r.put(
    '/api/filter-templates/:id/',
    {
      schema: {
        tags,
        summary: 'Replace one of your own filter templates (every role)',
        params: idParams,
        body: filterTemplateInput,
        response: { 200: filterTemplate, ...errorResponses },
      },
    },
    (request) => service.updateFilterTemplate(db, requireTenant(request), request.params.id, { partial: false, input: request.body }),
  );
  r.patch(
    '/api/filter-templates/:id/',
    {
      schema: {
        tags,
        summary: 'Change some fields of one of your own filter templates (every role); the whole is checked again',
        params: idParams,
        body: filterTemplatePatch,
        response: { 200: filterTemplate, ...errorResponses },
      },
    },
    (request) => service.updateFilterTemplate(db, requireTenant(request), request.params.id, { partial: true, input: request.body }),
  );
  r.delete(
    '/api/filter-templates/:id/',
    { schema: { tags, summary: 'Delete one of your own filter templates (every role)', params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.deleteFilterTemplate(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
