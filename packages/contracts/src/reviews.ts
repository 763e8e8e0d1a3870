import { z } from 'zod';
import { decimalText, id, patchOf, requiredText } from './common.ts';
import { shipFuelType, shipLoadType } from './reference-data.ts';
import { isoDate } from './report-fields.ts';

// Reviews: emission-factor sets (docs/spec/part-2.md §2.9 and §3 "Review entries"; docs/methodology.md §2;
// docs/decisions/0011-reviews.md). Coefficients and factors are sent as numbers or as text in the request's language.

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
    /** Where the factors come from (publisher and edition), shown beside every figure calculated with them. */
    source: z.string(),
    /** SHA-256 of the factor set, stored with every consolidated result. */
    content_hash: z.string(),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof reviewSummary>;
export const REVIEW_ORDERING = ['title', 'start_date', 'id'] as const;

export const review = reviewSummary
  .extend({
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
    /** Reports calculated with the review: open, consolidated, and open ones still waiting for recalculation. */
    reports: z.object({ open: z.number().int(), consolidated: z.number().int(), pending: z.number().int() }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

// ---- Changes (platform users; docs/decisions/0011-reviews.md "Who changes a review") ----

/** A factor key as the methodology names it: `road.per_tkm.hgv_average`, `wtt_per_ttw.diesel`. */
export const factorKey = z.string().regex(/^[a-z0-9_]+(\.[a-zA-Z0-9_]+){0,4}$/).max(100);
const factorValues = z.record(factorKey, decimalText).refine((map) => Object.keys(map).length <= 500, 'At most 500 factors.');

export const reviewCreate = z.object({
  title: requiredText(200),
  start_date: isoDate,
  source: requiredText(500),
  /** Every key the methodology requires (docs/methodology.md §2.1); values as numbers or localised text. */
  factors: factorValues,
  /** GWP-100 by gas; CH4 and N2O default to AR6 when absent. */
  gwp: z.record(z.string().regex(/^[A-Za-z0-9-]+$/).max(20), decimalText).optional(),
  gwp_basis: z.string().trim().max(100).optional(),
});
export type ReviewCreate = z.infer<typeof reviewCreate>;

/** PATCH/PUT of a review: `factors` changes only the keys it names; `read_only: true` locks the review for good. */
export const reviewChange = z.object({
  title: requiredText(200).optional(),
  start_date: isoDate.optional(),
  source: requiredText(500).optional(),
  factors: factorValues.optional(),
  read_only: z.boolean().optional(),
});
export type ReviewChange = z.infer<typeof reviewChange>;

export const reviewClone = z.object({ start_date: isoDate, title: requiredText(200).optional() });
export type ReviewClone = z.infer<typeof reviewClone>;

/** What deleting or changing a review did to the reports that use it. */
export const reviewRecalculation = z
  .object({
    /** Open reports recalculated in the same transaction. */
    recalculated: z.number().int(),
    /** Open reports left to a background job (large numbers); its progress is on the review. */
    queued: z.number().int(),
  })
  .meta({ id: 'ReviewRecalculation' });

export const ENTRY_KINDS = [
  'aircraft-model-reviews',
  'ship-load-type-reviews',
  'road-vehicle-reviews',
  'rail-vehicle-reviews',
  'car-family-reviews',
  'supplier-type-reviews',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const aircraftModelReviewInput = z.object({
  aircraft_model: id,
  A4: decimalText,
  B4: decimalText,
  C4: decimalText,
  D4: decimalText,
  E4: decimalText,
  F_Comb: decimalText,
  Comb_LTO: decimalText,
  F_CH4: decimalText,
});
export const shipLoadTypeReviewInput = z.object({
  ship_load_type: shipLoadType,
  ship_fuel_type: shipFuelType.default('mgo_mdo'),
  A2: decimalText,
  B2: decimalText,
  C2: decimalText,
  D2: decimalText,
  V2: decimalText,
});
export const roadVehicleReviewInput = z.object({
  vehicle: id,
  euro_standard: euroStandard.nullable().default(null),
  A1: decimalText,
  B1: decimalText,
  C1: decimalText,
  D1: decimalText,
  E1: decimalText,
  F1: decimalText,
});
export const railVehicleReviewInput = z.object({ vehicle: id, A1: decimalText, B1: decimalText, C1: decimalText });
/** A car family of your company by id, or any model by its text: entries match voyages by the family's model. */
export const carFamilyReviewInput = z.object({ family: z.union([id, requiredText(255)]), A1: decimalText, B1: decimalText, C1: decimalText });
/** A supplier of your company by id, a supplier name, or null for every supplier of the type. */
export const supplierTypeReviewInput = z.object({
  supplier: z.union([id, requiredText(255)]).nullable().default(null),
  type: z.enum(CONSUMPTION_TYPES),
  A1: decimalText,
  B1: decimalText,
  C1: decimalText,
});

export const ENTRY_INPUTS = {
  'aircraft-model-reviews': aircraftModelReviewInput,
  'ship-load-type-reviews': shipLoadTypeReviewInput,
  'road-vehicle-reviews': roadVehicleReviewInput,
  'rail-vehicle-reviews': railVehicleReviewInput,
  'car-family-reviews': carFamilyReviewInput,
  'supplier-type-reviews': supplierTypeReviewInput,
} as const satisfies Record<EntryKind, z.ZodObject>;
export const ENTRY_PATCHES = {
  'aircraft-model-reviews': patchOf(aircraftModelReviewInput),
  'ship-load-type-reviews': patchOf(shipLoadTypeReviewInput),
  'road-vehicle-reviews': patchOf(roadVehicleReviewInput),
  'rail-vehicle-reviews': patchOf(railVehicleReviewInput),
  'car-family-reviews': patchOf(carFamilyReviewInput),
  'supplier-type-reviews': patchOf(supplierTypeReviewInput),
} as const;
export const ENTRY_BODIES = {
  'aircraft-model-reviews': aircraftModelReview,
  'ship-load-type-reviews': shipLoadTypeReview,
  'road-vehicle-reviews': roadVehicleReview,
  'rail-vehicle-reviews': railVehicleReview,
  'car-family-reviews': carFamilyReview,
  'supplier-type-reviews': supplierTypeReview,
} as const satisfies Record<EntryKind, z.ZodObject>;
export type EntryInputs = { [K in EntryKind]: z.infer<(typeof ENTRY_INPUTS)[K]> };
export type EntryBodies = { [K in EntryKind]: z.infer<(typeof ENTRY_BODIES)[K]> };

// ---- Portability: one review as a JSON document (docs/decisions/0011-reviews.md "Portability") ----
//
// `GET /api/reviews/{id}/export/` answers it, `POST /api/reviews/import/` takes it. Linked objects travel by their
// natural key (the reference data's `name`, a car family's model, a supplier's name), never by id, so the document
// means the same in every installation. Values are JSON numbers, not text: text would read differently under
// another Accept-Language ("1.000" is one in English, a thousand in Spanish).

export const REVIEW_DOCUMENT_FORMAT = 'huella-review';
export const REVIEW_DOCUMENT_VERSION = 1;
/**
 * A document above this many bytes is refused (413) before it is read. It bounds the entry lists too, which carry
 * no limit of their own: the editor adds entries without one, and an export must not fail its own schema.
 */
export const REVIEW_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

const referenceName = requiredText(255);

export const reviewDocument = z
  .object({
    format: z.literal(REVIEW_DOCUMENT_FORMAT),
    version: z.literal(REVIEW_DOCUMENT_VERSION),
    /** Longer than a typed title may be: a clone adds " (copy)" to its original's. */
    title: requiredText(500),
    /** YYYY-MM-DD, first day the review applies to. */
    start_date: isoDate,
    source: requiredText(500),
    /** The attribution the licence of a set Huella ships asks for (data/SOURCES.md); null for any other set. */
    licence: z.string().max(2000).nullable(),
    gwp_basis: requiredText(100),
    gwp: z.record(z.string().regex(/^[A-Za-z0-9-]+$/).max(20), z.number()),
    factors: z.record(factorKey, z.number()).refine((map) => Object.keys(map).length <= 500, 'At most 500 factors.'),
    /** Provenance per factor key, or per entry (`aircraft_model_reviews[Boeing 777F]`). */
    factor_notes: z
      .record(
        z.string().min(1).max(300),
        z.object({ source: z.string().max(500).optional(), confirmed: z.boolean().optional(), assumption: z.boolean().optional(), note: z.string().max(5000).optional() }),
      )
      .refine((map) => Object.keys(map).length <= 1000, 'At most 1000 notes.'),
    /** `vehicle`: a road vehicle's name; `euro_standard` null: every standard without an entry of its own. */
    road_vehicle_reviews: z.array(
      z.object({
        vehicle: referenceName,
        euro_standard: euroStandard.nullable(),
        A1: z.number(),
        B1: z.number(),
        C1: z.number(),
        D1: z.number(),
        E1: z.number(),
        F1: z.number(),
      }),
    ),
    /** `vehicle`: a rail vehicle's name. */
    rail_vehicle_reviews: z.array(z.object({ vehicle: referenceName, A1: z.number(), B1: z.number(), C1: z.number() })),
    ship_load_type_reviews: z.array(
      z.object({ ship_load_type: shipLoadType, ship_fuel_type: shipFuelType, A2: z.number(), B2: z.number(), C2: z.number(), D2: z.number(), V2: z.number() }),
    ),
    /** `aircraft_model`: an aircraft model's name. */
    aircraft_model_reviews: z.array(
      z.object({
        aircraft_model: referenceName,
        A4: z.number(),
        B4: z.number(),
        C4: z.number(),
        D4: z.number(),
        E4: z.number(),
        F_Comb: z.number(),
        Comb_LTO: z.number(),
        F_CH4: z.number(),
      }),
    ),
    /** `family`: a car family's model, matched without regard to case. */
    car_family_reviews: z.array(z.object({ family: referenceName, A1: z.number(), B1: z.number(), C1: z.number() })),
    /** `supplier`: a supplier's name, or null for every supplier of the type. */
    supplier_type_reviews: z.array(
      z.object({ supplier: referenceName.nullable(), type: z.enum(CONSUMPTION_TYPES), A1: z.number(), B1: z.number(), C1: z.number() }),
    ),
    /** The review's content hash in the exporting installation (it includes that review's id); not checked on import. */
    content_hash: z.string().max(100).optional(),
  })
  .meta({ id: 'ReviewDocument' });
export type ReviewDocument = z.infer<typeof reviewDocument>;

/** `?title=` of the import: the new review's title instead of the document's, so the file need not be edited. */
export const reviewImportQuery = z.object({ title: requiredText(200).optional() });
