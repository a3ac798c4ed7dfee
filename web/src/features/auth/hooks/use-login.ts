import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';

import { login, LoginError } from '../api/login';
import type { LoginCredentials } from '../api/login';
import { startSession } from '../api/session';

export function useLogin(redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (credentials: LoginCredentials) => {
      setPending(true);
      setError(null);
      let session;
      try {
        session = await login(credentials);
      } catch (failure) {
        const message = failure instanceof LoginError ? failure.message : 'Login failed';
        setError(message);
        setPending(false);
        // ERR-02
        toast({ title: 'Error', description: `Login failed: ${message}`, variant: 'destructive' });
        return;
      }
      // A previous session's data must never show for the new user.
      queryClient.clear();
      // Loaded here rather than imported: Apollo belongs to the signed-in shell, not the sign-in page's bundle.
      const { apolloClient } = await import('@/lib/apollo');
      await apolloClient.clearStore();
      startSession(queryClient, session);
      // ERR-01
      toast({ title: 'Success', description: 'Logged in successfully' });
      void navigate(redirectTo, { replace: true });
    },
    [queryClient, navigate, redirectTo, toast],
  );

  return { submit, pending, error };
}
