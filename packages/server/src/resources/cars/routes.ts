import { CAR_ORDERING, car, carInput, carListQuery, carPatch, idParams, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { conflictResponse, errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const carsQuery = carListQuery.extend({
  search: carListQuery.shape.search.describe('Text in the plate, whatever the case, spaces and dashes'),
  ordering: carListQuery.shape.ordering.describe(`Fields separated by commas, \`-\` before one for descending: ${CAR_ORDERING.join(', ')}`),
  car_family: carListQuery.shape.car_family.describe('Only the cars of this car family'),
  center: carListQuery.shape.center.describe('Only the cars of this center'),
});
const tags = ['cars'];
const samePlate = conflictResponse.describe('Another request gave a car the same plate at the same moment');

export async function carRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/cars/',
    { schema: { tags, summary: 'List the company cars of your company', querystring: carsQuery, response: { 200: paginated(car), ...errorResponses } } },
    async (request) => sendPage(request, await service.listCars(db, requireTenant(request), request.query)),
  );
  r.post(
    '/api/cars/',
    { schema: { tags, summary: 'Create a car (admins and super users)', body: carInput, response: { 201: car, ...errorResponses, 409: samePlate } } },
    async (request, reply) => reply.code(201).send(await service.createCar(db, requireTenant(request), request.body)),
  );
  r.get('/api/cars/:id/', { schema: { tags, summary: 'Read a car', params: idParams, response: { 200: car, ...errorResponses } } }, (request) =>
    service.getCar(db, requireTenant(request), request.params.id),
  );
  r.put(
    '/api/cars/:id/',
    { schema: { tags, summary: 'Replace a car (super users)', params: idParams, body: carInput, response: { 200: car, ...errorResponses, 409: samePlate } } },
    (request) => service.updateCar(db, requireTenant(request), requestLanguage(request), request.params.id, { partial: false, input: request.body }),
  );
  r.patch(
    '/api/cars/:id/',
    { schema: { tags, summary: 'Change some fields of a car (super users)', params: idParams, body: carPatch, response: { 200: car, ...errorResponses, 409: samePlate } } },
    (request) => service.updateCar(db, requireTenant(request), requestLanguage(request), request.params.id, { partial: true, input: request.body }),
  );
  r.delete(
    '/api/cars/:id/',
    {
      schema: { tags, summary: 'Delete a car (admins and super users)', params: idParams, response: { 204: z.null(), ...errorResponses, 409: conflictResponse.describe('Voyages still use the car') } },
    },
    async (request, reply) => {
      await service.deleteCar(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
