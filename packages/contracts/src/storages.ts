import { z } from 'zod';
import { cargoLink, cargoLinks } from './cargos.ts';
import { patchOf } from './common.ts';
import { gmapsPlace, latLng } from './places.ts';
import { childListQuery, optionalText } from './report-fields.ts';
import { operatedBy } from './reports.ts';

// A report's storages (docs/spec/part-2.md §2.1).

export const storageInput = z.object({
  warehouse_name: z.string().trim().min(1).max(255),
  place: optionalText(500),
  place_gmaps: gmapsPlace.nullable().optional(),
  place_location: latLng.nullable().optional(),
  cargos: cargoLinks,
  moves_number: z.number().int().min(0).max(1_000_000),
  /** own | third_party (docs/spec/part-2.md §2.1); only_scope3 companies are always third party. */
  type: operatedBy.optional(),
});
export type StorageInput = z.infer<typeof storageInput>;
export const storagePatch = patchOf(storageInput);

export const storage = z
  .object({
    id: z.number().int(),
    warehouse_name: z.string(),
    place: z.string(),
    place_gmaps: gmapsPlace.nullable(),
    place_location: latLng.nullable(),
    cargos: z.array(cargoLink),
    moves_number: z.number().int(),
    type: operatedBy,
    CO2_total: z.number(),
  })
  .meta({ id: 'Storage' });
export type Storage = z.infer<typeof storage>;

export const STORAGE_ORDERING = ['id', 'warehouse_name', 'place', 'moves_number', 'type', 'CO2_total'] as const;
export const storageListQuery = childListQuery(STORAGE_ORDERING, 'the warehouse name or the place');
