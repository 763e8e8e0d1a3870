import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionStore, useSession } from '../../features/auth/session.ts';
import { withRedirect } from './redirect-target.ts';

/**
 * docs/spec/part-1.md §2: an unauthenticated visit to a protected route goes to /login with the original path.
 * Right after logging out there is no page to come back to: plain /login (docs/spec/part-1.md §2, top bar).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={sessionStore.endedByLogout() ? '/login' : withRedirect('/login', location)} replace />;
  return children;
}
