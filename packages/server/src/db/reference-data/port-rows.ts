import { listSeaPorts } from '@huella/emissions';
import { seaNetwork } from '../../core-data/sea-network.ts';

export interface PortRow {
  locode: string;
  name: string;
  countryAlpha2: string;
  lat: number;
  lng: number;
  snapKm: number;
  inland: boolean;
  latLngSwapped: boolean;
}

/** The cleaned and snapped ports of the sea router, so that every port listed can be routed. */
export function portRows(): PortRow[] {
  return listSeaPorts(seaNetwork()).map((p) => ({
    locode: p.code,
    name: p.name,
    countryAlpha2: p.country_code,
    lat: p.lat,
    lng: p.lng,
    snapKm: p.snap_km,
    inland: p.inland,
    latLngSwapped: p.lat_lng_swapped,
  }));
}
