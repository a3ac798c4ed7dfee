import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';

import { logout } from '../api/logout';

export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    await logout();
    await client.clearStore();
    toast({ title: 'Success', description: 'Logged out successfully' });
    setPending(false);
    void navigate(paths.login, { replace: true });
  }, [client, navigate, toast]);

  return { logout: run, pending };
}
