import { coordinatesDistanceInput, distanceAnswer, idParams, portsDistanceInput, STAGE_KINDS, STAGE_PATHS } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireTenant } from '../../../http/authenticate.ts';
import { requestLanguage as language } from '../../../http/request-language.ts';
import { errorResponses, noSeaRouteResponse } from '../../../http/route-schemas.ts';
import * as service from './service.ts';

const CORE_MODE = { road: 'road', rail: 'rail', air: 'air' } as const;

/** Each stage form asks for the distance its stage would get, with the report's review (docs/spec/part-2.md §7). */
export async function distanceRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  for (const kind of STAGE_KINDS) {
    const url = `/api/reports/:id/${STAGE_PATHS[kind]}/get_distance/`;
    const tags = [`${kind} stages`];
    if (kind === 'nautical') {
      r.post(
        url,
        { schema: { tags, summary: 'The sea distance between two ports, as a nautical stage would get it', params: idParams, body: portsDistanceInput, response: { 200: distanceAnswer, ...errorResponses, 422: noSeaRouteResponse } } },
        (request) => service.portsDistance(db, requireTenant(request), language(request), request.params.id, request.body),
      );
    } else {
      const mode = CORE_MODE[kind];
      r.post(
        url,
        { schema: { tags, summary: `The distance between two points, as a ${kind} stage would get it`, params: idParams, body: coordinatesDistanceInput, response: { 200: distanceAnswer, ...errorResponses } } },
        (request) => service.coordinatesDistance(db, requireTenant(request), request.params.id, mode, request.body.origin, request.body.destination),
      );
    }
  }
}
