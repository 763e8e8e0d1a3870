import type { Consumption, ConsumptionInput, ConsumptionType, TagMap } from '@huella/contracts';
import { cleanTags } from '../stages/cargo-links.ts';
import { idOrNull, idText, type ConsumptionFormContext } from './consumption-form-context.ts';
import { decimalText } from './decimal-text.ts';

/** docs/spec/part-2.md §2.5 "Consumption form", as the inputs hold it (ids as text, the quantity as typed). */
export interface ConsumptionFormValues {
  type: ConsumptionType;
  date: string;
  center: string | null;
  /** Free text: the server reads it in the request's language and names it when it is not a number. */
  quantity: string;
  supplier: string | null;
  account: string | null;
  tags: TagMap;
}

export function emptyConsumptionValues(context: ConsumptionFormContext): ConsumptionFormValues {
  return { type: 'gasoil', date: context.reportDate, center: null, quantity: '', supplier: null, account: null, tags: {} };
}

export function consumptionFormValues(consumption: Consumption, context: ConsumptionFormContext): ConsumptionFormValues {
  return {
    type: consumption.type,
    date: consumption.date,
    center: idText(consumption.center),
    quantity: decimalText(consumption.quantity, context.language),
    supplier: idText(consumption.supplier),
    account: idText(consumption.account),
    tags: { ...consumption.tags },
  };
}

/** docs/spec/part-2.md §2.5: a supplier only for electricity; a type changed away from it drops the one chosen. */
export function toConsumptionInput(values: ConsumptionFormValues, context: ConsumptionFormContext): ConsumptionInput {
  return {
    type: values.type,
    date: values.date,
    center: idOrNull(values.center),
    quantity: values.quantity.trim(),
    supplier: values.type === 'electricity' ? idOrNull(values.supplier) : null,
    account: idOrNull(values.account),
    tags: cleanTags(values.tags, context.allowedTags),
  };
}
