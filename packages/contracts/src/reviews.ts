import { z } from 'zod';
import { shipFuelType, shipLoadType } from './reference-data.ts';

// Reviews: emission-factor sets (docs/spec/part-2.md §2.9 and §3 "Review entries"; docs/methodology.md §2). Read-only here.

export const EURO_STANDARDS = ['euro_1', 'euro_2', 'euro_3', 'euro_4', 'euro_5', 'euro_6'] as const;
export const euroStandard = z.enum(EURO_STANDARDS);

export const CONSUMPTION_TYPES = ['gasoil', 'natural_gas', 'electricity'] as const;

const named = z.object({ id: z.number().int(), name: z.string() });

export const aircraftModelReview = z
  .object({
    id: z.number().int(),
    aircraft_model: named,
    A4: z.number(),
    B4: z.number(),
    C4: z.number(),
    D4: z.number(),
    E4: z.number(),
    F_Comb: z.number(),
    Comb_LTO: z.number(),
    F_CH4: z.number(),
  })
  .meta({ id: 'AircraftModelReview' });

export const shipLoadTypeReview = z
  .object({
    id: z.number().int(),
    ship_load_type: shipLoadType,
    ship_fuel_type: shipFuelType,
    A2: z.number(),
    B2: z.number(),
    C2: z.number(),
    D2: z.number(),
    V2: z.number(),
  })
  .meta({ id: 'ShipLoadTypeReview' });

export const roadVehicleReview = z
  .object({
    id: z.number().int(),
    vehicle: named,
    /** null: applies to every Euro standard without an entry of its own. */
    euro_standard: euroStandard.nullable(),
    A1: z.number(),
    B1: z.number(),
    C1: z.number(),
    D1: z.number(),
    E1: z.number(),
    F1: z.number(),
  })
  .meta({ id: 'RoadVehicleReview' });

export const railVehicleReview = z
  .object({ id: z.number().int(), vehicle: named, A1: z.number(), B1: z.number(), C1: z.number() })
  .meta({ id: 'RailVehicleReview' });

export const carFamilyReview = z
  .object({
    id: z.number().int(),
    family: z.object({ model: z.string() }),
    A1: z.number(),
    B1: z.number(),
    C1: z.number(),
  })
  .meta({ id: 'CarFamilyReview' });

export const supplierTypeReview = z
  .object({
    id: z.number().int(),
    /** null: the entry applies to every supplier of the type. */
    supplier: z.object({ name: z.string() }).nullable(),
    type: z.enum(CONSUMPTION_TYPES),
    A1: z.number(),
    B1: z.number(),
    C1: z.number(),
  })
  .meta({ id: 'SupplierTypeReview' });

export const reviewSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** YYYY-MM-DD, first day the review applies to. */
    start_date: z.string(),
    read_only: z.boolean(),
    /** SHA-256 of the factor set, stored with every consolidated result. */
    content_hash: z.string(),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof reviewSummary>;
export const REVIEW_ORDERING = ['title', 'start_date', 'id'] as const;

export const review = reviewSummary
  .extend({
    source: z.string(),
    gwp_basis: z.string(),
    /** GWP-100 values by gas (CH4, N2O, refrigerants). */
    gwp: z.record(z.string(), z.number()),
    /** key → number; `<key>.wtt` is the well-to-tank counterpart (docs/methodology.md §2.1). */
    factors: z.record(z.string(), z.number()),
    /** Provenance per factor key: source, confirmed, assumption, note. */
    factor_notes: z.record(z.string(), z.record(z.string(), z.unknown())),
    aircraft_model_reviews: z.array(aircraftModelReview),
    ship_load_type_reviews: z.array(shipLoadTypeReview),
    road_vehicle_reviews: z.array(roadVehicleReview),
    rail_vehicle_reviews: z.array(railVehicleReview),
    car_family_reviews: z.array(carFamilyReview),
    supplier_type_reviews: z.array(supplierTypeReview),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;
