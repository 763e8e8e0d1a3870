import { placeDetails, placeDetailsQuery, placeParams, placePredictions, placesQuery } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { warmUpGazetteer } from '../../places/shared-gazetteer.ts';
import * as service from './service.ts';

const tags = ['places'];

export async function placeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Only a listening server warms up: tests that inject never pay for a gazetteer they do not search. It waits for
  // the database, so that its second of CPU delays neither the first answers nor the start-up's migrations and seed
  // (docs/decisions/0013-start-up.md); a search that comes first builds it.
  const warmUp = () => warmUpGazetteer((error) => app.log.error({ err: error }, 'places gazetteer build failed'));
  app.addHook('onListen', async () => {
    void Promise.resolve(deps.databasePrepared).then(warmUp, () => undefined);
  });
  r.get(
    '/api/places/',
    {
      schema: {
        tags,
        summary: 'Autocomplete cities, ports and airports (Google Places shape)',
        querystring: placesQuery,
        response: { 200: placePredictions, 400: errorResponses[400], 401: errorResponses[401] },
      },
    },
    (request) => service.searchPlaces(request.query),
  );
  r.get(
    '/api/places/:place_id/',
    {
      schema: {
        tags,
        summary: 'Address components and location of a place',
        params: placeParams,
        querystring: placeDetailsQuery,
        response: { 200: placeDetails, 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
      },
    },
    (request) => service.placeDetails(request.params.place_id, request.query.language),
  );
}
