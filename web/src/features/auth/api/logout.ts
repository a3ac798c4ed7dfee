import { clearAuthStorage, getAuthData } from '@/lib/auth-storage';
import { apiRequest } from '@/lib/rest-client';

/** Tells the server (when there is a refresh token to revoke), then clears every stored auth key whatever happened. */
export async function logout(): Promise<void> {
  const refreshToken = getAuthData()?.refreshToken;
  try {
    if (refreshToken)
      await apiRequest<unknown>('/auth/logout', { method: 'POST', body: { refreshToken }, skipAuth: true });
  } catch {
    // The session ends locally even when the server cannot be told.
  } finally {
    clearAuthStorage();
  }
}
