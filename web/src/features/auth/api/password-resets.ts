import type {
  PasswordResetDoneResponse,
  PasswordResetPreviewBody,
  PasswordResetPreviewResponse,
  PasswordResetRequestedResponse,
} from '@pm/contracts';

import { ApiError, apiRequest } from '@/lib/rest-client';

const BASE = '/auth/password-resets';

/** The same answer whether or not the address has an account; its message says so. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await apiRequest<PasswordResetRequestedResponse>(BASE, {
    method: 'POST',
    body: { email },
    skipAuth: true,
  });
  return answer.message;
}

export function passwordResetQueryKey(token: string) {
  return [BASE, token] as const;
}

/** Read-only: opening the link uses nothing (mail scanners open links too). */
export async function fetchPasswordReset(token: string, signal?: AbortSignal): Promise<PasswordResetPreviewBody> {
  const answer = await apiRequest<PasswordResetPreviewResponse | undefined>(`${BASE}/${encodeURIComponent(token)}`, {
    signal,
    skipAuth: true,
  });
  if (!answer?.success) throw new ApiError(404, 'PASSWORD_RESET_NOT_FOUND', 'This password reset link is not valid');
  return answer.data;
}

export async function resetPassword(token: string, password: string): Promise<string> {
  const answer = await apiRequest<PasswordResetDoneResponse>(`${BASE}/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
    skipAuth: true,
  });
  return answer.message;
}

export type PasswordResetProblem = 'expired' | 'used' | 'unknown' | 'unavailable';

/** Identity answers 410 expired, 409 used, 404 unknown. */
export function passwordResetProblem(error: unknown): PasswordResetProblem {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'used';
  if (error.status === 404 || error.status === 400) return 'unknown';
  return 'unavailable';
}
