import { idParams, listQuery, paginated, user, userCreate, userPatch, userUpdate } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { conflictResponse, errorResponses, loginThrottledResponse } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import { passwordAttempt } from '../auth/service.ts';
import * as service from './service.ts';

const usersQuery = listQuery.extend({ username: z.string().max(150).optional() });
const tags = ['users'];
const sameUsername = conflictResponse.describe('Another request took the same username at the same moment');
const changeConflict = conflictResponse.describe('The change would leave the company without a super user, or another request took the username');
const deleteConflict = conflictResponse.describe('The company keeps at least one super user, and a user who wrote reports stays');

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/users/',
    { schema: { tags, summary: 'List the users of your company', querystring: usersQuery, response: { 200: paginated(user), ...errorResponses } } },
    async (request) => sendPage(request, await service.listUsers(db, requireTenant(request), request.query)),
  );
  r.post('/api/users/', { schema: { tags, summary: 'Create a user (admins and super users)', body: userCreate, response: { 201: user, ...errorResponses, 409: sameUsername } } }, async (request, reply) =>
    reply.code(201).send(await service.createUser(db, requireTenant(request), request.body)),
  );
  r.get('/api/users/:id/', { schema: { tags, summary: 'Read a user of your company', params: idParams, response: { 200: user, ...errorResponses } } }, (request) =>
    service.getUser(db, requireTenant(request), request.params.id),
  );
  r.put(
    '/api/users/:id/',
    { schema: { tags, summary: 'Replace a user', params: idParams, body: userUpdate, response: { 200: user, ...errorResponses, 409: changeConflict, 429: loginThrottledResponse } } },
    (request) => service.updateUser(db, requireTenant(request), request.params.id, request.body, passwordAttempt(request.ip, deps.config)),
  );
  r.patch(
    '/api/users/:id/',
    { schema: { tags, summary: 'Change some fields of a user', params: idParams, body: userPatch, response: { 200: user, ...errorResponses, 409: changeConflict, 429: loginThrottledResponse } } },
    (request) => service.updateUser(db, requireTenant(request), request.params.id, request.body, passwordAttempt(request.ip, deps.config)),
  );
  r.delete(
    '/api/users/:id/',
    { schema: { tags, summary: 'Delete a user (super users, or the user themself)', params: idParams, response: { 204: z.null(), ...errorResponses, 409: deleteConflict } } },
    async (request, reply) => {
      await service.deleteUser(db, requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
