import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../features/auth/session.ts';
import { safeRedirect } from './redirect-target.ts';

/** docs/spec/part-1.md §2: an authenticated visitor on /login goes on (to the redirect target or /dashboard). */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return children;
}
