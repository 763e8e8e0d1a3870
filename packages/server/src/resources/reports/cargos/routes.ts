import { cargo, cargoInput, cargoListQuery, cargoPatch, childParams, idParams, paginated, STAGE_PATHS } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireTenant } from '../../../http/authenticate.ts';
import { requestLanguage as language } from '../../../http/request-language.ts';
import { errorResponses, reportChangeResponses } from '../../../http/route-schemas.ts';
import { sendPage } from '../../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['cargos'];

export async function cargoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/reports/:id/cargos/', { schema: { tags, summary: 'List the cargos of a report', params: idParams, querystring: cargoListQuery, response: { 200: paginated(cargo), ...errorResponses } } }, async (request) =>
    sendPage(request, await service.listCargos(db, requireTenant(request), language(request), request.params.id, request.query)),
  );
  // The stage forms' cargo selectors (docs/spec/part-2.md §7: cargosRoad, cargosRail, cargosNautical, cargosAir).
  for (const [kind, path] of Object.entries(STAGE_PATHS)) {
    r.get(
      `/api/reports/:id/${path}/cargos/`,
      { schema: { tags, summary: `List the cargos of a report, for the ${kind} stage form's selector`, params: idParams, querystring: cargoListQuery, response: { 200: paginated(cargo), ...errorResponses } } },
      async (request) => sendPage(request, await service.listCargos(db, requireTenant(request), language(request), request.params.id, request.query)),
    );
  }
  r.post('/api/reports/:id/cargos/', { schema: { tags, summary: 'Add a cargo to a report', params: idParams, body: cargoInput, response: { 201: cargo, ...reportChangeResponses } } }, async (request, reply) =>
    reply.code(201).send(await service.createCargo(db, requireTenant(request), language(request), request.params.id, request.body)),
  );
  r.get('/api/reports/:id/cargos/:childId/', { schema: { tags, summary: 'Read a cargo of a report', params: childParams, response: { 200: cargo, ...errorResponses } } }, (request) =>
    service.getCargo(db, requireTenant(request), language(request), request.params.id, request.params.childId),
  );
  r.put('/api/reports/:id/cargos/:childId/', { schema: { tags, summary: 'Replace a cargo (the report is recalculated)', params: childParams, body: cargoInput, response: { 200: cargo, ...reportChangeResponses } } }, (request) =>
    service.updateCargo(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: false, input: request.body }),
  );
  r.patch('/api/reports/:id/cargos/:childId/', { schema: { tags, summary: 'Change some fields of a cargo (the report is recalculated)', params: childParams, body: cargoPatch, response: { 200: cargo, ...reportChangeResponses } } }, (request) =>
    service.updateCargo(db, requireTenant(request), language(request), request.params.id, request.params.childId, { partial: true, input: request.body }),
  );
  r.delete('/api/reports/:id/cargos/:childId/', { schema: { tags, summary: 'Delete a cargo (the report is recalculated)', params: childParams, response: { 204: z.null(), ...reportChangeResponses } } }, async (request, reply) => {
    await service.deleteCargo(db, requireTenant(request), language(request), request.params.id, request.params.childId);
    return reply.code(204).send(null);
  });
}
