import { useLocation } from 'react-router-dom';

import { isAuthenticated } from '@/lib/auth-storage';

/** Whether a session is stored, read again on every navigation (login and logout both navigate). */
export function useSignedIn(): boolean {
  useLocation();
  return isAuthenticated();
}
