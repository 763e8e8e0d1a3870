import {
  aircraftFamily,
  aircraftModel,
  aircraftModelsQuery,
  airport,
  airportsQuery,
  country,
  idParams,
  listQuery,
  paginated,
  port,
  portsQuery,
  railVehicle,
  railVehiclesQuery,
  roadVehicle,
  shipType,
  shipTypesQuery,
} from '@huella/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pickLanguage } from '../../http/messages.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import * as service from './service.ts';

const language = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

function listed<Q extends z.ZodType, T extends z.ZodType>(tags: string[], querystring: Q, item: T) {
  return { schema: { tags, querystring, response: { 200: paginated(item), ...errorResponses } } };
}
function read<T extends z.ZodType>(tags: string[], item: T) {
  return { schema: { tags, params: idParams, response: { 200: item, ...errorResponses } } };
}

/** Read-only lookups for every company (spec part 2 §7); writing reference data is the seed's job. */
export async function referenceDataRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const vehicles = ['vehicles'];
  r.get('/api/road-vehicles/', listed(vehicles, listQuery, roadVehicle), (req) => service.listRoadVehicles(db, language(req), req, req.query));
  r.get('/api/road-vehicles/:id/', read(vehicles, roadVehicle), (req) => service.getRoadVehicle(db, language(req), req.params.id));
  r.get('/api/rail-vehicles/', listed(vehicles, railVehiclesQuery, railVehicle), (req) =>
    service.listRailVehicles(db, language(req), req, req.query),
  );
  r.get('/api/rail-vehicles/:id/', read(vehicles, railVehicle), (req) => service.getRailVehicle(db, language(req), req.params.id));
  r.get('/api/ship-types/', listed(vehicles, shipTypesQuery, shipType), (req) => service.listShipTypes(db, language(req), req, req.query));
  r.get('/api/ship-types/:id/', read(vehicles, shipType), (req) => service.getShipType(db, language(req), req.params.id));
  r.get('/api/aircraft-families/', listed(vehicles, listQuery, aircraftFamily), (req) =>
    service.listAircraftFamilies(db, language(req), req, req.query),
  );
  r.get('/api/aircraft-families/:id/', read(vehicles, aircraftFamily), (req) => service.getAircraftFamily(db, language(req), req.params.id));
  r.get('/api/aircraft-models/', listed(vehicles, aircraftModelsQuery, aircraftModel), (req) =>
    service.listAircraftModels(db, language(req), req, req.query),
  );
  r.get('/api/aircraft-models/:id/', read(vehicles, aircraftModel), (req) => service.getAircraftModel(db, language(req), req.params.id));

  const geography = ['geography'];
  r.get('/api/ports/', listed(geography, portsQuery, port), (req) => service.listPorts(db, language(req), req, req.query));
  r.get('/api/ports/:id/', read(geography, port), (req) => service.getPort(db, language(req), req.params.id));
  r.get('/api/airports/', listed(geography, airportsQuery, airport), (req) =>
    service.listAirports(db, language(req), req, req.query),
  );
  r.get('/api/airports/:id/', read(geography, airport), (req) => service.getAirport(db, language(req), req.params.id));
  r.get('/api/countries/', listed(geography, listQuery, country), (req) =>
    service.listCountries(db, language(req), req, req.query),
  );
  r.get('/api/countries/:id/', read(geography, country), (req) => service.getCountry(db, language(req), req.params.id));
}
