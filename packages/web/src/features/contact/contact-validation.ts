export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  comments: string;
}

export const REQUIRED_CONTACT_FIELDS = ['name', 'email', 'company'] as const;
export type RequiredContactField = (typeof REQUIRED_CONTACT_FIELDS)[number];

export function isRequiredContactField(field: keyof ContactValues): field is RequiredContactField {
  return (REQUIRED_CONTACT_FIELDS as readonly string[]).includes(field);
}

export interface ContactProblems {
  empty: RequiredContactField[];
  termsMissing: boolean;
}

/** Spec part 1 §5: name, email and company are required (phone and remarks are not), and the terms accepted. */
export function checkContactForm(values: ContactValues, termsAccepted: boolean): ContactProblems {
  return {
    empty: REQUIRED_CONTACT_FIELDS.filter((field) => values[field].trim() === ''),
    termsMissing: !termsAccepted,
  };
}

export function hasProblems(problems: ContactProblems): boolean {
  return problems.empty.length > 0 || problems.termsMissing;
}
