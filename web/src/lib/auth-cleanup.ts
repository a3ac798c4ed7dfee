// CALL-13: loaded on demand (logout, a session's end), so the sign-out code stays out of the first bundle.
import { apolloClient } from './apollo';
import { clearAuthStorage, getRefreshToken } from './auth-storage';
import { queryClient } from './query-client';
import { apiRequest } from './rest-client';

export interface AuthCleanupOptions {
  /** A user logout tells the server (AUTH-05); a session that ended by itself has nothing left to revoke. */
  notifyServer: boolean;
}

/** Clears every cached piece of the session; whatever fails, everything is still cleared (AUTH-07). */
export async function runAuthCleanup({ notifyServer }: AuthCleanupOptions): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    if (notifyServer && refreshToken) {
      // CALL-08: {refreshToken}, with cookies (the REST client always sends credentials).
      await apiRequest<unknown>('/auth/logout', { method: 'POST', body: { refreshToken }, skipAuth: true });
    }
  } catch {
    // The session ends locally even when the server cannot be told.
  } finally {
    clearAuthStorage();
    queryClient.clear();
    await apolloClient.clearStore().catch(() => undefined);
  }
}
