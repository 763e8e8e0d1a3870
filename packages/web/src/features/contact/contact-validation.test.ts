import { describe, expect, it } from 'vitest';
import { checkContactForm, isRequiredContactField, type ContactValues } from './contact-validation.ts';

const filled: ContactValues = { name: 'Ana', email: 'ana@example.com', phone: '', company: 'Acme', comments: '' };

describe('checkContactForm', () => {
  it('accepts a form with name, email, company and the terms, without phone or remarks', () => {
    const problems = checkContactForm(filled, true);
    expect(problems).toEqual({ empty: [], termsMissing: false });
  });

  it('names each empty required field, counting blanks as empty, in the form order', () => {
    expect(checkContactForm({ ...filled, name: '  ', company: '' }, true).empty).toEqual(['name', 'company']);
    expect(checkContactForm({ ...filled, name: '', email: '', company: '' }, true).empty).toEqual(['name', 'email', 'company']);
  });

  it('reports terms not accepted, also when every field is filled', () => {
    const problems = checkContactForm(filled, false);
    expect(problems).toEqual({ empty: [], termsMissing: true });
  });

  it('knows which fields are required', () => {
    expect(['name', 'email', 'phone', 'company', 'comments'].filter((f) => isRequiredContactField(f as keyof ContactValues))).toEqual(['name', 'email', 'company']);
  });
});
