import { CAR_FAMILY_ORDERING, carFamily, carFamilyInput, carFamilyPatch, idParams, listQuery, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { conflictResponse, errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const carFamiliesQuery = listQuery.extend({
  search: listQuery.shape.search.describe('Text in the brand or the model, whatever the case'),
  ordering: listQuery.shape.ordering.describe(`Fields separated by commas, \`-\` before one for descending: ${CAR_FAMILY_ORDERING.join(', ')}`),
});
const tags = ['car families'];
const sameModel = conflictResponse.describe('Another request created the same brand and model at the same moment');
const changeConflict = conflictResponse.describe(
  'Another request gave a family the same brand and model at the same moment, or the fuel would change under voyages of consolidated reports',
);

export async function carFamilyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/car-families/',
    { schema: { tags, summary: 'List the car families (brand, model, fuel) of your company', querystring: carFamiliesQuery, response: { 200: paginated(carFamily), ...errorResponses } } },
    async (request) => sendPage(request, await service.listCarFamilies(db, requireTenant(request), request.query)),
  );
  r.post(
    '/api/car-families/',
    { schema: { tags, summary: 'Create a car family (admins and super users)', body: carFamilyInput, response: { 201: carFamily, ...errorResponses, 409: sameModel } } },
    async (request, reply) => reply.code(201).send(await service.createCarFamily(db, requireTenant(request), request.body)),
  );
  r.get('/api/car-families/:id/', { schema: { tags, summary: 'Read a car family', params: idParams, response: { 200: carFamily, ...errorResponses } } }, (request) =>
    service.getCarFamily(db, requireTenant(request), request.params.id),
  );
  r.put(
    '/api/car-families/:id/',
    { schema: { tags, summary: 'Replace a car family (super users)', params: idParams, body: carFamilyInput, response: { 200: carFamily, ...errorResponses, 409: changeConflict } } },
    (request) => service.updateCarFamily(db, requireTenant(request), requestLanguage(request), request.params.id, request.body),
  );
  r.patch(
    '/api/car-families/:id/',
    { schema: { tags, summary: 'Change some fields of a car family (super users)', params: idParams, body: carFamilyPatch, response: { 200: carFamily, ...errorResponses, 409: changeConflict } } },
    (request) => service.updateCarFamily(db, requireTenant(request), requestLanguage(request), request.params.id, request.body),
  );
  r.delete(
    '/api/car-families/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a car family (admins and super users)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses, 409: conflictResponse.describe('Cars or voyages still use the car family') },
      },
    },
    async (request, reply) => {
      await service.deleteCarFamily(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
