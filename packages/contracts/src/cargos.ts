import { z } from 'zod';
import { id, patchOf } from './common.ts';
import { childListQuery, optionalAmount, optionalCount } from './report-fields.ts';

// A report's cargos (docs/spec/part-2.md §2.1), and the links that carry them on its stages and storages.

export const CARGO_TYPES = ['conventional', 'teu'] as const;
export const cargoType = z.enum(CARGO_TYPES);

/** Tags are free text keyed by the creator company's allowed tags (docs/spec/part-2.md §2.1 "Tag entry"). */
export const tagMap = z.record(z.string().max(100), z.string().max(500));
export type TagMap = z.infer<typeof tagMap>;

export const cargoInput = z.object({
  commodity: id.nullable().optional(),
  cargo_type: cargoType.default('conventional'),
  /** t; derived from passengers on business trips (100 kg each). */
  weight: optionalAmount(1e7),
  teu: optionalAmount(1e6),
  passengersNumber: optionalCount(100_000),
});
export type CargoInput = z.infer<typeof cargoInput>;
export const cargoPatch = patchOf(cargoInput);

export const cargo = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    commodity: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    cargo_type: cargoType,
    weight: z.number(),
    teu: z.number().nullable(),
    passengersNumber: z.number().int().nullable(),
  })
  .meta({ id: 'Cargo' });
export type Cargo = z.infer<typeof cargo>;

/** `reference` orders by the cargo's number (C2 before C10). */
export const CARGO_ORDERING = ['reference', 'commodity', 'cargo_type', 'weight', 'id'] as const;
export const cargoListQuery = childListQuery(CARGO_ORDERING, 'the reference or the material');

// ---- Stage and storage links ----

export const cargoLinkInput = z.object({ cargo: id, tags: tagMap.default({}) });
export type CargoLinkInput = z.infer<typeof cargoLinkInput>;
export const cargoLinks = z.array(cargoLinkInput).max(500);

export const cargoLink = z.object({
  cargo: z.number().int(),
  reference: z.string(),
  commodity: z.string().nullable(),
  weight: z.number(),
  tags: tagMap,
  CO2_total: z.number(),
});
