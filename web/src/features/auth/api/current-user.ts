import { getAccessToken } from '@/lib/auth-storage';
import { USER_QUERY_KEY } from '@/lib/query-client';

export interface CurrentCompany {
  id: string;
  name: string;
  logoUrl: string | null;
}

export interface CurrentUser {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  createdAt?: string;
  /** Absent while the cache holds the user seeded by login (the login answer has no company). */
  company?: CurrentCompany | null;
}

/** GET /api/user answer (CALL-03); the query cache keeps the whole envelope. */
export interface CurrentUserAnswer {
  success: boolean;
  data: CurrentUser;
}

export const currentUserQueryKey = USER_QUERY_KEY;

export function selectCurrentUser(answer: CurrentUserAnswer | undefined): CurrentUser | undefined {
  return answer?.data;
}

/** Signed-out visitors never ask for the user (it would only log ERR-08 and answer 401). */
export function canFetchCurrentUser(): boolean {
  return getAccessToken() !== null;
}
