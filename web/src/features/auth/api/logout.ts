import { clearAuthStorage } from '@/lib/auth-storage';

/** AUTH-05..07, CALL-13: if even loading the clean-up routine fails, the stored session is still cleared. */
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
