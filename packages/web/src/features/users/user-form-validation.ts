import { blankFields } from '../auth/blank-fields.ts';

export interface UserFormValues {
  username: string;
  name: string;
  password: string;
  repeat_password: string;
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
 */
export function checkUserForm(values: UserFormValues, creating: boolean): UserFormProblems {
  const required: (keyof UserFormValues)[] = creating ? ['username', 'name', 'password', 'email'] : ['username', 'name', 'email'];
  return {
    blank: blankFields(values, required),
    passwordMismatch: values.password !== '' && values.password !== values.repeat_password,
  };
}
