import type { TFunction } from 'i18next';

/** An API field name → the i18n key of the label the user reads for it. */
export type FieldLabelKeys = Readonly<Record<string, string>>;

/**
 * Every field the API may name in a 400 body, by the label its form shows (issue #11 item 7: the notice says
 * "Project name: …", never `project_name: …`). A field no form shows (a place's map data, a list filter) still
 * gets a human label. One table rather than one per form, because a field name means the same thing in every
 * form that sends it; the one exception (`type`) is given per form through `FIELD_LABELS_BY_FORM`.
 */
export const FIELD_LABEL_KEYS: FieldLabelKeys = {
  // Report form (docs/spec/part-1.md §2)
  type: 'fields.report_type',
  project_name: 'reports.fields.project_name',
  project_reference: 'reports.fields.project_reference',
  date: 'reports.fields.date',
  origin: 'reports.fields.origin',
  destination: 'reports.fields.destination',
  origin_gmaps: 'reports.fields.origin',
  destination_gmaps: 'reports.fields.destination',
  origin_location: 'reports.fields.origin',
  destination_location: 'reports.fields.destination',
  review: 'reports.fields.review',
  business_trip: 'reports.fields.business_trip',
  // Cargos
  reference: 'cargos.fields.reference',
  commodity: 'cargos.fields.commodity',
  cargo_type: 'cargos.fields.cargo_type',
  weight: 'cargos.fields.weight',
  teu: 'cargos.fields.teu',
  passengersNumber: 'cargos.fields.passengers',
  // Stages and storages
  cargos: 'stages.fields.cargos',
  cargo: 'fields.cargo',
  tags: 'stages.fields.tags',
  operated_by: 'stages.fields.operated_by',
  distance: 'stages.fields.distance',
  vehicle: 'stages.fields.vehicle',
  vehicle_load_type: 'stages.fields.load_type',
  aircraft_load_type: 'stages.fields.load_type',
  ship_load_type: 'stages.fields.load_type',
  euro_standard: 'stages.fields.euro_standard',
  vehicles_number: 'stages.fields.vehicles_number',
  capacity_load: 'stages.fields.payload',
  aircraft_type: 'stages.fields.aircraft_type',
  aircraft_family: 'stages.fields.aircraft_family',
  aircraft_model: 'stages.fields.aircraft_model',
  LTO: 'stages.fields.lto',
  ship_type: 'stages.fields.ship_type',
  ship_fuel_type: 'stages.fields.ship_fuel_type',
  gross_tonnage: 'stages.fields.gross_tonnage',
  total_load: 'stages.fields.total_load',
  port_operations: 'stages.fields.port_operations',
  port_origin: 'stages.fields.port_origin',
  port_destination: 'stages.fields.port_destination',
  avoid: 'stages.fields.avoid',
  warehouse_name: 'stages.fields.warehouse_name',
  place: 'stages.fields.place',
  place_gmaps: 'stages.fields.place',
  place_location: 'stages.fields.place',
  moves_number: 'stages.fields.moves_number',
  // Consumptions, voyages and the HSEQ import (docs/spec/part-2.md §2.5)
  quantity: 'consumptions.fields.quantity',
  center: 'consumptions.fields.center',
  supplier: 'consumptions.fields.supplier',
  account: 'consumptions.fields.account',
  car: 'consumptions.fields.car',
  car_family: 'consumptions.fields.car_family',
  centers: 'consumptions.import.centers',
  year: 'consumptions.import.year',
  months: 'consumptions.import.months',
  // Import files (docs/import.md)
  air_stages: 'data_import.files.air_stages',
  nautical_stages: 'data_import.files.nautical_stages',
  road_overland_stages: 'data_import.files.road_overland_stages',
  rail_overland_stages: 'data_import.files.rail_overland_stages',
  storages: 'data_import.files.storages',
  // Users, login, password, materials
  user: 'fields.user',
  username: 'fields.username',
  password: 'fields.password',
  repeat_password: 'fields.repeat_password',
  name: 'fields.name',
  email: 'fields.email',
  role: 'fields.role',
  description: 'fields.description',
  old_password: 'fields.old_password',
  new_password1: 'fields.new_password1',
  new_password2: 'fields.new_password2',
  // Contact and information request
  phone: 'contact.fields.phone',
  company: 'contact.fields.company',
  remarks: 'contact.fields.remarks',
  comments: 'contact.fields.comments',
  terms: 'fields.terms',
  language: 'fields.language',
  // List filters and paging sent in a query string
  search: 'reports.search',
  ordering: 'fields.ordering',
  page: 'fields.page',
  page_size: 'table.page_size',
  start_date: 'fields.start_date',
  end_date: 'fields.end_date',
  origin_country: 'fields.origin_country',
  destination_country: 'fields.destination_country',
};

/** Where one form calls a field otherwise than the shared table does. */
export const FIELD_LABELS_BY_FORM = {
  storage: { type: 'stages.fields.storage_type' },
  consumption: { type: 'consumptions.fields.type' },
} as const satisfies Record<string, FieldLabelKeys>;

/** `passengersNumber`, `origin_gmaps` → "Passengers number", "Origin gmaps": never the raw key, even for a field no table knows. */
export function humanizeFieldName(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOfName(name: string, t: TFunction, overrides: FieldLabelKeys | undefined): string {
  const key = overrides?.[name] ?? FIELD_LABEL_KEYS[name];
  return key ? t(key) : humanizeFieldName(name);
}

/**
 * The label of a field as a 400 body names it, in the current language. Nested paths are dotted by the server
 * (`cargos.0.cargo`): each name becomes its label and each index a 1-based row number ("Cargos 1 › Cargo").
 */
export function fieldLabel(field: string, t: TFunction, overrides?: FieldLabelKeys): string {
  const parts: string[] = [];
  for (const segment of field.split('.')) {
    if (/^\d+$/.test(segment) && parts.length > 0) parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else parts.push(labelOfName(segment, t, overrides));
  }
  return parts.join(' › ');
}
