import type { ApiData } from '@pm/contracts';
import type { QueryClient } from '@tanstack/react-query';

import { saveAuthData } from '@/lib/auth-storage';
import type { AuthData, StoredUser } from '@/lib/auth-storage';

import { currentUserQueryKey } from './current-user';
import type { CurrentUser } from './current-user';
import { schedulePostLoginPrefetch } from './prefetch';

function toCurrentUser(user: StoredUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyId: user.companyId ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  };
}

/** AUTH-01, then the AUTH-04 prefetch; for the login form and the OAuth redirect. */
export function startSession(client: QueryClient, data: AuthData): void {
  saveAuthData(data);
  if (data.user) {
    const answer: ApiData<CurrentUser> = { success: true, data: toCurrentUser(data.user) };
    client.setQueryData(currentUserQueryKey, answer);
  }
  schedulePostLoginPrefetch(client);
}
