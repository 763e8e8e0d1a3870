import { seaRoute, seaRouteQuery } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pickLanguage } from '../../http/messages.ts';
import { errorResponses, noSeaRouteResponse } from '../../http/route-schemas.ts';
import * as service from './service.ts';

const tags = ['routes'];

export async function seaRouteRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/routes/sea/',
    {
      schema: {
        tags,
        summary: 'Distance by sea between two ports',
        description: 'Sea distance between two ports by UN/LOCODE; `avoid` closes passages (suez, panama, …).',
        querystring: seaRouteQuery,
        response: {
          200: seaRoute,
          ...errorResponses,
          422: noSeaRouteResponse,
        },
      },
    },
    (request) => service.seaRoute(deps.db, pickLanguage(request.headers['accept-language']), request.query),
  );
}
