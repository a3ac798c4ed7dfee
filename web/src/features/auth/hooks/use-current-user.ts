import type { ApiData } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';

import { USER_STALE_TIME_MS } from '@/lib/cache-policy';

import { canFetchCurrentUser, currentUserQueryKey, selectCurrentUser } from '../api/current-user';
import type { CurrentUser } from '../api/current-user';

export interface CurrentUserState {
  user: CurrentUser | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** CALL-03, CONST-05. A failure on a non-public page signs the user out (AUTH-13: app/use-auth-error-redirect.ts). */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery<ApiData<CurrentUser>, Error, CurrentUser | undefined>({
    queryKey: currentUserQueryKey,
    staleTime: USER_STALE_TIME_MS,
    enabled: canFetchCurrentUser(),
    select: selectCurrentUser,
  });
  return { user: query.data, isLoading: query.isLoading, isError: query.isError };
}
