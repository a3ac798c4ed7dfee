import type { LoginRequest } from '@pm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';

import { login, LoginError } from '../api/login';
import { startSession } from '../api/session';

/** Signs in; a failure toasts (ERR-02) and is thrown on, so the form shows its message (VAL-01). */
export function useLogin(redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  // A later success clears every "Login failed" toast still showing.
  const failureToasts = useRef<number[]>([]);

  const submit = useCallback(
    async (credentials: LoginRequest) => {
      let session;
      try {
        session = await login(credentials);
      } catch (failure) {
        const error = failure instanceof LoginError ? failure : new LoginError('Login failed');
        // ERR-02
        const id = toast({ title: 'Error', description: `Login failed: ${error.message}`, variant: 'destructive' });
        if (id !== null) failureToasts.current.push(id);
        throw error;
      }
      // A previous session's data must never show for the new user.
      queryClient.clear();
      // Loaded here rather than imported: Apollo belongs to the signed-in shell, not the sign-in page's bundle.
      const { apolloClient } = await import('@/lib/apollo');
      await apolloClient.clearStore();
      startSession(queryClient, session);
      for (const id of failureToasts.current.splice(0)) dismiss(id);
      // ERR-01
      toast({ title: 'Success', description: 'Logged in successfully' });
      void navigate(redirectTo, { replace: true });
    },
    [queryClient, navigate, redirectTo, toast, dismiss],
  );

  return { submit };
}
