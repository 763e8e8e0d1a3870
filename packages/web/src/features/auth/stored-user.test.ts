import type { CurrentUser } from '@huella/contracts';
import { currentUser } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { isStoredUser } from './stored-user.ts';

const user: CurrentUser = {
  id: 7,
  username: 'demo.user',
  name: 'Olga User',
  email: 'olga@example.com',
  role: 'other',
  company: { id: 2, name: 'Demo Logistics', only_scope3: false, has_hseq_connection: false, allowed_tags: ['a'], platform: false },
};

describe('isStoredUser', () => {
  it('accepts what the contract accepts', () => {
    expect(currentUser.safeParse(user).success).toBe(true);
    expect(isStoredUser(user)).toBe(true);
  });

  it.each([
    ['no company', { ...user, company: undefined }],
    ['an unknown role', { ...user, role: 'owner' }],
    ['a text id', { ...user, id: '7' }],
    ['a company without its flags', { ...user, company: { id: 2, name: 'Demo Logistics' } }],
    ['tags that are not texts', { ...user, company: { ...user.company, allowed_tags: [1] } }],
    ['null', null],
    ['a text', 'demo.user'],
  ])('refuses %s, as the contract does', (_case, value) => {
    expect(currentUser.safeParse(value).success).toBe(false);
    expect(isStoredUser(value)).toBe(false);
  });
});
