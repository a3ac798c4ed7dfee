import { ADMIN_ROLES } from '@pm/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { ErrorState } from '@/components/ui/error-state';
import { loginPath, paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { isAuthenticated } from '@/lib/auth-storage';

/** How long 'Access Denied' stays on screen before a non-admin is sent to the dashboard (ROUTE-09). */
export const ACCESS_DENIED_MS = 1500;

/** Admin pages (ROUTE-07..10, ROLE-03/04). Convenience only: the bff enforces roles on every call. */
export function RequireAdmin() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading, isError } = useCurrentUser();
  const denied = user !== undefined && !ADMIN_ROLES.includes(user.role);

  useEffect(() => {
    if (!denied) return undefined;
    const timer = setTimeout(() => void navigate(paths.dashboard, { replace: true }), ACCESS_DENIED_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (!isAuthenticated()) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading" className="flex justify-center py-20">
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
        />
      </div>
    );
  }

  if (denied) {
    return (
      <div role="alert" className="mx-auto mt-10 max-w-md rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">Access Denied</p>
        <p className="mt-1 text-sm">You need administrator rights to view this page.</p>
      </div>
    );
  }

  if (!user) {
    // A session that has just been refused is handled by the auth-error redirect; anything else is an outage.
    return isError ? (
      <ErrorState title="Could not check your access" message="Your account could not be loaded. Please try again." />
    ) : (
      <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />
    );
  }

  return <Outlet />;
}
