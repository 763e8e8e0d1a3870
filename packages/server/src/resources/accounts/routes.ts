import { ACCOUNT_ORDERING, account, accountInput, accountPatch, idParams, listQuery, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { conflictResponse, errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const accountsQuery = listQuery.extend({
  search: listQuery.shape.search.describe('Text in the code or the name, whatever the case'),
  ordering: listQuery.shape.ordering.describe(`Fields separated by commas, \`-\` before one for descending: ${ACCOUNT_ORDERING.join(', ')}`),
});
const tags = ['accounts'];
const sameCode = conflictResponse.describe('Another request gave an account the same code at the same moment');

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/accounts/',
    { schema: { tags, summary: 'List the cost accounts of your company', querystring: accountsQuery, response: { 200: paginated(account), ...errorResponses } } },
    async (request) => sendPage(request, await service.listAccounts(db, requireTenant(request), request.query)),
  );
  r.post(
    '/api/accounts/',
    { schema: { tags, summary: 'Create a cost account (admins and super users)', body: accountInput, response: { 201: account, ...errorResponses, 409: sameCode } } },
    async (request, reply) => reply.code(201).send(await service.createAccount(db, requireTenant(request), request.body)),
  );
  r.get('/api/accounts/:id/', { schema: { tags, summary: 'Read a cost account', params: idParams, response: { 200: account, ...errorResponses } } }, (request) =>
    service.getAccount(db, requireTenant(request), request.params.id),
  );
  r.put(
    '/api/accounts/:id/',
    { schema: { tags, summary: 'Replace a cost account (super users)', params: idParams, body: accountInput, response: { 200: account, ...errorResponses, 409: sameCode } } },
    (request) => service.updateAccount(db, requireTenant(request), request.params.id, request.body),
  );
  r.patch(
    '/api/accounts/:id/',
    { schema: { tags, summary: 'Change some fields of a cost account (super users)', params: idParams, body: accountPatch, response: { 200: account, ...errorResponses, 409: sameCode } } },
    (request) => service.updateAccount(db, requireTenant(request), request.params.id, request.body),
  );
  r.delete(
    '/api/accounts/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a cost account (admins and super users)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses, 409: conflictResponse.describe('Consumptions or voyages are still booked to the account') },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
