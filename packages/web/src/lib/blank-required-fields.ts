import { schemaResolver } from '@mantine/form';

/** A contract schema (zod implements Standard Schema, which @mantine/form's resolver reads). */
export type ContractSchema = Parameters<typeof schemaResolver>[0];

function isBlank(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() === '' : value === undefined || value === null;
}

/** The top-level fields the contract schema refuses in `values`, whatever the reason. */
export function refusedFields(schema: ContractSchema, values: unknown): Set<string> {
  return new Set(Object.keys(schemaResolver(schema, { sync: true })(values)).map((path) => path.split('.')[0] ?? path));
}

/**
 * The fields of a form, in `order`, that are blank (empty once trimmed) and that the contract schema refuses: the
 * required fields left empty, checked in the browser before anything is sent. The schema's other refusals
 * (formats, lengths, a weak password) are left to the server, whose 400 names them in the user's language.
 */
export function blankRequiredFields<Values extends object, Field extends keyof Values & string>(schema: ContractSchema, values: Values, order: readonly Field[]): Field[] {
  const refused = refusedFields(schema, values);
  return order.filter((field) => refused.has(field) && isBlank(values[field]));
}
