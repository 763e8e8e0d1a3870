import { z } from 'zod';
import { tagMap } from './cargos.ts';
import { id, patchOf } from './common.ts';
import { emissionFigures, factorUsed } from './figures.ts';
import { account, carFamily, carFuel, consumptionType, decimalText } from './lookups.ts';
import { childListQuery, isoDate } from './report-fields.ts';

// A consumption report's children (docs/spec/part-2.md §2.5, §3): energy consumptions and company-car voyages, their
// totals (§2.6) and the HSEQ import (§2.5, docs/hseq.md). Figures in kilograms.

/** Litres for gas oil, kWh for natural gas and electricity (docs/spec/part-2.md §2.5). */
export const CONSUMPTION_UNITS = { gasoil: 'l', natural_gas: 'kWh', electricity: 'kWh' } as const;

export const consumptionInput = z.object({
  type: consumptionType,
  date: isoDate,
  center: id.nullable().optional(),
  /** Free text in the form, read in the request's language ("1.234,5" in Spanish); must be ≥ 0. */
  quantity: decimalText,
  /** Electricity only, and a supplier of type electricity. */
  supplier: id.nullable().optional(),
  account: id.nullable().optional(),
  tags: tagMap.default({}),
});
export type ConsumptionInput = z.infer<typeof consumptionInput>;
export const consumptionPatch = patchOf(consumptionInput);

const named = z.object({ id: z.number().int(), name: z.string() });

export const consumption = z
  .object({
    id: z.number().int(),
    type: consumptionType,
    date: z.string(),
    center: named.nullable(),
    quantity: z.number(),
    unit: z.enum(['l', 'kWh']),
    supplier: named.nullable(),
    account: account.nullable(),
    tags: tagMap,
    /** The intake's id in the HSEQ service when the consumption was imported from there. */
    source_id: z.string().nullable(),
    CO2_total: z.number(),
  })
  .meta({ id: 'Consumption' });
export type Consumption = z.infer<typeof consumption>;
export const CONSUMPTION_ORDERING = ['id', 'date', 'type', 'quantity', 'CO2_total'] as const;
export const consumptionListQuery = childListQuery(CONSUMPTION_ORDERING, 'the type, the center or the supplier');

export const voyageInput = z.object({
  /** Required unless `car` is given: then the car's family. */
  car_family: id.nullable().optional(),
  /** A car of the company; its family must be `car_family` when both are sent. */
  car: id.nullable().optional(),
  center: id.nullable().optional(),
  account: id.nullable().optional(),
  /** km, free text in the form, read in the request's language. */
  distance: decimalText,
  date: isoDate,
  tags: tagMap.default({}),
});
export type VoyageInput = z.infer<typeof voyageInput>;
export const voyagePatch = patchOf(voyageInput);

export const voyage = z
  .object({
    id: z.number().int(),
    car: z.object({ id: z.number().int(), plate: z.string() }).nullable(),
    car_family: carFamily,
    center: named.nullable(),
    account: account.nullable(),
    distance: z.number(),
    date: z.string(),
    tags: tagMap,
    CO2_total: z.number(),
  })
  .meta({ id: 'Voyage' });
export type Voyage = z.infer<typeof voyage>;
export const VOYAGE_ORDERING = ['id', 'date', 'distance', 'CO2_total'] as const;
export const voyageListQuery = childListQuery(VOYAGE_ORDERING, 'the plate, the car family or the center');

// ---- Totals (docs/spec/part-2.md §2.6) ----

export const totalsConsumption = emissionFigures.extend({
  id: z.number().int(),
  type: consumptionType,
  date: z.string(),
  center: z.string().nullable(),
  supplier: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(['l', 'kWh']),
  method: z.string(),
  /** kg CO2e of scope 2 with the supplier's factor (electricity with a supplier factor); null otherwise. */
  scope2_market_based: z.number().nullable(),
  tags: tagMap,
  factors_used: z.array(factorUsed),
});

export const totalsVoyage = emissionFigures.extend({
  id: z.number().int(),
  date: z.string(),
  car: z.string().nullable(),
  car_family: z.string(),
  fuel: carFuel,
  center: z.string().nullable(),
  distance: z.number(),
  method: z.string(),
  tags: tagMap,
  factors_used: z.array(factorUsed),
});

export const consumptionTotals = emissionFigures
  .extend({
    type: z.literal('consumption'),
    only_scope3: z.boolean(),
    /** Scope 2 with the grid factor (location-based); `scope2` is the same figure. */
    scope2_location_based: z.number(),
    /** Scope 2 with the suppliers' own factors where a consumption has one, location-based elsewhere; null when none has. */
    scope2_market_based: z.number().nullable(),
    review: z.object({ id: z.number().int(), title: z.string(), content_hash: z.string() }).nullable(),
    input_hash: z.string().nullable(),
    calculated_at: z.string().nullable(),
    read_only: z.boolean(),
    consumptions: z.array(totalsConsumption),
    voyages: z.array(totalsVoyage),
  })
  .meta({ id: 'ConsumptionTotals' });
export type ConsumptionTotals = z.infer<typeof consumptionTotals>;

// ---- HSEQ import (docs/spec/part-2.md §2.5, §9; docs/hseq.md) ----

export const hseqImportInput = z.object({
  centers: z.array(id).min(1).max(500),
  year: z.number().int().min(2020).max(2100),
  months: z.array(z.number().int().min(1).max(12)).min(1).max(12),
});
export type HseqImportInput = z.infer<typeof hseqImportInput>;

export const hseqImportResult = z
  .object({
    /** Consumptions added to the report. */
    created: z.number().int(),
    /** Intakes already imported before (into this report or another), left as they were. */
    already_imported: z.number().int(),
    /**
     * Supplier names of the added electricity consumptions that match none of the company's electricity suppliers:
     * those consumptions were added without a supplier (docs/hseq.md §3).
     */
    unknown_suppliers: z.array(z.string()),
  })
  .meta({ id: 'HseqImportResult' });
export type HseqImportResult = z.infer<typeof hseqImportResult>;

/**
 * What an `Authorization: Bearer …` header can carry: visible ASCII (0x21–0x7E), as RFC 6750's token68 and a
 * little more. A space, a line break or a non-ASCII letter would make every request fail before it leaves.
 */
export const HSEQ_TOKEN_PATTERN = /^[\x21-\x7e]+$/;

/** The platform's super users connect a company to its HSEQ service (docs/hseq.md). */
export const companyHseqInput = z.object({
  has_hseq_connection: z.boolean(),
  url: z.url({ protocol: /^https?$/ }).max(500).nullable().optional(),
  /** Sent to the service as a bearer token; never answered. Absent: the stored token stays. */
  token: z
    .string()
    .min(1)
    .max(500)
    .refine((token) => HSEQ_TOKEN_PATTERN.test(token), { params: { message: 'hseq_token_invalid' } })
    .nullable()
    .optional(),
});
export type CompanyHseqInput = z.infer<typeof companyHseqInput>;
export const companyHseq = z
  .object({ id: z.number().int(), has_hseq_connection: z.boolean(), url: z.string().nullable(), has_token: z.boolean() })
  .meta({ id: 'CompanyHseq' });
export type CompanyHseq = z.infer<typeof companyHseq>;
