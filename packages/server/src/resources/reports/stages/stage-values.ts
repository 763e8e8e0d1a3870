import type { AirStageInput, NauticalStageInput, RailStageInput, RoadStageInput, StageKind } from '@huella/contracts';
import type { Executor } from '../../../db/connection.ts';
import { fieldError, validationFailed, type FieldMessages } from '../../../http/errors.ts';
import { msg } from '../../../http/messages.ts';
import { assertReportType } from '../access.ts';
import type { ReportWithRefs } from '../repository.ts';
import { unknownPassage } from '../../sea-routes/service.ts';
import { latLngOrNull } from '../lat-lng.ts';
import * as repo from './repository.ts';

export type AnyStageInput = RoadStageInput | RailStageInput | AirStageInput | NauticalStageInput;
export type StageValues = Omit<repo.StageColumns, 'companyId' | 'reportId'>;

type Found<T> = Promise<T | undefined>;

/** The reference rows a stage form names by id; an import asks for the same few thousands of times (cachedRefs). */
export interface StageRefs {
  roadVehicle(id: number): Found<Awaited<ReturnType<typeof repo.findRoadVehicle>>>;
  railVehicle(id: number): Found<Awaited<ReturnType<typeof repo.findRailVehicle>>>;
  aircraftFamily(id: number): Found<Awaited<ReturnType<typeof repo.findAircraftFamily>>>;
  aircraftModel(id: number): Found<Awaited<ReturnType<typeof repo.findAircraftModel>>>;
  shipType(id: number): Found<Awaited<ReturnType<typeof repo.findShipType>>>;
  port(locode: string): Found<Awaited<ReturnType<typeof repo.findPorts>>[number]>;
}

export function storedRefs(db: Executor): StageRefs {
  return {
    roadVehicle: (id) => repo.findRoadVehicle(db, id),
    railVehicle: (id) => repo.findRailVehicle(db, id),
    aircraftFamily: (id) => repo.findAircraftFamily(db, id),
    aircraftModel: (id) => repo.findAircraftModel(db, id),
    shipType: (id) => repo.findShipType(db, id),
    port: async (locode) => (await repo.findPorts(db, [locode]))[0],
  };
}

/** The same lookups, each asked of the database once. */
export function cachedRefs(db: Executor): StageRefs {
  const direct = storedRefs(db);
  const caches = new Map<string, Map<number | string, Promise<unknown>>>();
  const cached = <K extends number | string, T>(name: string, find: (key: K) => Promise<T>) => (key: K): Promise<T> => {
    let cache = caches.get(name);
    if (!cache) caches.set(name, (cache = new Map()));
    let found = cache.get(key) as Promise<T> | undefined;
    if (!found) cache.set(key, (found = find(key)));
    return found;
  };
  return {
    roadVehicle: cached('road', direct.roadVehicle),
    railVehicle: cached('rail', direct.railVehicle),
    aircraftFamily: cached('family', direct.aircraftFamily),
    aircraftModel: cached('model', direct.aircraftModel),
    shipType: cached('ship', direct.shipType),
    port: cached('port', direct.port),
  };
}

function placeColumns(input: { origin?: string | undefined; destination?: string | undefined } & Partial<Record<string, unknown>>) {
  const i = input as RoadStageInput;
  const from = i.origin_location ?? i.origin_gmaps?.location ?? null;
  const to = i.destination_location ?? i.destination_gmaps?.location ?? null;
  return {
    origin: i.origin ?? '',
    destination: i.destination ?? '',
    originGmaps: i.origin_gmaps ?? null,
    destinationGmaps: i.destination_gmaps ?? null,
    originLat: from?.lat ?? null,
    originLng: from?.lng ?? null,
    destinationLat: to?.lat ?? null,
    destinationLng: to?.lng ?? null,
  };
}

/**
 * Turns a stage form into columns, checking every id it names (a 400 on that field, never a foreign-key 500)
 * and applying the form rules of docs/spec/part-2.md §4–§5 the server owns: business trips fly passenger aircraft as
 * groupage; only_scope3 companies are always third party; missing capacities come from the vehicle chosen.
 */
export async function stageValues(found: ReportWithRefs, kind: StageKind, raw: AnyStageInput, refs: StageRefs): Promise<StageValues> {
  assertReportType(found, 'transport');
  const operatedBy = found.company.onlyScope3 ? 'third_party' : (raw.operated_by ?? 'third_party');
  const common = { kind, operatedBy, declaredDistance: raw.distance ?? null } as const;
  const errors: FieldMessages = {};
  const missing = (field: string, id: number) => (errors[field] = [msg('does_not_exist', { id })]);

  if (kind === 'road') {
    const input = raw as RoadStageInput;
    const vehicle = input.vehicle ? await refs.roadVehicle(input.vehicle) : undefined;
    if (input.vehicle && !vehicle) missing('vehicle', input.vehicle);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const loadType = input.vehicle_load_type ?? 'groupage';
    return {
      ...common,
      ...placeColumns(input),
      roadVehicleId: vehicle?.id ?? null,
      euroStandard: input.euro_standard ?? null,
      loadType,
      vehiclesNumber: input.vehicles_number ?? 1,
      // capacity_load is always the vehicle's payload; the calculation applies the groupage load factor once
      // (docs/methodology.md "Road groupage"): default_load already holds that factor and would count it twice.
      capacityLoad: input.capacity_load ?? vehicle?.payload ?? null,
    };
  }
  if (kind === 'rail') {
    const input = raw as RailStageInput;
    const vehicle = input.vehicle ? await refs.railVehicle(input.vehicle) : undefined;
    if (input.vehicle && !vehicle) throw fieldError('vehicle', 'does_not_exist', { id: input.vehicle });
    return { ...common, ...placeColumns(input), railVehicleId: vehicle?.id ?? null };
  }
  if (kind === 'air') {
    const input = raw as AirStageInput;
    const family = input.aircraft_family ? await refs.aircraftFamily(input.aircraft_family) : undefined;
    if (input.aircraft_family && !family) missing('aircraft_family', input.aircraft_family);
    const model = input.aircraft_model ? await refs.aircraftModel(input.aircraft_model) : undefined;
    if (input.aircraft_model && !model) missing('aircraft_model', input.aircraft_model);
    if (Object.keys(errors).length) throw validationFailed(errors);
    // docs/spec/part-2.md §4: a business trip flies passenger aircraft, as groupage.
    const trip = found.report.businessTrip;
    return {
      ...common,
      ...placeColumns(input),
      aircraftType: trip ? 'passenger_cargo' : (input.aircraft_type ?? 'freighter'),
      aircraftFamilyId: family?.id ?? model?.familyId ?? null,
      aircraftModelId: model?.id ?? null,
      lto: input.LTO ?? 1,
      loadType: trip ? 'groupage' : (input.aircraft_load_type ?? 'groupage'),
      capacityLoad: input.capacity_load ?? model?.capacity ?? null,
      vehiclesNumber: input.vehicles_number ?? 1,
    };
  }
  const input = raw as NauticalStageInput;
  if (found.report.businessTrip) throw fieldError('non_field_errors', 'business_trip_section');
  const ship = input.ship_type ? await refs.shipType(input.ship_type) : undefined;
  if (input.ship_type && !ship) missing('ship_type', input.ship_type);
  const from = input.port_origin ? await refs.port(input.port_origin) : undefined;
  const to = input.port_destination ? await refs.port(input.port_destination) : undefined;
  if (input.port_origin && !from) errors.port_origin = [msg('unknown_locode', { code: input.port_origin })];
  if (input.port_destination && !to) errors.port_destination = [msg('unknown_locode', { code: input.port_destination })];
  // Checked even when a declared distance means no routing now: the stored names are routed once it is cleared.
  const avoid = (input.avoid ?? []).map((a) => a.trim().toLowerCase()).filter(Boolean);
  const unknown = unknownPassage(avoid);
  if (unknown) errors.avoid = [unknown];
  if (Object.keys(errors).length) throw validationFailed(errors);
  // docs/spec/part-2.md §4: total load comes from the ship type, except for full cargo (whole vessels), where it is 0.
  const totalLoad = input.total_load ?? (input.ship_load_type === 'full_cargo' ? 0 : (ship?.totalLoad ?? null));
  return {
    ...common,
    origin: from?.name ?? '',
    destination: to?.name ?? '',
    originLat: from?.lat ?? null,
    originLng: from?.lng ?? null,
    destinationLat: to?.lat ?? null,
    destinationLng: to?.lng ?? null,
    shipTypeId: ship?.id ?? null,
    shipLoadType: input.ship_load_type,
    shipFuelType: input.ship_fuel_type ?? 'mgo_mdo',
    grossTonnage: input.gross_tonnage ?? ship?.grossTonnage ?? null,
    totalLoad,
    portOperations: found.company.onlyScope3 ? 'none' : (input.port_operations ?? 'none'),
    vehiclesNumber: input.vehicles_number ?? 1,
    portOrigin: from?.locode ?? null,
    portDestination: to?.locode ?? null,
    avoid,
  };
}

/** The stored stage in its form's shape, so that PATCH can apply a few fields over it. */
export function stageAsInput(s: repo.StageRow, links: { cargoId: number; tags: Record<string, string> }[]): AnyStageInput {
    const common = {
    cargos: links.map((l) => ({ cargo: l.cargoId, tags: l.tags })),
    operated_by: s.operatedBy,
    distance: s.declaredDistance,
  };
  const places = {
    origin: s.origin,
    destination: s.destination,
    origin_gmaps: s.originGmaps,
    destination_gmaps: s.destinationGmaps,
    origin_location: latLngOrNull(s.originLat, s.originLng),
    destination_location: latLngOrNull(s.destinationLat, s.destinationLng),
  };
  switch (s.kind) {
    case 'road':
      return {
        ...common,
        ...places,
        vehicle: s.roadVehicleId,
        vehicle_load_type: s.loadType as RoadStageInput['vehicle_load_type'],
        euro_standard: s.euroStandard as RoadStageInput['euro_standard'],
        vehicles_number: s.vehiclesNumber,
        capacity_load: s.capacityLoad,
      };
    case 'rail':
      return { ...common, ...places, vehicle: s.railVehicleId };
    case 'air':
      return {
        ...common,
        ...places,
        aircraft_type: s.aircraftType as AirStageInput['aircraft_type'],
        aircraft_family: s.aircraftFamilyId,
        aircraft_model: s.aircraftModelId,
        LTO: s.lto,
        aircraft_load_type: s.loadType as AirStageInput['aircraft_load_type'],
        capacity_load: s.capacityLoad,
        vehicles_number: s.vehiclesNumber,
      };
    case 'nautical':
      return {
        ...common,
        ship_type: s.shipTypeId,
        ship_load_type: s.shipLoadType as NauticalStageInput['ship_load_type'],
        ship_fuel_type: s.shipFuelType as NauticalStageInput['ship_fuel_type'],
        gross_tonnage: s.grossTonnage,
        total_load: s.totalLoad,
        port_operations: s.portOperations as NauticalStageInput['port_operations'],
        vehicles_number: s.vehiclesNumber,
        port_origin: s.portOrigin,
        port_destination: s.portDestination,
        avoid: s.avoid,
      };
  }
}
