import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './paging.ts';

/** Database ids: positive integers, in paths as strings. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * An id in a path: digits without sign, space, leading zero or decimals, within PostgreSQL's int4. Anything else
 * (`%20%201`, `01`, `+1`, `1.0`) names no object: the route answers 404, as for an unknown id.
 */
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]*$/)
  .refine((value) => Number(value) <= 2_147_483_647)
  .transform(Number);

export const idParams = z.object({ id: pathId });
export type IdParams = z.infer<typeof idParams>;

/** DRF-style error bodies: field errors on 400, `detail` for every other status. */
export const fieldErrorsBody = z.record(z.string(), z.array(z.string())).meta({
  id: 'FieldErrors',
  description: 'Field name → messages; `non_field_errors` for errors of the whole body.',
});
export const detailBody = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export type FieldErrorsBody = z.infer<typeof fieldErrorsBody>;
export type DetailBody = z.infer<typeof detailBody>;
export type ErrorBody = FieldErrorsBody | DetailBody;

/** `page`/`page_size`/`search`/`ordering` of every list (docs/spec/part-1.md §7, §9). */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().max(200).optional(),
  ordering: z.string().max(500).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    /** Present (true) when `count` is an estimate: lists past 10,000 matching rows (docs/scaling.md "Counts"). */
    count_estimated: z.literal(true).optional(),
    /** Present (true) when `count` is a lower bound: the bounded count stopped there (docs/scaling.md "Counts"). */
    count_at_least: z.literal(true).optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Page<T> {
  count: number;
  count_estimated?: true;
  count_at_least?: true;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A field of a PATCH body: optional, and without the default the whole form gives it. */
type PatchField<T extends z.core.SomeType> = z.ZodOptional<T extends z.ZodDefault<infer Inner> ? Inner : T>;

/**
 * The PATCH body of a form: every field optional and none defaulted, so that a field left out keeps its stored
 * value. `.partial()` is not enough: zod 4 still applies a field's default inside an optional field, so a PATCH
 * of one field would reset every defaulted one.
 */
export function patchOf<Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>): z.ZodObject<{ [K in keyof Shape]: PatchField<Shape[K]> }> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(form.shape) as [string, z.ZodType][]) {
    shape[key] = (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
  }
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof Shape]: PatchField<Shape[K]> }>;
}

/** A decimal typed in a form: a number, or text read in the request's language (localised-decimal.ts). */
export const decimalText = z.union([z.number(), z.string().max(50)]);

/** Free text that must not be blank once trimmed. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

export const PASSWORD_MIN_LENGTH = 8;
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(256)
  .meta({
    description:
      'At least 8 characters; refused when all digits, one repeated character, only spaces, like the username, or a common password.',
  });
