import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';
import { loginPath, paths, routeTable } from '@/config/paths';
import { endSession } from '@/features/auth/api/logout';
import { USER_QUERY_KEY } from '@/lib/query-client';
import { AUTH_ERROR_EVENT, ApiError } from '@/lib/rest-client';

/** Several failures can report the same ended session (a refused refresh, then the failed user query). */
const DEDUPE_MS = 3000;

/** Public pages per routeTable; a path that matches no route (404) counts as public. */
export function isPublicPath(pathname: string): boolean {
  const route = routeTable.find((entry) => matchPath({ path: entry.pattern, end: true }, pathname) !== null);
  return route === undefined || route.access === 'public';
}

/** An outage (no answer, timeout) says nothing about the session; anything else means it is gone. */
function endsSession(error: unknown): boolean {
  return !(error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT'));
}

/**
 * The session ended by itself: a refused refresh fired 'auth-error' (AUTH-10), or the user query failed on a
 * non-public page (AUTH-13). Either way: auth data and caches cleared (the clean-up routine is loaded on demand,
 * CALL-13), toast 'Logged out' / 'You have been logged out.' (ERR-06), and off to /login.
 */
export function useAuthErrorRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const pathnameRef = useRef(location.pathname);
  const searchRef = useRef(location.search);
  const lastHandled = useRef(0);

  useEffect(() => {
    pathnameRef.current = location.pathname;
    searchRef.current = location.search;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const sessionEnded = () => {
      const now = Date.now();
      if (now - lastHandled.current < DEDUPE_MS) return;
      lastHandled.current = now;
      const pathname = pathnameRef.current;
      const returnTo = isPublicPath(pathname) ? undefined : `${pathname}${searchRef.current}`;
      void endSession(false).then(() => {
        // The app's client is the one the clean-up routine clears; tests and embeds may provide another.
        queryClient.clear();
        toast({ title: 'Logged out', description: 'You have been logged out.' });
        if (pathname !== paths.login) void navigate(loginPath(returnTo), { replace: true });
      });
    };

    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryHash !== JSON.stringify(USER_QUERY_KEY)) return;
      if (isPublicPath(pathnameRef.current) || !endsSession(event.action.error)) return;
      sessionEnded();
    });
    window.addEventListener(AUTH_ERROR_EVENT, sessionEnded);
    return () => {
      unsubscribe();
      window.removeEventListener(AUTH_ERROR_EVENT, sessionEnded);
    };
  }, [navigate, queryClient, toast]);
}
