import { commodity, commodityInput, commodityPatch, idParams, listQuery, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { conflictResponse, errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const commoditiesQuery = listQuery.extend({ name: z.string().max(255).optional() });
const tags = ['materials'];
const sameName = conflictResponse.describe('Another request gave a material the same name at the same moment');

export async function commodityRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/commodities/',
    { schema: { tags, summary: 'List the materials of your company', querystring: commoditiesQuery, response: { 200: paginated(commodity), ...errorResponses } } },
    async (request) => sendPage(request, await service.listCommodities(db, requireTenant(request), requestLanguage(request), request.query)),
  );
  r.post(
    '/api/commodities/',
    { schema: { tags, summary: 'Create a material (admins and super users)', body: commodityInput, response: { 201: commodity, ...errorResponses, 409: sameName } } },
    async (request, reply) => reply.code(201).send(await service.createCommodity(db, requireTenant(request), requestLanguage(request), request.body)),
  );
  r.get('/api/commodities/:id/', { schema: { tags, summary: 'Read a material', params: idParams, response: { 200: commodity, ...errorResponses } } }, (request) =>
    service.getCommodity(db, requireTenant(request), requestLanguage(request), request.params.id),
  );
  r.put(
    '/api/commodities/:id/',
    { schema: { tags, summary: 'Replace a material (super users)', params: idParams, body: commodityInput, response: { 200: commodity, ...errorResponses, 409: sameName } } },
    (request) => service.updateCommodity(db, requireTenant(request), requestLanguage(request), request.params.id, request.body),
  );
  r.patch(
    '/api/commodities/:id/',
    { schema: { tags, summary: 'Change some fields of a material (super users)', params: idParams, body: commodityPatch, response: { 200: commodity, ...errorResponses, 409: sameName } } },
    (request) => service.updateCommodity(db, requireTenant(request), requestLanguage(request), request.params.id, request.body),
  );
  r.delete(
    '/api/commodities/:id/',
    { schema: { tags, summary: 'Delete a material (admins and super users)', params: idParams, response: { 204: z.null(), ...errorResponses, 409: conflictResponse.describe('Cargos still use the material') } } },
    async (request, reply) => {
      await service.deleteCommodity(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
