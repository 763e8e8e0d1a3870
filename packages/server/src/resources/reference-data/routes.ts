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
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const language = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

function listed<Q extends z.ZodType, T extends z.ZodType>(tags: string[], summary: string, querystring: Q, item: T) {
  return { schema: { tags, summary, querystring, response: { 200: paginated(item), ...errorResponses } } };
}
function read<T extends z.ZodType>(tags: string[], summary: string, item: T) {
  return { schema: { tags, summary, params: idParams, response: { 200: item, ...errorResponses } } };
}

/** Read-only lookups for every company (docs/spec/part-2.md §7); writing reference data is the seed's job. */
export async function referenceDataRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const vehicles = ['vehicles'];
  r.get('/api/road-vehicles/', listed(vehicles, 'List road vehicles', listQuery, roadVehicle), async (req) => sendPage(req, await service.listRoadVehicles(db, language(req), req.query)));
  r.get('/api/road-vehicles/:id/', read(vehicles, 'Read a road vehicle', roadVehicle), (req) => service.getRoadVehicle(db, language(req), req.params.id));
  r.get('/api/rail-vehicles/', listed(vehicles, 'List rail vehicles', railVehiclesQuery, railVehicle), async (req) =>
    sendPage(req, await service.listRailVehicles(db, language(req), req.query)),
  );
  r.get('/api/rail-vehicles/:id/', read(vehicles, 'Read a rail vehicle', railVehicle), (req) => service.getRailVehicle(db, language(req), req.params.id));
  r.get('/api/ship-types/', listed(vehicles, 'List ship types', shipTypesQuery, shipType), async (req) => sendPage(req, await service.listShipTypes(db, language(req), req.query)));
  r.get('/api/ship-types/:id/', read(vehicles, 'Read a ship type', shipType), (req) => service.getShipType(db, language(req), req.params.id));
  r.get('/api/aircraft-families/', listed(vehicles, 'List aircraft families', listQuery, aircraftFamily), async (req) =>
    sendPage(req, await service.listAircraftFamilies(db, language(req), req.query)),
  );
  r.get('/api/aircraft-families/:id/', read(vehicles, 'Read an aircraft family', aircraftFamily), (req) => service.getAircraftFamily(db, language(req), req.params.id));
  r.get('/api/aircraft-models/', listed(vehicles, 'List aircraft models', aircraftModelsQuery, aircraftModel), async (req) =>
    sendPage(req, await service.listAircraftModels(db, language(req), req.query)),
  );
  r.get('/api/aircraft-models/:id/', read(vehicles, 'Read an aircraft model', aircraftModel), (req) => service.getAircraftModel(db, language(req), req.params.id));

  const geography = ['geography'];
  r.get('/api/ports/', listed(geography, 'List sea ports', portsQuery, port), async (req) => sendPage(req, await service.listPorts(db, language(req), req.query)));
  r.get('/api/ports/:id/', read(geography, 'Read a sea port', port), (req) => service.getPort(db, language(req), req.params.id));
  r.get('/api/airports/', listed(geography, 'List airports', airportsQuery, airport), async (req) =>
    sendPage(req, await service.listAirports(db, language(req), req.query)),
  );
  r.get('/api/airports/:id/', read(geography, 'Read an airport', airport), (req) => service.getAirport(db, language(req), req.params.id));
  r.get('/api/countries/', listed(geography, 'List countries', listQuery, country), async (req) =>
    sendPage(req, await service.listCountries(db, language(req), req.query)),
  );
  r.get('/api/countries/:id/', read(geography, 'Read a country', country), (req) => service.getCountry(db, language(req), req.params.id));
}
