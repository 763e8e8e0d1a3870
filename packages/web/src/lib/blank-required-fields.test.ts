import { tokenRequest, userCreate } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { blankRequiredFields, refusedFields } from './blank-required-fields.ts';

describe('blankRequiredFields', () => {
  it('names the fields the schema refuses because they are empty once trimmed, in the order given', () => {
    expect(blankRequiredFields(tokenRequest, { username: ' ', password: '' }, ['password', 'username'])).toEqual(['password', 'username']);
    expect(blankRequiredFields(tokenRequest, { username: 'ana', password: ' ' }, ['username', 'password'])).toEqual([]);
  });

  it('leaves to the server what is refused for another reason than being empty', () => {
    const values = { username: 'not valid', name: 'Ana', email: 'ana-at-example', password: 'short', repeat_password: '' };
    expect(blankRequiredFields(userCreate, values, ['username', 'name', 'password', 'repeat_password', 'email'])).toEqual([]);
  });
});

describe('refusedFields', () => {
  it('names each top-level field the schema refuses, whatever the reason', () => {
    expect(refusedFields(userCreate, { username: 'ana', name: 'Ana', email: 'ana-at-example', password: 'short' })).toEqual(new Set(['email', 'password']));
    expect(refusedFields(tokenRequest, { username: 'ana', password: 'secret' })).toEqual(new Set());
  });
});
