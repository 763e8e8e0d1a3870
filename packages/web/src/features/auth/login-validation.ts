import { tokenRequest } from '@huella/contracts';
import { blankRequiredFields } from '../../lib/blank-required-fields.ts';

/**
 * docs/spec/part-1.md §5: one message only, naming the password when the username is given, otherwise the
 * user. Returns the field key to name, or null when both are present; what is required is the contract's.
 */
export function loginBlankField(username: string, password: string): 'user' | 'password' | null {
  const [first] = blankRequiredFields(tokenRequest, { username, password }, ['username', 'password']);
  if (first === undefined) return null;
  return first === 'username' ? 'user' : 'password';
}
