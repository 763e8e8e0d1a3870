import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isManager } from '../../features/auth/permissions.ts';
import { useSession } from '../../features/auth/session.ts';
import { withRedirect } from './redirect-target.ts';

/**
 * Spec part 1 §2: user-edit and material-edit routes need role super or admin, else `/?redirect=…`.
 * `allowSelf`: a user may open their own `/users/<id>/edit`, because the API allows self-edit (§6).
 */
export function RequireManager({ children, allowSelf = false }: { children: ReactNode; allowSelf?: boolean }) {
  const session = useSession();
  const location = useLocation();
  const { id } = useParams();
  if (!session) return <Navigate to={withRedirect('/login', location)} replace />;
  const self = allowSelf && id !== undefined && Number(id) === session.user.id;
  if (!isManager(session.user.role) && !self) return <Navigate to={withRedirect('/', location)} replace />;
  return children;
}
