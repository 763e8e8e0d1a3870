import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './redirect-target.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site, query included', () => {
    expect(safeRedirect('/users?page=2')).toBe('/users?page=2');
  });

  it('falls back to the dashboard for nothing, other sites and protocol-relative URLs', () => {
    for (const value of [null, undefined, '', 'https://evil.example/', '//evil.example/', '/\\evil.example', 'users']) {
      expect(safeRedirect(value)).toBe('/dashboard');
    }
  });
});

describe('withRedirect', () => {
  it('puts the encoded path and query in the redirect parameter', () => {
    expect(withRedirect('/login', { pathname: '/users/3/edit', search: '?x=1' })).toBe('/login?redirect=%2Fusers%2F3%2Fedit%3Fx%3D1');
  });
});
