// Checks a factor set given as parsed JSON (a shipped file, a clone from the database, a restatement request)
// and returns a deep-frozen copy. Hand-written so the core keeps no dependency but @noble/hashes; the
// contracts package may validate the same shape with zod at the HTTP edge.
import { fail, type CalculationError } from '../result/calculation-error.ts';
import type {
  AircraftModelEntry,
  CarFamilyEntry,
  FactorNote,
  FactorSet,
  GwpSet,
  RailVehicleEntry,
  RoadVehicleEntry,
  ShipLoadTypeEntry,
  SupplierTypeEntry,
} from './factor-set.ts';
import { AR6_GWP, AR6_GWP_BASIS } from './gwp-defaults.ts';
import { REQUIRED_FACTOR_KEYS } from './required-factor-keys.ts';

export type ParseFactorSetResult = { ok: true; factorSet: FactorSet } | CalculationError;

type Json = Record<string, unknown>;

const EURO_STANDARDS = ['euro_1', 'euro_2', 'euro_3', 'euro_4', 'euro_5', 'euro_6'];
const SHIP_LOAD_TYPES = ['full_cargo', 'groupage', 'groupage_roro', 'container'];
const SHIP_FUEL_TYPES = ['mgo_mdo', 'lng'];
const CONSUMPTION_TYPES = ['gasoil', 'natural_gas', 'electricity'];
/** Cruise-fuel polynomial terms may be negative in fitted models (EMEP/EEA); every other figure may not. */
const SIGNED_COEFFICIENTS = new Set(['A4', 'B4', 'C4', 'D4', 'E4']);

class Invalid {
  constructor(readonly error: CalculationError) {}
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(json: Json, key: string, field: string): string {
  const value = json[key];
  if (typeof value !== 'string' || value.trim() === '') throw new Invalid(fail(field, 'required'));
  return value;
}

function numberAt(json: Json, key: string, field: string, signed: boolean): number {
  const value = json[key];
  if (value === undefined || value === null) throw new Invalid(fail(field, 'required'));
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Invalid(fail(field, 'invalid_number'));
  if (!signed && value < 0) throw new Invalid(fail(field, 'must_not_be_negative'));
  return value;
}

function choice(json: Json, key: string, field: string, allowed: readonly string[], optional: boolean): string | null {
  const value = json[key];
  if ((value === undefined || value === null) && optional) return null;
  if (typeof value !== 'string' || !allowed.includes(value)) throw new Invalid(fail(field, 'invalid_choice'));
  return value;
}

function optionalText(json: Json, key: string, field: string): string | null {
  const value = json[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Invalid(fail(field, 'invalid_choice'));
  return value;
}

function coefficients<K extends string>(json: Json, keys: readonly K[], field: string): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of keys) out[key] = numberAt(json, key, `${field}.${key}`, SIGNED_COEFFICIENTS.has(key));
  return out;
}

function entries<T>(json: Json, key: string, readEntry: (entry: Json, field: string) => T): T[] {
  const list = json[key] ?? [];
  if (!Array.isArray(list)) throw new Invalid(fail(key, 'invalid_choice'));
  return list.map((entry: unknown, index) => {
    const field = `${key}[${index}]`;
    if (!isRecord(entry)) throw new Invalid(fail(field, 'required'));
    return Object.freeze(readEntry(entry, field));
  });
}

function readGwp(json: Json): GwpSet {
  const given = json['gwp'] ?? {};
  if (!isRecord(given)) throw new Invalid(fail('gwp', 'invalid_choice'));
  const gwp: Record<string, number> = { CH4: AR6_GWP.CH4, N2O: AR6_GWP.N2O };
  for (const gas of Object.keys(given)) gwp[gas] = numberAt(given, gas, `gwp.${gas}`, false);
  return Object.freeze(gwp as GwpSet);
}

function readFactors(json: Json): Readonly<Record<string, number>> {
  const given = json['factors'];
  if (!isRecord(given)) throw new Invalid(fail('factors', 'required'));
  const factors: Record<string, number> = {};
  for (const key of Object.keys(given).toSorted()) factors[key] = numberAt(given, key, `factors.${key}`, false);
  for (const key of REQUIRED_FACTOR_KEYS) {
    if (!(key in factors)) throw new Invalid(fail(`factors.${key}`, 'missing_factor'));
  }
  return Object.freeze(factors);
}

function readNotes(json: Json): Readonly<Record<string, FactorNote>> {
  const given = json['factor_notes'] ?? {};
  if (!isRecord(given)) throw new Invalid(fail('factor_notes', 'invalid_choice'));
  const notes: Record<string, FactorNote> = {};
  for (const key of Object.keys(given).toSorted()) {
    const note = given[key];
    const field = `factor_notes.${key}`;
    if (!isRecord(note)) throw new Invalid(fail(field, 'invalid_choice'));
    const out: { source?: string; confirmed?: boolean; assumption?: boolean; note?: string } = {};
    const source = optionalText(note, 'source', `${field}.source`);
    if (source !== null) out.source = source;
    if (typeof note['confirmed'] === 'boolean') out.confirmed = note['confirmed'];
    if (typeof note['assumption'] === 'boolean') out.assumption = note['assumption'];
    const remark = optionalText(note, 'note', `${field}.note`);
    if (remark !== null) out.note = remark;
    notes[key] = Object.freeze(out);
  }
  return Object.freeze(notes);
}

function readFactorSet(json: Json): FactorSet {
  const readOnly = json['read_only'] ?? false;
  if (typeof readOnly !== 'boolean') throw new Invalid(fail('read_only', 'invalid_choice'));
  const validFrom = text(json, 'valid_from', 'valid_from');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validFrom)) throw new Invalid(fail('valid_from', 'invalid_choice'));
  const hasGwp = isRecord(json['gwp']);
  return Object.freeze({
    id: text(json, 'id', 'id'),
    title: text(json, 'title', 'title'),
    valid_from: validFrom,
    read_only: readOnly,
    source: optionalText(json, 'source', 'source') ?? text(json, 'title', 'title'),
    gwp_basis: optionalText(json, 'gwp_basis', 'gwp_basis') ?? (hasGwp ? 'as given' : AR6_GWP_BASIS),
    gwp: readGwp(json),
    factors: readFactors(json),
    factor_notes: readNotes(json),
    road_vehicle_reviews: Object.freeze(
      entries(json, 'road_vehicle_reviews', (e, f): RoadVehicleEntry => {
        const euro = choice(e, 'euro_standard', `${f}.euro_standard`, EURO_STANDARDS, true);
        return {
          vehicle: text(e, 'vehicle', `${f}.vehicle`),
          euro_standard: euro as RoadVehicleEntry['euro_standard'],
          ...coefficients(e, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'], f),
        };
      }),
    ),
    rail_vehicle_reviews: Object.freeze(
      entries(json, 'rail_vehicle_reviews', (e, f): RailVehicleEntry => ({
        vehicle: text(e, 'vehicle', `${f}.vehicle`),
        ...coefficients(e, ['A1', 'B1', 'C1'], f),
      })),
    ),
    ship_load_type_reviews: Object.freeze(
      entries(json, 'ship_load_type_reviews', (e, f): ShipLoadTypeEntry => {
        const values = coefficients(e, ['A2', 'B2', 'C2', 'D2', 'V2'], f);
        // Sea days divide by the service speed.
        if (values.V2 === 0) throw new Invalid(fail(`${f}.V2`, 'must_be_positive'));
        return {
          ship_load_type: choice(e, 'ship_load_type', `${f}.ship_load_type`, SHIP_LOAD_TYPES, false) as ShipLoadTypeEntry['ship_load_type'],
          ship_fuel_type: choice(e, 'ship_fuel_type', `${f}.ship_fuel_type`, SHIP_FUEL_TYPES, false) as ShipLoadTypeEntry['ship_fuel_type'],
          ...values,
        };
      }),
    ),
    aircraft_model_reviews: Object.freeze(
      entries(json, 'aircraft_model_reviews', (e, f): AircraftModelEntry => ({
        aircraft_model: text(e, 'aircraft_model', `${f}.aircraft_model`),
        ...coefficients(e, ['A4', 'B4', 'C4', 'D4', 'E4', 'F_Comb', 'Comb_LTO', 'F_CH4'], f),
      })),
    ),
    car_family_reviews: Object.freeze(
      entries(json, 'car_family_reviews', (e, f): CarFamilyEntry => ({
        family: text(e, 'family', `${f}.family`),
        ...coefficients(e, ['A1', 'B1', 'C1'], f),
      })),
    ),
    supplier_type_reviews: Object.freeze(
      entries(json, 'supplier_type_reviews', (e, f): SupplierTypeEntry => ({
        supplier: optionalText(e, 'supplier', `${f}.supplier`),
        type: choice(e, 'type', `${f}.type`, CONSUMPTION_TYPES, false) as SupplierTypeEntry['type'],
        ...coefficients(e, ['A1', 'B1', 'C1'], f),
      })),
    ),
  });
}

/** Validates parsed JSON as a factor set; the first problem comes back as `{ok: false, field, code}`. */
export function parseFactorSet(json: unknown): ParseFactorSetResult {
  if (!isRecord(json)) return fail('factor_set', 'required');
  try {
    return { ok: true, factorSet: readFactorSet(json) };
  } catch (error) {
    // Invalid is this module's own early exit; anything else is a bug and must surface.
    if (error instanceof Invalid) return error.error;
    throw error;
  }
}
