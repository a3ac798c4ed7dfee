import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';

import { login, LoginError } from '../api/login';
import type { LoginCredentials } from '../api/login';
import { schedulePostLoginPrefetch } from '../api/prefetch';

export function useLogin(redirectTo: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (credentials: LoginCredentials) => {
      setPending(true);
      setError(null);
      try {
        await login(credentials);
      } catch (failure) {
        const message = failure instanceof LoginError ? failure.message : 'Login failed';
        setError(message);
        setPending(false);
        toast({ title: 'Error', description: `Login failed: ${message}`, variant: 'destructive' });
        return;
      }
      // A previous session's data must never show for the new user.
      await client.clearStore();
      toast({ title: 'Success', description: 'Logged in successfully' });
      schedulePostLoginPrefetch();
      void navigate(redirectTo, { replace: true });
    },
    [client, navigate, redirectTo, toast],
  );

  return { submit, pending, error };
}
