import { commodity, commodityInput, commodityPatch, idParams, listQuery, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import * as service from './service.ts';

const commoditiesQuery = listQuery.extend({ name: z.string().max(255).optional() });
const tags = ['materials'];

export async function commodityRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/commodities/',
    { schema: { tags, querystring: commoditiesQuery, response: { 200: paginated(commodity), ...errorResponses } } },
    (request) => service.listCommodities(db, requireTenant(request), requestLanguage(request), request, request.query),
  );
  r.post(
    '/api/commodities/',
    { schema: { tags, body: commodityInput, response: { 201: commodity, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await service.createCommodity(db, requireTenant(request), requestLanguage(request), request.body)),
  );
  r.get('/api/commodities/:id/', { schema: { tags, params: idParams, response: { 200: commodity, ...errorResponses } } }, (request) =>
    service.getCommodity(db, requireTenant(request), requestLanguage(request), request.params.id),
  );
  r.put(
    '/api/commodities/:id/',
    { schema: { tags, params: idParams, body: commodityInput, response: { 200: commodity, ...errorResponses } } },
    (request) => service.updateCommodity(db, requireTenant(request), requestLanguage(request), request.params.id, request.body),
  );
  r.patch(
    '/api/commodities/:id/',
    { schema: { tags, params: idParams, body: commodityPatch, response: { 200: commodity, ...errorResponses } } },
    (request) => service.updateCommodity(db, requireTenant(request), requestLanguage(request), request.params.id, request.body),
  );
  r.delete(
    '/api/commodities/:id/',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.deleteCommodity(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
