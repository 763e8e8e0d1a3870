import { describe, expect, it } from 'vitest';
import { checkUserForm, type UserFormValues } from './user-form-validation.ts';

const filled: UserFormValues = {
  username: 'ana',
  name: 'Ana',
  password: 'long-enough',
  repeat_password: 'long-enough',
  old_password: '',
  email: 'ana@example.com',
  role: 'other',
};

describe('checkUserForm', () => {
  it('requires username, name, password and email when creating', () => {
    const empty = { ...filled, username: '', name: '', password: '', repeat_password: '', email: '' };
    expect(checkUserForm(empty, true)).toEqual({ blank: ['username', 'name', 'password', 'email'], passwordMismatch: false });
  });

  it('calls a password of spaces blank, as an empty one, however long', () => {
    const spaces = ' '.repeat(12);
    expect(checkUserForm({ ...filled, password: spaces, repeat_password: spaces }, true).blank).toEqual(['password']);
  });

  it('keeps the password optional when editing', () => {
    expect(checkUserForm({ ...filled, password: '', repeat_password: '' }, false)).toEqual({ blank: [], passwordMismatch: false });
  });

  it('catches a repeated password that differs', () => {
    expect(checkUserForm({ ...filled, repeat_password: 'other' }, false).passwordMismatch).toBe(true);
  });

  it('asks for the current password, in form order, when users set their own', () => {
    expect(checkUserForm(filled, false, true).blank).toEqual(['old_password']);
    expect(checkUserForm({ ...filled, email: ' ' }, false, true).blank).toEqual(['old_password', 'email']);
    expect(checkUserForm({ ...filled, old_password: 'what-i-use-now' }, false, true).blank).toEqual([]);
    expect(checkUserForm(filled, false, false).blank).toEqual([]);
  });

  it('accepts a complete form', () => {
    expect(checkUserForm(filled, true)).toEqual({ blank: [], passwordMismatch: false });
  });
});
