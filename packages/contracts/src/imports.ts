import { z } from 'zod';
import { CARGO_TYPES } from './cargos.ts';
import { AIRCRAFT_TYPES, SHIP_FUEL_TYPES, SHIP_LOAD_TYPES } from './reference-data.ts';
import { OPERATED_BY } from './reports.ts';
import { EURO_STANDARDS } from './reviews.ts';
import { LOAD_TYPES, PORT_OPERATIONS, type StageKind } from './stages.ts';
import type { EnumName } from './labels/enum-labels.ts';

// Bulk import of a report's stages and storages from spreadsheets (docs/import.md): the five files, their columns
// in English and Spanish, and the shape of a refused import. The server reads files with this catalogue, writes
// templates from it, and the /imports screen offers its columns when a company's headers differ from ours.

/** The spec's five file pickers (docs/spec/part-1.md §2 "Report form"), by form field name. */
export const IMPORT_FILES = {
  air_stages: 'air',
  nautical_stages: 'nautical',
  road_overland_stages: 'road',
  rail_overland_stages: 'rail',
  storages: 'storage',
} as const satisfies Record<string, StageKind | 'storage'>;
export type ImportFile = keyof typeof IMPORT_FILES;
export type ImportKind = (typeof IMPORT_FILES)[ImportFile];
export const IMPORT_FILE_NAMES = Object.keys(IMPORT_FILES) as ImportFile[];
export const importFile = z.enum(IMPORT_FILE_NAMES as [ImportFile, ...ImportFile[]]);
/** One of the five form fields, never a name every object has (`constructor`, `toString`). */
export const isImportFile = (name: string): name is ImportFile => Object.hasOwn(IMPORT_FILES, name);

/** How a cell is read. */
export type ImportValueType =
  /** Free text. */
  | 'text'
  | 'number'
  | 'integer'
  /** One code of an enumeration, or its label in English or Spanish. */
  | 'choice'
  /** A vehicle, aircraft model, ship type or material, by its name in English or Spanish. */
  | 'name'
  /** A place name resolved by the gazetteer ("Valencia, ES"). */
  | 'place'
  /** A UN/LOCODE, or a port's name. */
  | 'port'
  /** An airport's IATA code. */
  | 'airport'
  /** `key:value|key:value`, keys from the company's allowed tags. */
  | 'tags'
  /** Closed sea passages, separated by `;` or `|`. */
  | 'passages';

export interface ImportColumn {
  /** The English header, and the name the API and the mapping use. */
  key: string;
  /** The Spanish header. */
  es: string;
  /** Headers of earlier versions of the import that keep working. */
  aliases?: readonly string[];
  type: ImportValueType;
  choices?: { name: EnumName; values: readonly string[] };
  /** A value of the template's example row, in English and in Spanish (a choice's code: templates write its label). */
  example?: readonly [en: string, es: string];
}

const choice = (name: EnumName, values: readonly string[]) => ({ type: 'choice' as const, choices: { name, values } });

const CARGO: ImportColumn[] = [
  { key: 'cargo', es: 'carga', type: 'text', example: ['C-1', 'C-1'] },
  { key: 'commodity', es: 'material', type: 'name', example: ['Electronics', 'Electrónica'] },
  { key: 'cargo_type', es: 'tipo_carga', ...choice('cargo_type', CARGO_TYPES), example: ['conventional', 'conventional'] },
  { key: 'weight_t', es: 'peso_t', aliases: ['cargo_weight', 'weight'], type: 'number', example: ['6', '6'] },
  { key: 'teu', es: 'teu', aliases: ['cargo_teu'], type: 'number' },
  { key: 'passengers', es: 'pasajeros', aliases: ['passengersNumber'], type: 'integer' },
  { key: 'tags', es: 'etiquetas', type: 'tags', example: ['customer:ACME', 'cliente:ACME'] },
];
const DISTANCE: ImportColumn = { key: 'distance_km', es: 'distancia_km', aliases: ['distance'], type: 'number' };
const OPERATED: ImportColumn = { key: 'operated_by', es: 'operado_por', ...choice('operated_by', OPERATED_BY), example: ['third_party', 'third_party'] };
const PLACES: ImportColumn[] = [
  { key: 'origin', es: 'origen', type: 'place', example: ['Valencia, ES', 'Valencia, España'] },
  { key: 'destination', es: 'destino', type: 'place', example: ['Madrid', 'Madrid'] },
  { key: 'origin_lat', es: 'origen_lat', type: 'number' },
  { key: 'origin_lng', es: 'origen_lng', type: 'number' },
  { key: 'destination_lat', es: 'destino_lat', type: 'number' },
  { key: 'destination_lng', es: 'destino_lng', type: 'number' },
];
const VEHICLES_NUMBER: ImportColumn = { key: 'vehicles_number', es: 'numero_vehiculos', type: 'integer' };
const CAPACITY: ImportColumn = { key: 'capacity_load', es: 'capacidad_carga_t', aliases: ['capacidad_carga'], type: 'number' };

/** Every file's columns, in the order of its template. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  road: [
    ...PLACES,
    DISTANCE,
    { key: 'vehicle', es: 'vehiculo', type: 'name', example: ['Articulated truck 34-40 t', 'Tractocamión articulado 34-40 t'] },
    { key: 'vehicle_load_type', es: 'tipo_carga_vehiculo', ...choice('load_type', LOAD_TYPES), example: ['groupage', 'groupage'] },
    { key: 'euro_standard', es: 'norma_euro', ...choice('euro_standard', EURO_STANDARDS), example: ['euro_6', 'euro_6'] },
    VEHICLES_NUMBER,
    CAPACITY,
    OPERATED,
    ...CARGO,
  ],
  rail: [...PLACES, DISTANCE, { key: 'vehicle', es: 'vehiculo', type: 'name' }, OPERATED, ...CARGO],
  air: [
    ...PLACES,
    { key: 'origin_iata', es: 'origen_iata', type: 'airport' },
    { key: 'destination_iata', es: 'destino_iata', type: 'airport' },
    DISTANCE,
    { key: 'aircraft_type', es: 'tipo_aeronave', ...choice('aircraft_type', AIRCRAFT_TYPES), example: ['freighter', 'freighter'] },
    { key: 'aircraft_model', es: 'modelo_aeronave', type: 'name' },
    { key: 'LTO', es: 'lto', type: 'integer' },
    { key: 'aircraft_load_type', es: 'tipo_carga_aeronave', ...choice('load_type', LOAD_TYPES) },
    CAPACITY,
    VEHICLES_NUMBER,
    OPERATED,
    ...CARGO,
  ],
  nautical: [
    { key: 'port_origin', es: 'puerto_origen', type: 'port', example: ['ESVLC', 'ESVLC'] },
    { key: 'port_destination', es: 'puerto_destino', type: 'port', example: ['CNSHA', 'CNSHA'] },
    DISTANCE,
    { key: 'ship_type', es: 'tipo_buque', type: 'name' },
    { key: 'ship_load_type', es: 'tipo_carga_buque', ...choice('ship_load_type', SHIP_LOAD_TYPES), example: ['container', 'container'] },
    { key: 'ship_fuel_type', es: 'combustible_buque', ...choice('ship_fuel_type', SHIP_FUEL_TYPES) },
    { key: 'gross_tonnage', es: 'arqueo_bruto', type: 'number' },
    { key: 'total_load', es: 'carga_total', type: 'number' },
    { key: 'port_operations', es: 'operaciones_portuarias', ...choice('port_operations', PORT_OPERATIONS) },
    VEHICLES_NUMBER,
    { key: 'avoid', es: 'evitar', type: 'passages', example: ['suez', 'suez'] },
    OPERATED,
    ...CARGO,
  ],
  storage: [
    { key: 'warehouse_name', es: 'almacen', type: 'text', example: ['Valencia hub', 'Centro Valencia'] },
    { key: 'place', es: 'lugar', type: 'place', example: ['Valencia, ES', 'Valencia, España'] },
    { key: 'place_lat', es: 'lugar_lat', type: 'number' },
    { key: 'place_lng', es: 'lugar_lng', type: 'number' },
    { key: 'moves_number', es: 'movimientos', type: 'integer', example: ['2', '2'] },
    { key: 'type', es: 'tipo', ...choice('operated_by', OPERATED_BY), example: ['own', 'own'] },
    ...CARGO,
  ],
};

/** A tag column of its own: `tag:customer` (or `etiqueta:customer`) holds that tag's value. */
export const TAG_COLUMN = /^\s*(?:tag|etiqueta)\s*:\s*(.+?)\s*$/i;

/**
 * A header as the catalogue compares it: case, accents, spaces and punctuation do not matter, so "Distance (km)",
 * "distance_km" and "DISTANCIA KM" each find their column.
 */
export function foldHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** What a saved or sent mapping says of a header: one of the file's column keys, or null to leave it out. */
export const importColumnMapping = z.record(z.string().max(200), z.string().max(60).nullable());
export type ImportColumnMapping = z.infer<typeof importColumnMapping>;
/** The `column_mappings` form field: for each file, the headers that are not ours. */
export const importColumnMappings = z.partialRecord(importFile, importColumnMapping);
export type ImportColumnMappings = z.infer<typeof importColumnMappings>;

/** One problem of an import file: its row as the spreadsheet numbers it (the header is row 1), and its column. */
export const importProblem = z.object({
  row: z.number().int().nullable().describe('The row as a spreadsheet numbers it (the header is row 1); null for the whole file'),
  column: z.string().nullable().describe('The header as the file writes it; null for the whole row or file'),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * A refused import (400): every problem of every file, at most 1,000 in all, beside the report's own fields in
 * the DRF style; nothing was saved.
 */
export const importErrorBody = z
  .object({ files: z.partialRecord(importFile, z.array(importProblem)).optional() })
  .catchall(z.array(z.string()))
  .meta({ id: 'ImportErrors' });
export type ImportErrorBody = z.infer<typeof importErrorBody>;

/** A saved mapping of one of a company's headers (map once, reused by every later import of that file). */
export const savedImportMapping = z
  .object({ id: z.number().int(), file: importFile, header: z.string(), column: z.string().nullable(), updated_at: z.string() })
  .meta({ id: 'ImportMapping' });
export type SavedImportMapping = z.infer<typeof savedImportMapping>;

export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;

/** The first rows of a file, and the column each of its headers fills, before it is imported. */
export const importPreview = z
  .object({
    file: importFile,
    format: z.enum(TEMPLATE_FORMATS),
    headers: z.array(
      z.object({
        header: z.string(),
        /** A column key, `tag:<key>`, or null: left out (mapped so) or unknown (source null). */
        column: z.string().nullable(),
        /** `ours`: our header; `saved`: the company's saved mapping; `sent`: the mapping sent now; null: unknown. */
        source: z.enum(['ours', 'saved', 'sent']).nullable(),
      }),
    ),
    rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
    /** Rows after the header, all of them counted. */
    row_count: z.number().int(),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreview>;

export const templateName = z.string().regex(new RegExp(`^(${IMPORT_FILE_NAMES.join('|')})\\.(csv|xlsx)$`));
