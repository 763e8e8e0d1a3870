import { userCreate, userUpdate } from '@huella/contracts';
import { blankRequiredFields } from '../../lib/blank-required-fields.ts';

export interface UserFormValues {
  username: string;
  name: string;
  password: string;
  repeat_password: string;
  /** Asked only of a user setting their own password. */
  old_password: string;
  email: string;
  role: string;
}

export interface UserFormProblems {
  blank: (keyof UserFormValues)[];
  passwordMismatch: boolean;
}

const FORM_ORDER = ['username', 'name', 'password', 'repeat_password', 'old_password', 'email', 'role'] as const;

/**
 * docs/spec/part-1.md §5: what is required is the contract's: username, name, email and (when creating, `userCreate`)
 * password. On edit (`userUpdate`) an empty password keeps the current one, so the password fields are the
 * server's to check. A repeated password that differs is caught before the server sees it. A user setting their
 * own password also gives the current one (`asksCurrent`, a rule of the server's: the contract leaves it
 * optional), which is never trimmed.
 */
export function checkUserForm(values: UserFormValues, creating: boolean, asksCurrent = false): UserFormProblems {
  // A new password of spaces is blank here, as before the form read the contract (the login's is never trimmed).
  const checked = creating
    ? { ...values, password: values.password.trim() === '' ? '' : values.password }
    : { ...values, password: undefined, repeat_password: undefined, old_password: undefined };
  const blank = new Set<keyof UserFormValues>(blankRequiredFields(creating ? userCreate : userUpdate, checked, FORM_ORDER));
  if (asksCurrent && values.old_password === '') blank.add('old_password');
  return {
    blank: FORM_ORDER.filter((field) => blank.has(field)),
    passwordMismatch: values.password !== '' && values.password !== values.repeat_password,
  };
}
