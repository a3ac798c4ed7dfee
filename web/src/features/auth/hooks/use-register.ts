import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';

import { register, RegistrationError } from '../api/register';
import type { CompanyRegistration, TenantRegistration } from '../api/register';

/** POST /api/register; on success toast and go to /login (CALL-09, ERR-03), on failure toast (ERR-04). */
export function useRegister() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = useCallback(
    async (body: CompanyRegistration | TenantRegistration) => {
      setPending(true);
      setServerErrors({});
      try {
        await register(body);
      } catch (failure) {
        const message = failure instanceof Error && failure.message !== '' ? failure.message : 'Registration failed';
        setServerErrors(failure instanceof RegistrationError ? failure.fields : {});
        setPending(false);
        toast({ title: 'Error', description: `Registration failed: ${message}`, variant: 'destructive' });
        return;
      }
      toast({ title: 'Success', description: 'Registration successful' });
      void navigate(paths.login, { replace: true });
    },
    [navigate, toast],
  );

  return { submit, pending, serverErrors };
}
