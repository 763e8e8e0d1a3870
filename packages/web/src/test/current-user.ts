import type { CurrentUser, Role } from '@huella/contracts';

export interface CurrentUserOverrides {
  id?: number;
  role?: Role;
  company?: Partial<CurrentUser['company']>;
}

/** A signed-in user for a test: a plain user of a regular company, but for what the test is about. */
export function currentUserOf({ id = 7, role = 'other', company = {} }: CurrentUserOverrides = {}): CurrentUser {
  return {
    id,
    username: 'me',
    name: 'Me',
    email: 'me@example.com',
    role,
    company: { id: 2, name: 'Demo', only_scope3: false, has_hseq_connection: false, allowed_tags: [], platform: false, ...company },
  };
}
