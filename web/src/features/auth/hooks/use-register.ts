import type { RegisterRequest } from '@pm/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';

import { register } from '../api/register';

/** CALL-09, ERR-03, ERR-04. A failure is thrown on after its toast, so the form shows the per-field errors. */
export function useRegister() {
  const navigate = useNavigate();
  const { toast } = useToast();

  const submit = useCallback(
    async (body: RegisterRequest) => {
      try {
        await register(body);
      } catch (failure) {
        const message = failure instanceof Error && failure.message !== '' ? failure.message : 'Registration failed';
        toast({ title: 'Error', description: `Registration failed: ${message}`, variant: 'destructive' });
        throw failure;
      }
      toast({ title: 'Success', description: 'Registration successful' });
      void navigate(paths.login, { replace: true });
    },
    [navigate, toast],
  );

  return { submit };
}
