import { CENTER_ORDERING, center, centerInput, centerPatch, idParams, listQuery, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { conflictResponse, errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const centersQuery = listQuery.extend({
  search: listQuery.shape.search.describe('Text in the name or the address, whatever the case'),
  ordering: listQuery.shape.ordering.describe(`Fields separated by commas, \`-\` before one for descending: ${CENTER_ORDERING.join(', ')}`),
});
const tags = ['centers'];
const sameKey = conflictResponse.describe('Another request gave a center the same name or HSEQ code at the same moment');

export async function centerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/centers/',
    { schema: { tags, summary: 'List the centers (sites) of your company', querystring: centersQuery, response: { 200: paginated(center), ...errorResponses } } },
    async (request) => sendPage(request, await service.listCenters(db, requireTenant(request), requestLanguage(request), request.query)),
  );
  r.post(
    '/api/centers/',
    { schema: { tags, summary: 'Create a center (admins and super users)', body: centerInput, response: { 201: center, ...errorResponses, 409: sameKey } } },
    async (request, reply) => reply.code(201).send(await service.createCenter(db, requireTenant(request), requestLanguage(request), request.body)),
  );
  r.get('/api/centers/:id/', { schema: { tags, summary: 'Read a center', params: idParams, response: { 200: center, ...errorResponses } } }, (request) =>
    service.getCenter(db, requireTenant(request), requestLanguage(request), request.params.id),
  );
  r.put(
    '/api/centers/:id/',
    { schema: { tags, summary: 'Replace a center (super users)', params: idParams, body: centerInput, response: { 200: center, ...errorResponses, 409: sameKey } } },
    (request) => service.updateCenter(db, requireTenant(request), requestLanguage(request), request.params.id, { partial: false, input: request.body }),
  );
  r.patch(
    '/api/centers/:id/',
    { schema: { tags, summary: 'Change some fields of a center (super users)', params: idParams, body: centerPatch, response: { 200: center, ...errorResponses, 409: sameKey } } },
    (request) => service.updateCenter(db, requireTenant(request), requestLanguage(request), request.params.id, { partial: true, input: request.body }),
  );
  r.delete(
    '/api/centers/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a center (admins and super users)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses, 409: conflictResponse.describe('Cars, consumptions or voyages still use the center') },
      },
    },
    async (request, reply) => {
      await service.deleteCenter(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
