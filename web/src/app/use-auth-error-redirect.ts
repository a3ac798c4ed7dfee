import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { AUTH_ERROR_EVENT } from '@/lib/rest-client';

/** A failed refresh (REST or GraphQL) has cleared the session: drop cached data and go to /login. */
export function useAuthErrorRedirect(): void {
  const navigate = useNavigate();
  const client = useApolloClient();
  useEffect(() => {
    const onAuthError = () => {
      void client.clearStore();
      void navigate(paths.login, { replace: true });
    };
    window.addEventListener(AUTH_ERROR_EVENT, onAuthError);
    return () => window.removeEventListener(AUTH_ERROR_EVENT, onAuthError);
  }, [client, navigate]);
}
