import type { ImportKind } from './import-kinds.ts';

/** docs/import.md "Cargo columns (every file)"; `tag:customer` stands for any of the company's allowed tags. */
const CARGO = ['cargo', 'cargo_weight', 'cargo_type', 'cargo_teu', 'commodity', 'passengers', 'tag:customer'];
const CARGO_ROW = ['A', '6', 'conventional', '', 'Electronics', '', 'ACME'];

/** docs/import.md "Stages": what every stage file may carry besides its own columns. */
const ENDS = ['distance', 'operated_by', 'origin', 'destination', 'origin_lat', 'origin_lng', 'destination_lat', 'destination_lng'];
const ENDS_ROW = ['', '', 'Madrid', 'Valencia', '40.4168', '-3.7038', '39.4699', '-0.3763'];

/** A sea leg runs between ports: the server refuses `origin` and `destination` in a nautical file. */
const SEA_ENDS = ['distance', 'operated_by'];

interface Example {
  columns: string[];
  row: string[];
}

/** One documented header and one row the demo data accepts, per file kind; empty cells mean "not given". */
export const EXAMPLES: Record<ImportKind, Example> = {
  road_overland_stages: {
    columns: [...CARGO, ...ENDS, 'vehicle', 'vehicle_load_type', 'euro_standard', 'vehicles_number', 'capacity_load'],
    row: [...CARGO_ROW, ...ENDS_ROW, '', 'groupage', 'euro_6', '1', ''],
  },
  rail_overland_stages: {
    columns: [...CARGO, ...ENDS, 'vehicle'],
    row: [...CARGO_ROW, ...ENDS_ROW, ''],
  },
  air_stages: {
    columns: [
      ...CARGO,
      ...ENDS,
      'origin_iata',
      'destination_iata',
      'aircraft_type',
      'aircraft_model',
      'LTO',
      'aircraft_load_type',
      'capacity_load',
      'vehicles_number',
    ],
    row: [...CARGO_ROW, '', '', 'Madrid', 'New York', '', '', '', '', 'MAD', 'JFK', 'freighter', '', '1', 'groupage', '', '1'],
  },
  nautical_stages: {
    columns: [
      ...CARGO,
      ...SEA_ENDS,
      'ship_type',
      'ship_load_type',
      'ship_fuel_type',
      'gross_tonnage',
      'total_load',
      'port_operations',
      'vehicles_number',
      'port_origin',
      'port_destination',
      'avoid',
    ],
    row: [...CARGO_ROW, '', '', '', 'container', 'mgo_mdo', '', '', 'none', '1', 'ESVLC', 'CNSHA', 'suez'],
  },
  storages: {
    columns: [...CARGO, 'warehouse_name', 'place', 'place_lat', 'place_lng', 'moves_number', 'type'],
    row: [...CARGO_ROW, 'Valencia hub', 'Valencia', '39.4699', '-0.3763', '2', 'own'],
  },
};

/** The example as a CSV text, ready to download; no cell of the examples needs quoting. */
export function exampleCsv(kind: ImportKind): string {
  const { columns, row } = EXAMPLES[kind];
  return `${columns.join(',')}\n${row.join(',')}\n`;
}
