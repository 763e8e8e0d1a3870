// Template reports for the benches, made through the API as a user would, so that every column is as the server
// writes it: bench/review-recalculation.ts copies the short ones, bench/seed.ts all of them.
import { CITIES } from '../../packages/server/src/db/demo-reports.ts';

// oxlint-disable-next-line typescript/no-explicit-any
type Json = any;

/** One API call with a token: over HTTP (fetch) or in-process (`app.inject`); throws on any answer but 2xx. */
export type Api = (token: string | null, method: string, path: string, body?: unknown) => Promise<Json>;

type City = (typeof CITIES)[keyof typeof CITIES];

export function place(c: City) {
  return {
    place_id: `bench:${c.name.toLowerCase().replace(/\s+/g, '-')}`,
    formatted_address: `${c.name}, ${c.country}`,
    location: { lat: c.lat, lng: c.lng },
    locality: { long_name: c.name, short_name: c.name },
    country: { long_name: c.country, short_name: c.code },
  };
}

export const ends = (from: City, to: City, locations = true) => ({
  origin: `${from.name}, ${from.country}`,
  destination: `${to.name}, ${to.country}`,
  origin_gmaps: place(from),
  destination_gmaps: place(to),
  ...(locations ? { origin_location: { lat: from.lat, lng: from.lng }, destination_location: { lat: to.lat, lng: to.lng } } : {}),
});

type StagePath = 'road-overland-stages' | 'rail-overland-stages' | 'nautical-stages' | 'air-stages';
export interface Template {
  name: string;
  from: City;
  to: City;
  cargos: Record<string, unknown>[];
  /** Each stage with the positions (0-based) of the cargos it carries. */
  stages: [StagePath, Record<string, unknown>, number[]][];
  storage?: Record<string, unknown>;
}

export async function referenceIds(api: Api, token: string) {
  const byName = async (path: string, name: string): Promise<number> => {
    const list: Json = await api(token, 'GET', `${path}?page_size=100`);
    const row = list.results.find((r: { name: string }) => r.name === name);
    if (!row) throw new Error(`${path} has no "${name}"`);
    return row.id;
  };
  return {
    artic: await byName('/api/road-vehicles/', 'Articulated truck 40-44 t'),
    rigid: await byName('/api/road-vehicles/', 'Rigid truck 12-17 t'),
    electricTrain: await byName('/api/rail-vehicles/', 'Electric intermodal container train'),
    dieselTrain: await byName('/api/rail-vehicles/', 'Diesel freight train (average)'),
    ulcv: await byName('/api/ship-types/', 'Container ULCV (20,000 TEU)'),
    feeder: await byName('/api/ship-types/', 'Container feeder (1,000 TEU)'),
    freighter: await byName('/api/aircraft-models/', 'Boeing 777F'),
    a320: await byName('/api/aircraft-models/', 'Airbus A320'),
    materials: ((await api(token, 'GET', '/api/commodities/?page_size=100')).results as { id: number }[]).map((m) => m.id),
  };
}

/** A road stage without a vehicle: it takes road.per_tkm.hgv_average, the factor the change doubles. */
const hgvRoad = (distance: number, origin: string, destination: string) => ({ vehicle_load_type: 'groupage', distance, origin, destination });

type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

/** One to three stages of road, rail, sea between ports and air; one to three cargos. */
export function shortTemplates(ids: ReferenceIds): Template[] {
  const { valencia, madrid, lyon, rotterdam, duisburg, milan, shanghai, newYork, london, singapore } = CITIES;
  const material = (i: number) => ids.materials[i % ids.materials.length] ?? null;
  return [
    { name: 'Road groupage', from: valencia, to: lyon, cargos: [{ commodity: material(0), weight: 12 }], stages: [['road-overland-stages', hgvRoad(640, 'Valencia, Spain', 'Lyon, France'), [0]]] },
    {
      name: 'Road full truck',
      from: valencia,
      to: lyon,
      cargos: [{ commodity: material(1), weight: 14 }, { commodity: material(2), weight: 6.5 }],
      stages: [['road-overland-stages', { vehicle: ids.artic, vehicle_load_type: 'full_cargo', euro_standard: 'euro_6', ...ends(valencia, lyon) }, [0, 1]]],
      storage: { warehouse_name: 'Valencia hub', place: 'Valencia, Spain', place_gmaps: place(valencia), moves_number: 2, type: 'own' },
    },
    {
      name: 'Sea and road',
      from: shanghai,
      to: madrid,
      cargos: [{ commodity: material(0), cargo_type: 'teu', teu: 2, weight: 19 }, { commodity: material(3), cargo_type: 'teu', teu: 1, weight: 8 }],
      stages: [
        ['nautical-stages', { ship_type: ids.ulcv, ship_load_type: 'container', port_operations: 'load_and_discharge', port_origin: 'CNSHA', port_destination: 'NLRTM' }, [0, 1]],
        ['road-overland-stages', hgvRoad(1780, 'Rotterdam, Netherlands', 'Madrid, Spain'), [0, 1]],
      ],
    },
    {
      name: 'Air and road',
      from: madrid,
      to: newYork,
      cargos: [{ commodity: material(2), weight: 1.8 }],
      stages: [
        ['road-overland-stages', hgvRoad(25, 'Madrid, Spain', 'Madrid-Barajas airport'), [0]],
        ['air-stages', { aircraft_type: 'freighter', aircraft_model: ids.freighter, LTO: 1, ...ends(madrid, newYork) }, [0]],
      ],
    },
    {
      name: 'Rail and road',
      from: duisburg,
      to: milan,
      cargos: [{ commodity: material(3), weight: 22 }, { commodity: material(4), weight: 9 }, { commodity: material(1), weight: 3.5 }],
      stages: [
        ['road-overland-stages', hgvRoad(45, 'Dortmund, Germany', 'Duisburg, Germany'), [0, 1, 2]],
        ['rail-overland-stages', { vehicle: ids.electricTrain, ...ends(duisburg, milan) }, [0, 1, 2]],
        ['road-overland-stages', { vehicle: ids.rigid, vehicle_load_type: 'groupage', distance: 30, origin: 'Milan, Italy', destination: 'Monza, Italy' }, [2]],
      ],
    },
    {
      name: 'Feeder, rail and road',
      from: singapore,
      to: milan,
      cargos: [{ commodity: material(2), cargo_type: 'teu', teu: 1, weight: 11 }, { commodity: material(0), weight: 4 }],
      stages: [
        ['nautical-stages', { ship_type: ids.feeder, ship_load_type: 'container', port_operations: 'load_or_discharge', port_origin: 'SGSIN', port_destination: 'ESVLC' }, [0, 1]],
        ['rail-overland-stages', { vehicle: ids.dieselTrain, distance: 1150, origin: 'Valencia, Spain', destination: 'Milan, Italy' }, [0]],
        ['road-overland-stages', hgvRoad(1100, 'Valencia, Spain', 'Milan, Italy'), [1]],
      ],
    },
    {
      name: 'Belly cargo',
      from: madrid,
      to: london,
      cargos: [{ commodity: material(1), weight: 0.6 }, { commodity: material(4), weight: 0.25 }],
      stages: [['air-stages', { aircraft_type: 'passenger_cargo', aircraft_model: ids.a320, ...ends(madrid, london) }, [0, 1]]],
    },
    {
      name: 'Two road legs',
      from: lyon,
      to: rotterdam,
      cargos: [{ commodity: material(3), weight: 7 }, { commodity: material(0), weight: 5 }, { commodity: material(2), weight: 2 }],
      stages: [
        ['road-overland-stages', hgvRoad(540, 'Lyon, France', 'Duisburg, Germany'), [0, 1, 2]],
        ['road-overland-stages', { vehicle: ids.artic, vehicle_load_type: 'groupage', euro_standard: 'euro_5', ...ends(duisburg, rotterdam) }, [0, 1]],
      ],
    },
  ];
}

/** Four to six legs of several modes, two to four cargos, a warehouse: the door-to-door shipments of a forwarder. */
export function longTemplates(ids: ReferenceIds): Template[] {
  const { valencia, madrid, lyon, rotterdam, duisburg, milan, shanghai, newYork, london, singapore } = CITIES;
  const material = (i: number) => ids.materials[i % ids.materials.length] ?? null;
  return [
    {
      name: 'Asia to Europe door to door',
      from: shanghai,
      to: lyon,
      cargos: [{ commodity: material(0), cargo_type: 'teu', teu: 2, weight: 21 }, { commodity: material(1), cargo_type: 'teu', teu: 1, weight: 9 }],
      stages: [
        ['road-overland-stages', hgvRoad(60, 'Suzhou, China', 'Shanghai, China'), [0, 1]],
        ['nautical-stages', { ship_type: ids.ulcv, ship_load_type: 'container', port_operations: 'load_and_discharge', port_origin: 'CNSHA', port_destination: 'SGSIN' }, [0, 1]],
        ['nautical-stages', { ship_type: ids.ulcv, ship_load_type: 'container', port_operations: 'load_and_discharge', port_origin: 'SGSIN', port_destination: 'NLRTM' }, [0, 1]],
        ['rail-overland-stages', { vehicle: ids.electricTrain, ...ends(rotterdam, duisburg) }, [0, 1]],
        ['road-overland-stages', { vehicle: ids.artic, vehicle_load_type: 'full_cargo', euro_standard: 'euro_6', ...ends(duisburg, lyon) }, [0]],
        ['road-overland-stages', { vehicle: ids.rigid, vehicle_load_type: 'groupage', distance: 620, origin: 'Duisburg, Germany', destination: 'Lyon, France' }, [1]],
      ],
      storage: { warehouse_name: 'Lyon distribution centre', place: 'Lyon, France', place_gmaps: place(lyon), moves_number: 3, type: 'third_party' },
    },
    {
      name: 'Mediterranean feeder and rail',
      from: valencia,
      to: milan,
      cargos: [{ commodity: material(2), cargo_type: 'teu', teu: 1, weight: 12 }, { commodity: material(3), weight: 6 }, { commodity: material(4), weight: 2.5 }],
      stages: [
        ['road-overland-stages', { vehicle: ids.artic, vehicle_load_type: 'groupage', euro_standard: 'euro_6', ...ends(madrid, valencia) }, [0, 1, 2]],
        ['nautical-stages', { ship_type: ids.feeder, ship_load_type: 'container', port_operations: 'load_or_discharge', port_origin: 'ESVLC', port_destination: 'ITGOA' }, [0, 1, 2]],
        ['rail-overland-stages', { vehicle: ids.dieselTrain, distance: 150, origin: 'Genoa, Italy', destination: 'Milan, Italy' }, [0, 1]],
        ['road-overland-stages', hgvRoad(160, 'Genoa, Italy', 'Milan, Italy'), [2]],
      ],
      storage: { warehouse_name: 'Milan hub', place: 'Milan, Italy', place_gmaps: place(milan), moves_number: 2, type: 'own' },
    },
    {
      name: 'Air express with road legs',
      from: singapore,
      to: london,
      cargos: [{ commodity: material(1), weight: 0.8 }, { commodity: material(2), weight: 1.2 }, { commodity: material(0), weight: 0.4 }, { commodity: material(3), weight: 2.1 }],
      stages: [
        ['road-overland-stages', hgvRoad(30, 'Jurong, Singapore', 'Changi airport, Singapore'), [0, 1, 2, 3]],
        ['air-stages', { aircraft_type: 'freighter', aircraft_model: ids.freighter, LTO: 1, ...ends(singapore, london) }, [0, 1, 2, 3]],
        ['road-overland-stages', { vehicle: ids.rigid, vehicle_load_type: 'groupage', euro_standard: 'euro_6', distance: 40, origin: 'Heathrow airport, United Kingdom', destination: 'London, United Kingdom' }, [0, 1]],
        ['road-overland-stages', hgvRoad(210, 'Heathrow airport, United Kingdom', 'Birmingham, United Kingdom'), [2, 3]],
        ['rail-overland-stages', { vehicle: ids.electricTrain, distance: 340, origin: 'Birmingham, United Kingdom', destination: 'Glasgow, United Kingdom' }, [3]],
      ],
    },
    {
      name: 'Transatlantic sea and rail',
      from: rotterdam,
      to: newYork,
      cargos: [{ commodity: material(4), cargo_type: 'teu', teu: 2, weight: 24 }, { commodity: material(0), cargo_type: 'teu', teu: 2, weight: 17 }],
      stages: [
        ['rail-overland-stages', { vehicle: ids.electricTrain, ...ends(milan, duisburg) }, [0, 1]],
        ['rail-overland-stages', { vehicle: ids.electricTrain, ...ends(duisburg, rotterdam) }, [0, 1]],
        ['nautical-stages', { ship_type: ids.ulcv, ship_load_type: 'container', port_operations: 'load_and_discharge', port_origin: 'NLRTM', port_destination: 'USNYC' }, [0, 1]],
        ['road-overland-stages', hgvRoad(150, 'New York, United States', 'Philadelphia, United States'), [0]],
        ['road-overland-stages', { vehicle: ids.artic, vehicle_load_type: 'full_cargo', euro_standard: 'euro_6', distance: 340, origin: 'New York, United States', destination: 'Boston, United States' }, [1]],
      ],
      storage: { warehouse_name: 'Newark bonded warehouse', place: 'New York, United States', place_gmaps: place(newYork), moves_number: 2, type: 'third_party' },
    },
  ];
}

/** Makes `t` as a user would: the report, its cargos, its legs (tagged), its warehouse; answers the report's id. */
export async function makeTemplate(api: Api, token: string, t: Template, i: number, report: { project_name: string; project_reference: string; date: string }): Promise<number> {
  const made = await api(token, 'POST', '/api/reports/', { ...report, ...ends(t.from, t.to) });
  const cargoIds: number[] = [];
  for (const cargo of t.cargos) cargoIds.push((await api(token, 'POST', `/api/reports/${made.id}/cargos/`, { cargo_type: 'conventional', ...cargo })).id);
  const tags = { customer: ['ACME Retail', 'Globex', 'Initech'][i % 3] as string, order: `PO-${7000 + i}` };
  for (const [path, body, positions] of t.stages) {
    await api(token, 'POST', `/api/reports/${made.id}/${path}/`, { ...body, cargos: positions.map((p) => ({ cargo: cargoIds[p], tags })) });
  }
  if (t.storage) await api(token, 'POST', `/api/reports/${made.id}/storages/`, { ...t.storage, cargos: cargoIds.map((cargo) => ({ cargo, tags: {} })) });
  return made.id;
}
