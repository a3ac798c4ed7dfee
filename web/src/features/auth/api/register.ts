import type {
  InvitationPreviewBody,
  InvitationPreviewResponse,
  RegisterRequest,
  RegisterResponse,
} from '@pm/contracts';

import { ApiError, apiRequest } from '@/lib/rest-client';

class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
}

/** CALL-09: no bearer token. ApiError is thrown as it is, so its per-field messages reach the form. */
export async function register(body: RegisterRequest): Promise<void> {
  let answer: RegisterResponse | undefined;
  try {
    answer = await apiRequest<RegisterResponse | undefined>('/register', { method: 'POST', body, skipAuth: true });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new RegistrationError('Registration failed');
  }
  if (!answer?.success) throw new RegistrationError(answer?.message || 'Registration failed');
}

export function invitationQueryKey(hash: string) {
  return ['/register/invitations', hash] as const;
}

export async function fetchInvitation(hash: string, signal?: AbortSignal): Promise<InvitationPreviewBody> {
  const answer = await apiRequest<InvitationPreviewResponse | undefined>(
    `/register/invitations/${encodeURIComponent(hash)}`,
    {
      signal,
      skipAuth: true,
    },
  );
  if (!answer?.success || !answer.data) throw new ApiError(404, 'INVITATION_NOT_FOUND', 'Invitation not found');
  return answer.data;
}

export type InvitationProblem = 'expired' | 'used' | 'unknown' | 'unavailable';

/** Why an invitation cannot be used: identity answers 410 expired, 409 used, 404 unknown. */
export function invitationProblem(error: unknown): InvitationProblem {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.code === 'INVITATION_EXPIRED' || error.status === 410) return 'expired';
  if (error.code === 'INVITATION_USED' || error.status === 409) return 'used';
  if (error.code === 'INVITATION_NOT_FOUND' || error.status === 404 || error.status === 400) return 'unknown';
  return 'unavailable';
}
