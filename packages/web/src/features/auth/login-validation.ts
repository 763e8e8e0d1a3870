/**
 * Spec part 1 §5: one message only, naming the password when the username is given, otherwise the
 * user. Returns the field key to name, or null when both are present.
 */
export function loginBlankField(username: string, password: string): 'user' | 'password' | null {
  if (username.trim() === '') return 'user';
  if (password === '') return 'password';
  return null;
}
