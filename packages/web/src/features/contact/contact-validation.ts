import { contactInput } from '@huella/contracts';
import { blankRequiredFields, refusedFields } from '../../lib/blank-required-fields.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  comments: string;
}

const FIELDS = ['name', 'email', 'phone', 'company', 'comments'] as const satisfies readonly (keyof ContactValues)[];
const EMPTY: ContactValues = { name: '', email: '', phone: '', company: '', comments: '' };

/** The fields the contract requires (name, email and company; phone and remarks are not). */
const REQUIRED = new Set<keyof ContactValues>(blankRequiredFields(contactInput, { ...EMPTY, terms: true }, FIELDS));

export function isRequiredContactField(field: keyof ContactValues): boolean {
  return REQUIRED.has(field);
}

export interface ContactProblems {
  empty: (keyof ContactValues)[];
  termsMissing: boolean;
}

/** docs/spec/part-1.md §5: the fields the contract requires (`contactInput`) are filled, and the terms accepted. */
export function checkContactForm(values: ContactValues, termsAccepted: boolean): ContactProblems {
  const input = { ...values, terms: termsAccepted };
  return {
    empty: blankRequiredFields(contactInput, input, FIELDS),
    termsMissing: refusedFields(contactInput, input).has('terms'),
  };
}
