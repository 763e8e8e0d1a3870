import { blankFields } from '../auth/blank-fields.ts';

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

/**
 * Spec part 1 §5: username, name, email and (when creating) password are required. On edit an empty
 * password keeps the current one. A repeated password that differs is caught before the server sees it.
 * A user setting their own password also gives the current one (`asksCurrent`), which is never trimmed.
 */
export function checkUserForm(values: UserFormValues, creating: boolean, asksCurrent = false): UserFormProblems {
  const required: (keyof UserFormValues)[] = creating ? ['username', 'name', 'password', 'email'] : ['username', 'name', 'email'];
  const blank = blankFields(values, required);
  // In form order: the current password sits just above the email.
  if (asksCurrent && values.old_password === '') blank.splice(blank.length - (blank.at(-1) === 'email' ? 1 : 0), 0, 'old_password');
  return {
    blank,
    passwordMismatch: values.password !== '' && values.password !== values.repeat_password,
  };
}
