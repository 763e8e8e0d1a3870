// @vitest-environment jsdom
import type { CurrentUser, Role } from '@huella/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../features/auth/session.ts';
import { RedirectIfAuthenticated } from './redirect-if-authenticated.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RequireManager } from './require-manager.tsx';

function signIn(role: Role, id = 7) {
  const user: CurrentUser = {
    id,
    username: 'me',
    name: 'Me',
    email: 'me@example.com',
    role,
    company: { id: 2, name: 'Demo', only_scope3: false, has_hseq_connection: false, allowed_tags: [], platform: false },
  };
  sessionStore.start('token', user);
}

function Where() {
  const location = useLocation();
  const from = (location.state as { turnedAway?: string } | null)?.turnedAway;
  return <output>{location.pathname + location.search + (from ? ` turned away from ${from}` : '')}</output>;
}

function visit(path: string) {
  cleanup();
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/login', element: <RedirectIfAuthenticated><Where /></RedirectIfAuthenticated> },
      { path: '/dashboard', element: <RequireAuth><Where /></RequireAuth> },
      { path: '/users', element: <RequireAuth><Where /></RequireAuth> },
      { path: '/users/:id/edit', element: <RequireManager allowSelf><Where /></RequireManager> },
      { path: '/materials/edit', element: <RequireManager><Where /></RequireManager> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('status').textContent;
}

describe('route guards', () => {
  it('sends an anonymous visitor to /login with the page asked for', () => {
    sessionStore.clear();
    expect(visit('/users?page=2')).toBe('/login?redirect=%2Fusers%3Fpage%3D2');
    expect(visit('/materials/edit')).toBe('/login?redirect=%2Fmaterials%2Fedit');
  });

  it('sends a signed-in user without super or admin role from an edit route to the dashboard, saying which page', () => {
    signIn('other');
    expect(visit('/materials/edit')).toBe('/dashboard turned away from /materials/edit');
    expect(visit('/users/8/edit')).toBe('/dashboard turned away from /users/8/edit');
  });

  it('lets a user open the edit page of their own account', () => {
    signIn('other', 7);
    expect(visit('/users/7/edit')).toBe('/users/7/edit');
  });

  it('lets super and admin open edit routes', () => {
    signIn('admin');
    expect(visit('/materials/edit')).toBe('/materials/edit');
  });

  it('sends a signed-in visitor of /login to the redirect target or the dashboard', () => {
    signIn('other');
    expect(visit('/login')).toBe('/dashboard');
    expect(visit('/login?redirect=%2Fusers')).toBe('/users');
    expect(visit('/login?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
  });
});
