import type { Stage } from '@huella/contracts';
import type { CargoRow } from '../cargos/repository.ts';
import { cargoMassT } from '../recalculate.ts';
import { cargoReference } from '../totals.ts';
import { latLngOrNull } from '../lat-lng.ts';
import type { LinkRow, StageRow } from './repository.ts';

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function linkBodies(links: readonly Pick<LinkRow, 'cargoId' | 'tags' | 'co2Total'>[] | undefined, cargoById: ReadonlyMap<number, CargoRow>) {
  return (links ?? []).map((l) => {
    const cargo = cargoById.get(l.cargoId);
    return {
      cargo: l.cargoId,
      reference: cargo ? cargoReference(cargo) : '',
      commodity: cargo?.commodityName ?? null,
      weight: cargo ? cargoMassT(cargo) : 0,
      tags: l.tags,
      CO2_total: l.co2Total,
    };
  });
}

/** A stage as its form edits it: only the fields of its kind (docs/spec/part-2.md §2.1), plus its figures. */
export function stageBody(s: StageRow, links: readonly LinkRow[] | undefined, cargoById: ReadonlyMap<number, CargoRow>): Stage {
  const common = {
    id: s.id,
    kind: s.kind,
    operated_by: s.operatedBy,
    distance: s.distanceKm,
    distance_method: s.distanceMethod as Stage['distance_method'],
    origin: s.origin,
    destination: s.destination,
    origin_gmaps: s.originGmaps ?? null,
    destination_gmaps: s.destinationGmaps ?? null,
    origin_location: latLngOrNull(s.originLat, s.originLng),
    destination_location: latLngOrNull(s.destinationLat, s.destinationLng),
    cargos: linkBodies(links, cargoById),
    CO2_total: s.co2Total,
    method: String((s.result as { method?: string } | null)?.method ?? ''),
  };
  switch (s.kind) {
    case 'road':
      return {
        ...common,
        vehicle: named(s.roadVehicleId, s.roadVehicleName),
        vehicle_load_type: s.loadType as Stage['vehicle_load_type'],
        euro_standard: s.euroStandard as Stage['euro_standard'],
        vehicles_number: s.vehiclesNumber,
        capacity_load: s.capacityLoad,
      };
    case 'rail':
      return { ...common, vehicle: named(s.railVehicleId, s.railVehicleName) };
    case 'air':
      return {
        ...common,
        aircraft_type: s.aircraftType as Stage['aircraft_type'],
        aircraft_family: named(s.aircraftFamilyId, s.aircraftFamilyName),
        aircraft_model: named(s.aircraftModelId, s.aircraftModelName),
        LTO: s.lto,
        aircraft_load_type: s.loadType as Stage['aircraft_load_type'],
        capacity_load: s.capacityLoad,
        vehicles_number: s.vehiclesNumber,
      };
    case 'nautical':
      return {
        ...common,
        ship_type: named(s.shipTypeId, s.shipTypeName),
        ship_load_type: s.shipLoadType as Stage['ship_load_type'],
        ship_fuel_type: s.shipFuelType as Stage['ship_fuel_type'],
        gross_tonnage: s.grossTonnage,
        total_load: s.totalLoad,
        port_operations: s.portOperations as Stage['port_operations'],
        vehicles_number: s.vehiclesNumber,
        port_origin: s.portOrigin ? { locode: s.portOrigin, name: s.portOriginName ?? '', country: s.portOriginCountry ?? '' } : null,
        port_destination: s.portDestination
          ? { locode: s.portDestination, name: s.portDestinationName ?? '', country: s.portDestinationCountry ?? '' }
          : null,
        avoid: s.avoid,
      };
  }
}
