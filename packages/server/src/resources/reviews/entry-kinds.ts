import type { EntryBodies, EntryInputs, EntryKind } from '@huella/contracts';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  aircraftModelReviews,
  aircraftModels,
  carFamilyReviews,
  railVehicleReviews,
  railVehicles,
  roadVehicleReviews,
  roadVehicles,
  shipLoadTypeReviews,
  supplierTypeReviews,
} from '../../db/schema.ts';
import type { FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { findCarFamily } from '../car-families/repository.ts';
import { findSupplier } from '../suppliers/repository.ts';
import { readValue } from './factor-values.ts';
import type { ReviewEntries } from './repository.ts';

// The six entry lists of a review (docs/spec/part-2.md §2.9, §3 "Review entries"), described once each: the
// table, the coefficients (API name → column), how the linked object is read from the request (an id) and
// written back (an object), and what makes two entries the same (one entry per linked object).

type EntryTable =
  | typeof aircraftModelReviews
  | typeof shipLoadTypeReviews
  | typeof roadVehicleReviews
  | typeof railVehicleReviews
  | typeof carFamilyReviews
  | typeof supplierTypeReviews;

/** Column values of an entry row, without id and review. */
export type EntryValues = Record<string, string | number | null>;

export interface EntryKindSpec<K extends EntryKind> {
  table: EntryTable;
  /** API coefficient → row column. */
  coefficients: Record<string, string>;
  /** The linked object's columns, read from the request; an unknown id is an error on its field. */
  link(db: Executor, ctx: TenantContext, input: EntryInputs[K], errors: FieldMessages): Promise<EntryValues>;
  /** Rows of the same review that the new values would duplicate. */
  sameAs(values: EntryValues): SQL | undefined;
  /** How the duplicate is named in the message. */
  describe(values: EntryValues): string;
  /** The stored entries of one review as the API shows them. */
  bodies(entries: ReviewEntries): EntryBodies[K][];
}

const coefficient = (row: Record<string, unknown>, column: string) => row[column] as number;
function coefficientsOf(spec: Record<string, string>, row: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(spec).map(([name, column]) => [name, coefficient(row, column)]));
}

async function nameOf(db: Executor, table: typeof roadVehicles | typeof railVehicles | typeof aircraftModels, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name;
}

const AIRCRAFT = { A4: 'a4', B4: 'b4', C4: 'c4', D4: 'd4', E4: 'e4', F_Comb: 'fComb', Comb_LTO: 'combLto', F_CH4: 'fCh4' };
const SHIP = { A2: 'a2', B2: 'b2', C2: 'c2', D2: 'd2', V2: 'v2' };
const ROAD = { A1: 'a1', B1: 'b1', C1: 'c1', D1: 'd1', E1: 'e1', F1: 'f1' };
const THREE = { A1: 'a1', B1: 'b1', C1: 'c1' };

export const ENTRY_KIND_SPECS: { [K in EntryKind]: EntryKindSpec<K> } = {
  'aircraft-model-reviews': {
    table: aircraftModelReviews,
    coefficients: AIRCRAFT,
    async link(db, _ctx, input, errors): Promise<EntryValues> {
      if (input.aircraft_model === undefined) return {};
      if (!(await nameOf(db, aircraftModels, input.aircraft_model))) errors.aircraft_model = [msg('does_not_exist', { id: input.aircraft_model })];
      return { aircraftModelId: input.aircraft_model };
    },
    sameAs: (v) => eq(aircraftModelReviews.aircraftModelId, v.aircraftModelId as number),
    describe: () => 'aircraft_model',
    bodies: (e) =>
      e.aircraft.map(({ entry, modelName }) => ({
        id: entry.id,
        aircraft_model: { id: entry.aircraftModelId, name: modelName },
        ...(coefficientsOf(AIRCRAFT, entry) as Omit<EntryBodies['aircraft-model-reviews'], 'id' | 'aircraft_model'>),
      })),
  },
  'ship-load-type-reviews': {
    table: shipLoadTypeReviews,
    coefficients: SHIP,
    link: async (_db, _ctx, input) => ({
      ...(input.ship_load_type === undefined ? {} : { shipLoadType: input.ship_load_type }),
      ...(input.ship_fuel_type === undefined ? {} : { shipFuelType: input.ship_fuel_type }),
    }),
    sameAs: (v) => and(eq(shipLoadTypeReviews.shipLoadType, v.shipLoadType as never), eq(shipLoadTypeReviews.shipFuelType, v.shipFuelType as never)),
    describe: (v) => `${String(v.shipLoadType)} / ${String(v.shipFuelType)}`,
    bodies: (e) =>
      e.ship.map((entry) => ({
        id: entry.id,
        ship_load_type: entry.shipLoadType,
        ship_fuel_type: entry.shipFuelType,
        ...(coefficientsOf(SHIP, entry) as Omit<EntryBodies['ship-load-type-reviews'], 'id' | 'ship_load_type' | 'ship_fuel_type'>),
      })),
  },
  'road-vehicle-reviews': {
    table: roadVehicleReviews,
    coefficients: ROAD,
    async link(db, _ctx, input, errors): Promise<EntryValues> {
      const values: EntryValues = {};
      if (input.vehicle !== undefined) {
        if (!(await nameOf(db, roadVehicles, input.vehicle))) errors.vehicle = [msg('does_not_exist', { id: input.vehicle })];
        values.vehicleId = input.vehicle;
      }
      if (input.euro_standard !== undefined) values.euroStandard = input.euro_standard;
      return values;
    },
    sameAs: (v) =>
      and(eq(roadVehicleReviews.vehicleId, v.vehicleId as number), sql`coalesce(${roadVehicleReviews.euroStandard}, '') = ${v.euroStandard ?? ''}`),
    describe: (v) => `vehicle / ${v.euroStandard === null || v.euroStandard === undefined ? '*' : String(v.euroStandard)}`,
    bodies: (e) =>
      e.road.map(({ entry, vehicleName }) => ({
        id: entry.id,
        vehicle: { id: entry.vehicleId, name: vehicleName },
        euro_standard: entry.euroStandard,
        ...(coefficientsOf(ROAD, entry) as Omit<EntryBodies['road-vehicle-reviews'], 'id' | 'vehicle' | 'euro_standard'>),
      })),
  },
  'rail-vehicle-reviews': {
    table: railVehicleReviews,
    coefficients: THREE,
    async link(db, _ctx, input, errors): Promise<EntryValues> {
      if (input.vehicle === undefined) return {};
      if (!(await nameOf(db, railVehicles, input.vehicle))) errors.vehicle = [msg('does_not_exist', { id: input.vehicle })];
      return { vehicleId: input.vehicle };
    },
    sameAs: (v) => eq(railVehicleReviews.vehicleId, v.vehicleId as number),
    describe: () => 'vehicle',
    bodies: (e) =>
      e.rail.map(({ entry, vehicleName }) => ({
        id: entry.id,
        vehicle: { id: entry.vehicleId, name: vehicleName },
        ...(coefficientsOf(THREE, entry) as Omit<EntryBodies['rail-vehicle-reviews'], 'id' | 'vehicle'>),
      })),
  },
  'car-family-reviews': {
    table: carFamilyReviews,
    coefficients: THREE,
    async link(db, ctx, input, errors): Promise<EntryValues> {
      if (input.family === undefined) return {};
      if (typeof input.family === 'string') return { familyModel: input.family };
      // A family of the editor's company lends its model's text: entries match every company's families by model.
      const family = await findCarFamily(db, ctx.companyId, input.family);
      if (!family) errors.family = [msg('does_not_exist', { id: input.family })];
      return { familyModel: family?.model ?? '' };
    },
    sameAs: (v) => sql`lower(${carFamilyReviews.familyModel}) = lower(${v.familyModel})`,
    describe: (v) => String(v.familyModel),
    bodies: (e) =>
      e.carFamily.map((entry) => ({
        id: entry.id,
        family: { model: entry.familyModel },
        ...(coefficientsOf(THREE, entry) as Omit<EntryBodies['car-family-reviews'], 'id' | 'family'>),
      })),
  },
  'supplier-type-reviews': {
    table: supplierTypeReviews,
    coefficients: THREE,
    async link(db, ctx, input, errors): Promise<EntryValues> {
      const values: EntryValues = {};
      if (input.type !== undefined) values.type = input.type;
      if (input.supplier === undefined) return values;
      if (input.supplier === null || typeof input.supplier === 'string') return { ...values, supplierName: input.supplier };
      const supplier = await findSupplier(db, ctx.companyId, input.supplier);
      if (!supplier) errors.supplier = [msg('does_not_exist', { id: input.supplier })];
      return { ...values, supplierName: supplier?.name ?? '' };
    },
    sameAs: (v) =>
      and(sql`lower(coalesce(${supplierTypeReviews.supplierName}, '')) = lower(${v.supplierName ?? ''})`, eq(supplierTypeReviews.type, v.type as never)),
    describe: (v) => `${v.supplierName === null || v.supplierName === undefined ? '*' : String(v.supplierName)} / ${String(v.type)}`,
    bodies: (e) =>
      e.supplier.map((entry) => ({
        id: entry.id,
        supplier: entry.supplierName === null ? null : { name: entry.supplierName },
        type: entry.type,
        ...(coefficientsOf(THREE, entry) as Omit<EntryBodies['supplier-type-reviews'], 'id' | 'supplier' | 'type'>),
      })),
  },
};

/** The coefficients the request gives, read as numbers into their columns; errors name the coefficient. */
export function coefficientValues(
  spec: Pick<EntryKindSpec<EntryKind>, 'coefficients'>,
  input: Record<string, unknown>,
  language: Language,
  errors: FieldMessages,
): EntryValues {
  const values: EntryValues = {};
  for (const [name, column] of Object.entries(spec.coefficients)) {
    const raw = input[name];
    if (raw === undefined) continue;
    const value = readValue(raw as string | number, name, language, errors);
    if (value !== undefined) values[column] = value;
  }
  return values;
}

/** Another entry of the same review for the same linked object (`exceptId`: the entry being changed). */
export async function duplicateExists(db: Executor, spec: EntryKindSpec<EntryKind>, reviewId: number, values: EntryValues, exceptId?: number): Promise<boolean> {
  const table = spec.table;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.reviewId, reviewId), spec.sameAs(values), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
