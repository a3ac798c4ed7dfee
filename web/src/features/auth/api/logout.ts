import { clearAuthStorage } from '@/lib/auth-storage';

/**
 * AUTH-05..07: loads the clean-up routine on demand (CALL-13) and runs it; if even loading it fails,
 * the stored session is still cleared.
 */
export async function endSession(notifyServer: boolean): Promise<void> {
  try {
    const { runAuthCleanup } = await import('@/lib/auth-cleanup');
    await runAuthCleanup({ notifyServer });
  } catch {
    clearAuthStorage();
  }
}

/** A user logout: tells the server when there is a refresh token, then clears everything. */
export function logout(): Promise<void> {
  return endSession(true);
}
