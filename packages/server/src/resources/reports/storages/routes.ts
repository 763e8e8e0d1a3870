import { childParams, idParams, paginated, storage, storageInput, storageListQuery, storagePatch } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireTenant } from '../../../http/authenticate.ts';
import { requestLanguage as language } from '../../../http/request-language.ts';
import { errorResponses, reportChangeResponses } from '../../../http/route-schemas.ts';
import { sendPage } from '../../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['storages'];
const base = '/api/reports/:id/storages/';

export async function storageRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(base, { schema: { tags, summary: 'List the storages (warehousing) of a report', params: idParams, querystring: storageListQuery, response: { 200: paginated(storage), ...errorResponses } } }, async (request) =>
    sendPage(request, await service.listStorages(db, requireTenant(request), language(request), request.params.id, request.query)),
  );
  r.post(base, { schema: { tags, summary: 'Add a storage to a report (the report is recalculated)', params: idParams, body: storageInput, response: { 201: storage, ...reportChangeResponses } } }, async (request, reply) =>
    reply.code(201).send(await service.createStorage(db, requireTenant(request), language(request), request.params.id, request.body)),
  );
  r.get(`${base}:childId/`, { schema: { tags, summary: 'Read a storage of a report', params: childParams, response: { 200: storage, ...errorResponses } } }, (request) =>
    service.getStorage(db, requireTenant(request), language(request), request.params.id, request.params.childId),
  );
  r.put(`${base}:childId/`, { schema: { tags, summary: 'Replace a storage (the report is recalculated)', params: childParams, body: storageInput, response: { 200: storage, ...reportChangeResponses } } }, (request) =>
    service.updateStorage(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: false, input: request.body }),
  );
  r.patch(`${base}:childId/`, { schema: { tags, summary: 'Change some fields of a storage (the report is recalculated)', params: childParams, body: storagePatch, response: { 200: storage, ...reportChangeResponses } } }, (request) =>
    service.updateStorage(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: true, input: request.body }),
  );
  r.delete(`${base}:childId/`, { schema: { tags, summary: 'Delete a storage (the report is recalculated)', params: childParams, response: { 204: z.null(), ...reportChangeResponses } } }, async (request, reply) => {
    await service.deleteStorage(db, requireTenant(request), language(request), request.params.id, request.params.childId);
    return reply.code(204).send(null);
  });
}
