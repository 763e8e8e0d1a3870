import { SUPPLIER_ORDERING, idParams, paginated, supplier, supplierInput, supplierListQuery, supplierPatch } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { conflictResponse, errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const suppliersQuery = supplierListQuery.extend({
  search: supplierListQuery.shape.search.describe('Text in the name, whatever the case'),
  ordering: supplierListQuery.shape.ordering.describe(`Fields separated by commas, \`-\` before one for descending: ${SUPPLIER_ORDERING.join(', ')}`),
  type: supplierListQuery.shape.type.describe('Only the suppliers of this energy (the consumption form offers electricity ones)'),
});
const tags = ['suppliers'];
const sameName = conflictResponse.describe('Another request gave a supplier of the same type the same name at the same moment');
const changeConflict = conflictResponse.describe(
  'Another request gave a supplier of the same type the same name at the same moment, or consumptions name the supplier and its type would change',
);

export async function supplierRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/suppliers/',
    { schema: { tags, summary: 'List the energy suppliers of your company', querystring: suppliersQuery, response: { 200: paginated(supplier), ...errorResponses } } },
    async (request) => sendPage(request, await service.listSuppliers(db, requireTenant(request), request.query)),
  );
  r.post(
    '/api/suppliers/',
    {
      schema: {
        tags,
        summary: 'Create a supplier (admins and super users)',
        description: 'A1, B1 and C1 are numbers, or text written as the request language writes numbers ("0,09" in Spanish).',
        body: supplierInput,
        response: { 201: supplier, ...errorResponses, 409: sameName },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createSupplier(db, requireTenant(request), requestLanguage(request), request.body)),
  );
  r.get('/api/suppliers/:id/', { schema: { tags, summary: 'Read a supplier', params: idParams, response: { 200: supplier, ...errorResponses } } }, (request) =>
    service.getSupplier(db, requireTenant(request), request.params.id),
  );
  r.put(
    '/api/suppliers/:id/',
    { schema: { tags, summary: 'Replace a supplier (super users)', params: idParams, body: supplierInput, response: { 200: supplier, ...errorResponses, 409: changeConflict } } },
    (request) => service.updateSupplier(db, requireTenant(request), requestLanguage(request), request.params.id, { partial: false, input: request.body }),
  );
  r.patch(
    '/api/suppliers/:id/',
    { schema: { tags, summary: 'Change some fields of a supplier (super users)', params: idParams, body: supplierPatch, response: { 200: supplier, ...errorResponses, 409: changeConflict } } },
    (request) => service.updateSupplier(db, requireTenant(request), requestLanguage(request), request.params.id, { partial: true, input: request.body }),
  );
  r.delete(
    '/api/suppliers/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a supplier (admins and super users)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses, 409: conflictResponse.describe('Consumptions still use the supplier') },
      },
    },
    async (request, reply) => {
      await service.deleteSupplier(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
