import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../app/PageSpinner';
import { useSession } from '../features/account/session';
import { AdminPanel } from '../features/admin/AdminPanel';
import { usePageTitle } from '../lib/usePageTitle';

/**
 * /admin, administrators only. A spinner while the user loads; visitors and other members go
 * to /dashboard (spec). This page is its own chunk: no admin code reaches other pages.
 */
export default function AdminPage() {
  usePageTitle('Admin Panel');
  const { user, loading, loggedOut } = useSession();

  if (loading) return <PageSpinner />;
  // Logging out here leads home with the avatar menu; a second navigation would race it.
  if (!user && loggedOut) return <Navigate to="/" replace />;
  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <AdminPanel />;
}
