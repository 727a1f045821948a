import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authRedirectState } from '../features/account/returnPath';
import { useSession } from '../features/account/session';
import { PageSpinner } from './PageSpinner';

/**
 * Lets only a signed-in user through. A visitor goes to /auth, which remembers where they were
 * and brings them back after signing in. Use it as a pathless layout route around the pages it
 * guards, or wrap one element in it.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading, loggedOut } = useSession();
  const location = useLocation();

  // A stored token is still being checked: deciding now would send a signed-in user away.
  if (loading) return <PageSpinner />;
  // Logging out leads home (spec). The avatar menu goes there too; leading anywhere else here
  // would race it, and the later of the two navigations would win.
  if (!user && loggedOut) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/auth" replace state={authRedirectState(location)} />;
  return children ?? <Outlet />;
}
