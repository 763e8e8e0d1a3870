import type { EntryKind, Review } from '@huella/contracts';

// The six entry lists of a review (docs/spec/part-2.md §2.9) as the editor shows them: the API path of each, its
// coefficients with the meaning and unit of each (docs/methodology.md §5), and how an entry is named.

export type EntryList =
  | 'aircraft_model_reviews'
  | 'ship_load_type_reviews'
  | 'road_vehicle_reviews'
  | 'rail_vehicle_reviews'
  | 'car_family_reviews'
  | 'supplier_type_reviews';

/** An entry as the review's body holds it: its linked object and its coefficients. */
export type Entry = Review[EntryList][number];

export interface EntrySection {
  list: EntryList;
  kind: EntryKind;
  /** Coefficient names, in the form's order. */
  coefficients: readonly string[];
  /** Where the coefficients' labels live: `reviews.coefficients.<labels>.<name>`. */
  labels: 'aircraft' | 'ship' | 'road' | 'rail' | 'car' | 'supplier';
  /** The linked object's label: `reviews.links.<link>`. */
  link: 'aircraft_model' | 'ship_load_type' | 'vehicle' | 'family' | 'supplier';
  /** The company's consumption lookups name these entries: hidden for only-scope-3 companies (spec part 2 §2.9). */
  consumptions?: true;
}

export const ENTRY_SECTIONS: readonly EntrySection[] = [
  { list: 'aircraft_model_reviews', kind: 'aircraft-model-reviews', coefficients: ['A4', 'B4', 'C4', 'D4', 'E4', 'F_Comb', 'Comb_LTO', 'F_CH4'], link: 'aircraft_model', labels: 'aircraft' },
  { list: 'ship_load_type_reviews', kind: 'ship-load-type-reviews', coefficients: ['A2', 'B2', 'C2', 'D2', 'V2'], link: 'ship_load_type', labels: 'ship' },
  { list: 'road_vehicle_reviews', kind: 'road-vehicle-reviews', coefficients: ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'], link: 'vehicle', labels: 'road' },
  { list: 'rail_vehicle_reviews', kind: 'rail-vehicle-reviews', coefficients: ['A1', 'B1', 'C1'], link: 'vehicle', labels: 'rail' },
  { list: 'car_family_reviews', kind: 'car-family-reviews', coefficients: ['A1', 'B1', 'C1'], link: 'family', labels: 'car', consumptions: true },
  { list: 'supplier_type_reviews', kind: 'supplier-type-reviews', coefficients: ['A1', 'B1', 'C1'], link: 'supplier', labels: 'supplier', consumptions: true },
];

/** The form of an entry: its linked object's fields and its coefficients, all as the inputs hold them (text). */
export type EntryFormValues = Record<string, string>;

/** A number as the reader's language writes it, without rounding: the form shows back what is stored. */
export function decimalInLanguage(value: number, language: string): string {
  const text = String(value);
  return language.startsWith('es') ? text.replace('.', ',') : text;
}

/** The values an entry's form starts from: the entry's, or empty ones for a new entry. */
export function entryFormValues(section: EntrySection, entry: Entry | null, language: string): EntryFormValues {
  const values: EntryFormValues = {};
  const record = (entry ?? {}) as Record<string, unknown>;
  for (const name of section.coefficients) values[name] = typeof record[name] === 'number' ? decimalInLanguage(record[name], language) : '';
  switch (section.list) {
    case 'aircraft_model_reviews':
      values.aircraft_model = entry && 'aircraft_model' in entry ? String(entry.aircraft_model.id) : '';
      break;
    case 'ship_load_type_reviews':
      values.ship_load_type = entry && 'ship_load_type' in entry ? entry.ship_load_type : 'container';
      values.ship_fuel_type = entry && 'ship_fuel_type' in entry ? entry.ship_fuel_type : 'mgo_mdo';
      break;
    case 'road_vehicle_reviews':
      values.vehicle = entry && 'vehicle' in entry ? String(entry.vehicle.id) : '';
      values.euro_standard = entry && 'euro_standard' in entry ? (entry.euro_standard ?? '') : '';
      break;
    case 'rail_vehicle_reviews':
      values.vehicle = entry && 'vehicle' in entry ? String(entry.vehicle.id) : '';
      break;
    case 'car_family_reviews':
      values.family = entry && 'family' in entry ? entry.family.model : '';
      break;
    case 'supplier_type_reviews':
      values.supplier = entry && 'supplier' in entry ? (entry.supplier?.name ?? '') : '';
      values.type = entry && 'type' in entry ? entry.type : 'electricity';
      break;
  }
  return values;
}

const idOf = (text: string | undefined) => (text ? Number(text) : null);

/** The request body of an entry's form: ids as numbers, empty choices as null, coefficients as typed. */
export function entryBody(section: EntrySection, values: EntryFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(section.coefficients.map((name) => [name, values[name]?.trim() ?? '']));
  switch (section.list) {
    case 'aircraft_model_reviews':
      return { ...body, aircraft_model: idOf(values.aircraft_model) };
    case 'ship_load_type_reviews':
      return { ...body, ship_load_type: values.ship_load_type, ship_fuel_type: values.ship_fuel_type };
    case 'road_vehicle_reviews':
      return { ...body, vehicle: idOf(values.vehicle), euro_standard: values.euro_standard || null };
    case 'rail_vehicle_reviews':
      return { ...body, vehicle: idOf(values.vehicle) };
    case 'car_family_reviews':
      return { ...body, family: values.family?.trim() ?? '' };
    case 'supplier_type_reviews':
      return { ...body, supplier: values.supplier?.trim() || null, type: values.type };
  }
}

/** How an entry is named in its buttons and in the delete question. */
export function entryName(entry: Entry, labels: { allStandards: string; anySupplier: string; enumLabel: (name: 'ship_load_type' | 'ship_fuel_type' | 'euro_standard' | 'consumption_type', code: string) => string }): string {
  if ('aircraft_model' in entry) return entry.aircraft_model.name;
  if ('ship_load_type' in entry) return `${labels.enumLabel('ship_load_type', entry.ship_load_type)} · ${labels.enumLabel('ship_fuel_type', entry.ship_fuel_type)}`;
  if ('euro_standard' in entry) return `${entry.vehicle.name} · ${entry.euro_standard ? labels.enumLabel('euro_standard', entry.euro_standard) : labels.allStandards}`;
  if ('vehicle' in entry) return entry.vehicle.name;
  if ('family' in entry) return entry.family.model;
  return `${entry.supplier?.name ?? labels.anySupplier} · ${labels.enumLabel('consumption_type', entry.type)}`;
}
