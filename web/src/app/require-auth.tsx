import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { loginPath } from '@/config/paths';
import { isAuthenticated } from '@/lib/auth-storage';

/** Login-required routes (ROUTE-05). Convenience redirect only: the bff guards every call. */
export function RequireAuth() {
  const location = useLocation();
  if (!isAuthenticated()) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
