import type { TFunction } from 'i18next';
import { inputOfField, type FieldInputs } from '../../api/field-errors.ts';
import { fieldLabel, type FieldLabelKeys } from '../../api/field-labels.ts';
import { blankRequiredFields, type ContractSchema } from '../../lib/blank-required-fields.ts';

export interface BlankProblems {
  /** One message per form input left blank. */
  errors: Record<string, string>;
  /** docs/spec/part-1.md §5: the messages one per line, for the error notice; empty when nothing is blank. */
  notice: string;
}

/**
 * The required fields a body leaves blank, checked before it is sent as the materials' form does
 * (docs/spec/part-1.md §5): "{field} must not be blank", by the label the form shows, under the input that shows it.
 */
export function blankBodyFields(
  schema: ContractSchema,
  body: Readonly<Record<string, unknown>>,
  t: TFunction,
  labels: FieldLabelKeys,
  inputs: FieldInputs = {},
): BlankProblems {
  const blank = blankRequiredFields(schema, body, Object.keys(body));
  const messages = blank.map((field) => [field, t('validation.blank', { field: fieldLabel(field, t, labels) })] as const);
  return {
    errors: Object.fromEntries(messages.map(([field, message]) => [inputOfField(field, inputs), message])),
    notice: messages.map(([, message]) => message).join('\n'),
  };
}
