import { childParams, consumption, consumptionInput, consumptionListQuery, consumptionPatch, idParams, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireTenant } from '../../../http/authenticate.ts';
import { requestLanguage as language } from '../../../http/request-language.ts';
import { errorResponses, reportChangeResponses } from '../../../http/route-schemas.ts';
import { sendPage } from '../../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['consumptions'];
const base = '/api/reports/:id/consumptions/';

export async function consumptionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(base, { schema: { tags, summary: 'List the energy consumptions of a consumption report', params: idParams, querystring: consumptionListQuery, response: { 200: paginated(consumption), ...errorResponses } } }, async (request) =>
    sendPage(request, await service.listConsumptions(db, requireTenant(request), language(request), request.params.id, request.query)),
  );
  r.post(base, { schema: { tags, summary: 'Add a consumption to a consumption report (the report is recalculated)', params: idParams, body: consumptionInput, response: { 201: consumption, ...reportChangeResponses } } }, async (request, reply) =>
    reply.code(201).send(await service.createConsumption(db, requireTenant(request), language(request), request.params.id, request.body)),
  );
  r.get(`${base}:childId/`, { schema: { tags, summary: 'Read a consumption of a report', params: childParams, response: { 200: consumption, ...errorResponses } } }, (request) =>
    service.getConsumption(db, requireTenant(request), request.params.id, request.params.childId),
  );
  r.put(`${base}:childId/`, { schema: { tags, summary: 'Replace a consumption (the report is recalculated)', params: childParams, body: consumptionInput, response: { 200: consumption, ...reportChangeResponses } } }, (request) =>
    service.updateConsumption(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: false, input: request.body }),
  );
  r.patch(`${base}:childId/`, { schema: { tags, summary: 'Change some fields of a consumption (the report is recalculated)', params: childParams, body: consumptionPatch, response: { 200: consumption, ...reportChangeResponses } } }, (request) =>
    service.updateConsumption(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: true, input: request.body }),
  );
  r.delete(`${base}:childId/`, { schema: { tags, summary: 'Delete a consumption (the report is recalculated)', params: childParams, response: { 204: z.null(), ...reportChangeResponses } } }, async (request, reply) => {
    await service.deleteConsumption(db, requireTenant(request), language(request), request.params.id, request.params.childId);
    return reply.code(204).send(null);
  });
}
