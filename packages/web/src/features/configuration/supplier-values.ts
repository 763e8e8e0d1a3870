import { formatFactorValue, type ConsumptionType, type Supplier } from '@huella/contracts';
import type { Language } from '../../i18n/language.ts';
import type { LookupBody } from './lookups.ts';

/** The supplier's own factor (packages/contracts/src/lookups.ts): kg CO2, g CH4, g N2O per kWh or litre. */
export const FACTOR_FIELDS = ['A1', 'B1', 'C1'] as const;
export type FactorField = (typeof FACTOR_FIELDS)[number];

export interface SupplierFormValues extends Record<FactorField, string> {
  name: string;
  type: ConsumptionType;
  factor_source: string;
}

/** A new supplier is an electricity one: only electricity consumptions name their supplier (issue #12 item 3). */
export function supplierFormValues(supplier: Supplier | null, language: Language): SupplierFormValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatFactorValue(value, language));
  return {
    name: supplier?.name ?? '',
    type: supplier?.type ?? 'electricity',
    A1: text(supplier?.A1),
    B1: text(supplier?.B1),
    C1: text(supplier?.C1),
    factor_source: supplier?.factor_source ?? '',
  };
}

/** A factor left empty is none: the supplier has no factor of its own. */
const factor = (text: string) => text.trim() || null;

/**
 * The body of POST/PUT /api/suppliers/. The factors go as typed ("0,09" in Spanish, "0.09" in English): the server
 * reads them in the request's language and names the field it cannot read (packages/contracts/src/localised-decimal.ts).
 */
export function supplierBody(values: SupplierFormValues): LookupBody<'suppliers'> {
  return {
    name: values.name.trim(),
    type: values.type,
    A1: factor(values.A1),
    B1: factor(values.B1),
    C1: factor(values.C1),
    factor_source: values.factor_source.trim(),
  };
}
