import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.ts';
import { ENUM_LABELS, enumLabel, type EnumName } from './enum-labels.ts';

// Every enumeration the contracts define is either labelled or named here as one no person reads (a code of
// an outside API, a language). A new z.enum export, or a new value of a labelled one, fails until labelled.
const LABELLED_SCHEMAS: Record<string, EnumName> = {
  reportType: 'report_type',
  operatedBy: 'operated_by',
  loadType: 'load_type',
  portOperations: 'port_operations',
  cargoType: 'cargo_type',
  distanceMethod: 'distance_method',
  exportLevel: 'export_level',
  gasColumn: 'gas',
  shipLoadType: 'ship_load_type',
  shipFuelType: 'ship_fuel_type',
  aircraftType: 'aircraft_type',
  railTraction: 'rail_traction',
  roadVehicleClass: 'road_vehicle_class',
  euroStandard: 'euro_standard',
  role: 'role',
  consumptionType: 'consumption_type',
  carFuel: 'car_fuel',
  statisticsTopic: 'statistics_topic',
  importFile: 'import_file',
};
/** Enumerations never shown as words: language codes and the place service's own codes. */
const NOT_SHOWN = new Set(['placeLanguage', 'placeType']);
/**
 * Enumerations shown in words of a screen's own strings, with the test that holds them to it: the activity log's
 * actions and target types (packages/web/src/features/audit-log/audit-labels.test.ts).
 */
const LABELLED_BY_THEIR_SCREEN = new Set(['auditAction', 'auditTargetType']);

/** Lists that have no exported schema of their own. */
const LABELLED_LISTS: [readonly string[], EnumName][] = [
  [contracts.STAGE_KINDS, 'stage_kind'],
  [contracts.TRANSPORT_TYPES, 'transport_type'],
  [contracts.CONSUMPTION_TYPES, 'consumption_type'],
  [contracts.CAR_FUELS, 'car_fuel'],
  [contracts.CALCULATION_METHODS, 'calculation_method'],
  [contracts.SEA_PASSAGES, 'sea_passage'],
  [contracts.GAS_COLUMNS, 'gas'],
  [contracts.ACTIVITY_TYPES, 'activity_type'],
  [contracts.STATISTICS_TYPES, 'statistics_type'],
  [contracts.STATISTICS_GROUP_KEYS, 'statistics_group_key'],
];

function enumValues(value: unknown): string[] | null {
  const inner = value instanceof z.ZodDefault || value instanceof z.ZodOptional ? (value.unwrap() as unknown) : value;
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : null;
}

const SNAKE_OR_CODE = /\b[a-z]+_[a-z0-9_]+\b/;

describe('ENUM_LABELS', () => {
  const schemas = Object.entries(contracts).flatMap(([name, value]) => {
    const values = enumValues(value);
    return values ? [[name, values] as const] : [];
  });

  it('finds the contracts’ enumerations', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(Object.keys(LABELLED_SCHEMAS)));
  });

  it.each(schemas)('labels every value of %s (or says why it is not shown)', (name, values) => {
    if (NOT_SHOWN.has(name) || LABELLED_BY_THEIR_SCREEN.has(name)) return;
    const table = LABELLED_SCHEMAS[name];
    expect(table, `${name} has no label table: add one to ENUM_LABELS and LABELLED_SCHEMAS`).toBeDefined();
    for (const value of values) {
      const labels = (ENUM_LABELS[table as EnumName] as Record<string, { en: string; es: string } | undefined>)[value];
      expect(labels?.en, `${name}.${value} in English`).toBeTruthy();
      expect(labels?.es, `${name}.${value} in Spanish`).toBeTruthy();
    }
  });

  it.each(LABELLED_LISTS)('labels every value of the list %j', (values, table) => {
    for (const value of values) {
      for (const language of ['en', 'es'] as const) {
        const label = enumLabel(table, value, language);
        expect((ENUM_LABELS[table] as Record<string, unknown>)[value], `${table}.${value}`).toBeDefined();
        expect(label).not.toMatch(SNAKE_OR_CODE);
        expect(label).not.toBe(value === value.toUpperCase() ? '' : value);
      }
    }
  });

  it('reads an unknown code as words, never as the code', () => {
    expect(enumLabel('load_type', 'half_load', 'en')).toBe('Half load');
  });
});
