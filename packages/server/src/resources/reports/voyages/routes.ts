import { childParams, idParams, paginated, voyage, voyageInput, voyageListQuery, voyagePatch } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireTenant } from '../../../http/authenticate.ts';
import { requestLanguage as language } from '../../../http/request-language.ts';
import { errorResponses, reportChangeResponses } from '../../../http/route-schemas.ts';
import { sendPage } from '../../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['voyages'];
const base = '/api/reports/:id/voyages/';

export async function voyageRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(base, { schema: { tags, summary: 'List the company-car voyages of a consumption report', params: idParams, querystring: voyageListQuery, response: { 200: paginated(voyage), ...errorResponses } } }, async (request) =>
    sendPage(request, await service.listVoyages(db, requireTenant(request), request.params.id, request.query)),
  );
  r.post(base, { schema: { tags, summary: 'Add a company-car voyage to a consumption report (the report is recalculated)', params: idParams, body: voyageInput, response: { 201: voyage, ...reportChangeResponses } } }, async (request, reply) =>
    reply.code(201).send(await service.createVoyage(db, requireTenant(request), language(request), request.params.id, request.body)),
  );
  r.get(`${base}:childId/`, { schema: { tags, summary: 'Read a voyage of a report', params: childParams, response: { 200: voyage, ...errorResponses } } }, (request) =>
    service.getVoyage(db, requireTenant(request), request.params.id, request.params.childId),
  );
  r.put(`${base}:childId/`, { schema: { tags, summary: 'Replace a voyage (the report is recalculated)', params: childParams, body: voyageInput, response: { 200: voyage, ...reportChangeResponses } } }, (request) =>
    service.updateVoyage(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: false, input: request.body }),
  );
  r.patch(`${base}:childId/`, { schema: { tags, summary: 'Change some fields of a voyage (the report is recalculated)', params: childParams, body: voyagePatch, response: { 200: voyage, ...reportChangeResponses } } }, (request) =>
    service.updateVoyage(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: true, input: request.body }),
  );
  r.delete(`${base}:childId/`, { schema: { tags, summary: 'Delete a voyage (the report is recalculated)', params: childParams, response: { 204: z.null(), ...reportChangeResponses } } }, async (request, reply) => {
    await service.deleteVoyage(db, requireTenant(request), language(request), request.params.id, request.params.childId);
    return reply.code(204).send(null);
  });
}
