import type { ErrorBody, LoginRequest, LoginResponse } from '@pm/contracts';

import { toExpiresAt } from '@/lib/auth-storage';
import type { AuthData } from '@/lib/auth-storage';
import { ApiError, apiRequest } from '@/lib/rest-client';

export class LoginError extends Error {
  override readonly name = 'LoginError';
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.status === 401) return 'Invalid credentials';
  }
  return 'Login failed';
}

/** CALL-06, VAL-01: an answer without success, a token and a user is a failure. */
export async function login(credentials: LoginRequest): Promise<AuthData> {
  // ENT-04; a refusal normally arrives as an error status, but VAL-01 also reads `success: false` in a 200.
  let answer: LoginResponse | ErrorBody | undefined;
  try {
    answer = await apiRequest<LoginResponse | ErrorBody | undefined>('/auth/token', {
      method: 'POST',
      body: credentials,
      skipAuth: true,
    });
  } catch (error) {
    throw new LoginError(failureMessage(error));
  }
  const data = answer?.success === true ? answer.data : undefined;
  if (!data?.token || !data.user) {
    throw new LoginError(answer?.message || (answer?.success === false ? 'Invalid credentials' : 'Login failed'));
  }
  return {
    token: data.token,
    refreshToken: data.refreshToken ?? null,
    expiresAt: toExpiresAt(data.expiresAt),
    user: data.user,
  };
}
