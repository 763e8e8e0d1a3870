import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isManager } from '@huella/contracts';
import { useSession } from '../../features/auth/session.ts';
import { withRedirect } from './redirect-target.ts';

/** What the dashboard reads from the navigation state to say why the user is there. */
export interface TurnedAwayState {
  turnedAway: string;
}

/**
 * docs/spec/part-1.md §2: user-edit and material-edit routes need role super or admin. The spec sends anyone else to
 * `/?redirect=…`, which for a signed-in user is the public page with a "Log in" button; issue #11 item 8 sends
 * them to the dashboard instead, which says why (the path they asked for rides in the navigation state).
 * `allowSelf`: a user may open their own `/users/<id>/edit`, because the API allows self-edit (§6).
 */
export function RequireManager({ children, allowSelf = false }: { children: ReactNode; allowSelf?: boolean }) {
  const session = useSession();
  const location = useLocation();
  const { id } = useParams();
  if (!session) return <Navigate to={withRedirect('/login', location)} replace />;
  const self = allowSelf && id !== undefined && Number(id) === session.user.id;
  if (!isManager(session.user.role) && !self) {
    const state: TurnedAwayState = { turnedAway: location.pathname };
    return <Navigate to="/dashboard" replace state={state} />;
  }
  return children;
}
