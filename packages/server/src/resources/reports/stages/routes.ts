import {
  childParams,
  idParams,
  stageListQuery,
  paginated,
  stage,
  STAGE_INPUTS,
  STAGE_PATCHES,
  STAGE_PATHS,
  STAGE_KINDS,
} from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireTenant } from '../../../http/authenticate.ts';
import { requestLanguage as language } from '../../../http/request-language.ts';
import { errorResponses, reportChangeResponses } from '../../../http/route-schemas.ts';
import { sendPage } from '../../../http/send-page.ts';
import * as service from './service.ts';

/** The four stage resources share one shape of routes (docs/spec/part-2.md §7); each validates its own form. */
export async function stageRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  for (const kind of STAGE_KINDS) {
    const base = `/api/reports/:id/${STAGE_PATHS[kind]}/`;
    const tags = [`${kind} stages`];
    const body = STAGE_INPUTS[kind];
    r.get(base, { schema: { tags, summary: `List the ${kind} stages of a report`, params: idParams, querystring: stageListQuery, response: { 200: paginated(stage), ...errorResponses } } }, async (request) =>
      sendPage(request, await service.listStages(db, requireTenant(request), language(request), request.params.id, kind, request.query)),
    );
    r.post(base, { schema: { tags, summary: `Add a ${kind} stage to a report (the report is recalculated)`, params: idParams, body, response: { 201: stage, ...reportChangeResponses } } }, async (request, reply) =>
      reply.code(201).send(await service.createStage(db, requireTenant(request), language(request), request.params.id, kind, request.body)),
    );
    r.get(`${base}:childId/`, { schema: { tags, summary: `Read a ${kind} stage of a report`, params: childParams, response: { 200: stage, ...errorResponses } } }, (request) =>
      service.getStage(db, requireTenant(request), language(request), request.params.id, kind, request.params.childId),
    );
    r.put(`${base}:childId/`, { schema: { tags, summary: `Replace a ${kind} stage (the report is recalculated)`, params: childParams, body, response: { 200: stage, ...reportChangeResponses } } }, (request) =>
      service.updateStage(db, requireTenant(request), language(request), request.params.id, kind, request.params.childId, { partial: false, input: request.body }),
    );
    r.patch(`${base}:childId/`, { schema: { tags, summary: `Change some fields of a ${kind} stage (the report is recalculated)`, params: childParams, body: STAGE_PATCHES[kind], response: { 200: stage, ...reportChangeResponses } } }, (request) =>
      service.updateStage(db, requireTenant(request), language(request), request.params.id, kind, request.params.childId, { partial: true, input: request.body }),
    );
    r.delete(`${base}:childId/`, { schema: { tags, summary: `Delete a ${kind} stage (the report is recalculated)`, params: childParams, response: { 204: z.null(), ...reportChangeResponses } } }, async (request, reply) => {
      await service.deleteStage(db, requireTenant(request), language(request), request.params.id, kind, request.params.childId);
      return reply.code(204).send(null);
    });
  }
}
