import { z } from 'zod';
import { decimalText, id, listQuery, patchOf, requiredText } from './common.ts';
import { gmapsPlace, latLng } from './places.ts';
import { optionalText } from './report-fields.ts';
import { CONSUMPTION_TYPES } from './reviews.ts';

// A company's own lookups for consumption reports (docs/spec/part-2.md §2.5, §7 "Lookups"): its sites (centers),
// energy suppliers, car families, cars and cost accounts. Every one is the company's own; another company's id is 404.

export const consumptionType = z.enum(CONSUMPTION_TYPES);
export type ConsumptionType = z.infer<typeof consumptionType>;

export { decimalText };

// ---- Centers ----

export const centerInput = z.object({
  name: requiredText(255),
  address: optionalText(500),
  address_gmaps: gmapsPlace.nullable().optional(),
  /** Taken from `address_gmaps.location` when absent. */
  location: latLng.nullable().optional(),
  /** ISO 3166 alpha-2; taken from the address's country when absent. */
  country: z.string().trim().toUpperCase().length(2).nullable().optional(),
  /** The center's id in the company's HSEQ service (docs/hseq.md). */
  hseq_code: z.string().trim().max(100).nullable().optional(),
});
export type CenterInput = z.infer<typeof centerInput>;
export const centerPatch = patchOf(centerInput);

export const center = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    address_gmaps: gmapsPlace.nullable(),
    location: latLng.nullable(),
    country: z.string().nullable(),
    /** The country's name in the reader's language. */
    country_name: z.string().nullable(),
    hseq_code: z.string().nullable(),
  })
  .meta({ id: 'Center' });
export type Center = z.infer<typeof center>;
export const CENTER_ORDERING = ['name', 'country', 'id'] as const;

// ---- Suppliers ----

export const supplierInput = z.object({
  name: requiredText(255),
  type: consumptionType,
  /**
   * The supplier's own factor per kWh (litre for gas oil), from its fuel-mix disclosure: kg CO2, g CH4, g N2O.
   * All three or none; with them an electricity consumption gets a market-based scope 2 figure (docs/methodology.md §3).
   */
  A1: decimalText.nullable().optional(),
  B1: decimalText.nullable().optional(),
  C1: decimalText.nullable().optional(),
  factor_source: optionalText(500),
});
export type SupplierInput = z.infer<typeof supplierInput>;
export const supplierPatch = patchOf(supplierInput);

export const supplier = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: consumptionType,
    A1: z.number().nullable(),
    B1: z.number().nullable(),
    C1: z.number().nullable(),
    factor_source: z.string(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplier>;
export const SUPPLIER_ORDERING = ['name', 'type', 'id'] as const;
export const supplierListQuery = listQuery.extend({ type: consumptionType.optional() });

// ---- Car families and cars ----

/** docs/spec/part-2.md §9 "Review fuel types". */
export const CAR_FUELS = ['gasoline', 'gasoil', 'natural_gas', 'electricity'] as const;
export const carFuel = z.enum(CAR_FUELS);
export type CarFuel = z.infer<typeof carFuel>;

export const carFamilyInput = z.object({ brand: requiredText(100), model: requiredText(100), fuel: carFuel });
export type CarFamilyInput = z.infer<typeof carFamilyInput>;
export const carFamilyPatch = patchOf(carFamilyInput);
export const carFamily = z
  .object({ id: z.number().int(), brand: z.string(), model: z.string(), fuel: carFuel })
  .meta({ id: 'CarFamily' });
export type CarFamily = z.infer<typeof carFamily>;
export const CAR_FAMILY_ORDERING = ['brand', 'model', 'fuel', 'id'] as const;

export const carInput = z.object({
  /** Stored upper case without spaces or dashes: "1234 abc" and "1234-ABC" are the same car. */
  plate: requiredText(20),
  car_family: id,
  center: id.nullable().optional(),
});
export type CarInput = z.infer<typeof carInput>;
export const carPatch = patchOf(carInput);
export const centerRef = z.object({ id: z.number().int(), name: z.string() });
export const car = z
  .object({ id: z.number().int(), plate: z.string(), car_family: carFamily, center: centerRef.nullable() })
  .meta({ id: 'Car' });
export type Car = z.infer<typeof car>;
export const CAR_ORDERING = ['plate', 'id'] as const;
export const carListQuery = listQuery.extend({
  car_family: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  center: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

// ---- Accounts ----

export const accountInput = z.object({ name: requiredText(255), code: requiredText(50) });
export type AccountInput = z.infer<typeof accountInput>;
export const accountPatch = patchOf(accountInput);
export const account = z.object({ id: z.number().int(), name: z.string(), code: z.string() }).meta({ id: 'Account' });
export type Account = z.infer<typeof account>;
export const ACCOUNT_ORDERING = ['code', 'name', 'id'] as const;
