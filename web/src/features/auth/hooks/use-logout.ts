import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';

import { logout } from '../api/logout';

export function useLogout() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    await logout();
    // ERR-05
    toast({ title: 'Success', description: 'Logged out successfully' });
    setPending(false);
    void navigate(paths.login, { replace: true });
  }, [navigate, toast]);

  return { logout: run, pending };
}
