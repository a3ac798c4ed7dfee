import { toExpiresAt } from '@/lib/auth-storage';
import type { AuthData, StoredUser } from '@/lib/auth-storage';
import { ApiError, apiRequest } from '@/lib/rest-client';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** ENT-04: success, data.token, data.user, message. */
interface LoginAnswer {
  success?: boolean;
  message?: string;
  data?: {
    token?: string;
    refreshToken?: string;
    user?: StoredUser;
    expiresAt?: number | string;
  };
}

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

/**
 * CALL-06: POST /api/auth/token with the credentials and cookies. VAL-01: the answer must carry success,
 * a token and a user; the error message is the server's, else 'Invalid credentials' or 'Login failed'.
 */
export async function login(credentials: LoginCredentials): Promise<AuthData> {
  let answer: LoginAnswer | undefined;
  try {
    answer = await apiRequest<LoginAnswer | undefined>('/auth/token', {
      method: 'POST',
      body: credentials,
      skipAuth: true,
    });
  } catch (error) {
    throw new LoginError(failureMessage(error));
  }
  const data = answer?.data;
  if (!answer?.success || !data?.token || !data.user) {
    throw new LoginError(answer?.message || (answer?.success === false ? 'Invalid credentials' : 'Login failed'));
  }
  return {
    token: data.token,
    refreshToken: data.refreshToken ?? null,
    expiresAt: toExpiresAt(data.expiresAt),
    user: data.user,
  };
}
