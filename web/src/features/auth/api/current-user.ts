import type { ApiData, CurrentUserBody } from '@pm/contracts';

import { getAccessToken } from '@/lib/auth-storage';
import { USER_QUERY_KEY } from '@/lib/query-client';

/**
 * GET /api/user (CALL-03) without what the user seeded from the login answer lacks until it is fetched: the
 * company and the creation time. The query cache keeps the whole `ApiData` envelope.
 */
export type CurrentUser = Omit<CurrentUserBody, 'company' | 'createdAt'>;

export const currentUserQueryKey = USER_QUERY_KEY;

export function selectCurrentUser(answer: ApiData<CurrentUser> | undefined): CurrentUser | undefined {
  return answer?.data;
}

/** Signed-out visitors never ask for the user (it would only log ERR-08 and answer 401). */
export function canFetchCurrentUser(): boolean {
  return getAccessToken() !== null;
}
