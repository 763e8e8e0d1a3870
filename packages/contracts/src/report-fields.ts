import { z } from 'zod';
import { listQuery } from './common.ts';
import { gmapsPlace, latLng } from './places.ts';

// Field rules shared by a report and its children (not exported from the package: each schema that uses them is).

const MAX_AMOUNT = 1e9;
/** A quantity a form may leave empty: null, never NaN; bounded so a typo cannot overflow a column. */
export const optionalAmount = (max = MAX_AMOUNT) => z.number().min(0).max(max).nullable().optional();
export const optionalCount = (max = 100_000) => z.number().int().min(1).max(max).nullable().optional();
export const optionalText = (max: number) => z.string().trim().max(max).default('');
/** PostgreSQL has no year 0 (1 BC is written `0001-01-01 BC`): `0000-…` would reach the database and fail there. */
export const isoDate = z.iso.date().refine((date) => !date.startsWith('0000'));

/** Where a report or a stage goes from and to. */
export const placeFields = {
  origin: optionalText(500),
  destination: optionalText(500),
  origin_gmaps: gmapsPlace.nullable().optional(),
  destination_gmaps: gmapsPlace.nullable().optional(),
  /** Taken from `*_gmaps.location` when absent. */
  origin_location: latLng.nullable().optional(),
  destination_location: latLng.nullable().optional(),
};
/** The same, as the server answers them. */
export const placeAnswerFields = {
  origin: z.string(),
  destination: z.string(),
  origin_gmaps: gmapsPlace.nullable(),
  destination_gmaps: gmapsPlace.nullable(),
  origin_location: latLng.nullable(),
  destination_location: latLng.nullable(),
};

export const booleanFilter = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean().optional());

/**
 * A child list of a report (cargos, stages, storages): `search` and `ordering` say what they cover there. The
 * server reads a report's children whole, so it orders and searches them in memory.
 */
export function childListQuery(ordering: readonly string[], searched: string) {
  return listQuery.extend({
    search: listQuery.shape.search.describe(`Text in ${searched}, whatever the case`),
    ordering: listQuery.shape.ordering.describe(`Fields separated by commas, \`-\` before one for descending: ${ordering.join(', ')}`),
  });
}
