import { saveAuthData, toExpiresAt } from '@/lib/auth-storage';
import type { AuthData, StoredUser } from '@/lib/auth-storage';
import { ApiError, apiRequest } from '@/lib/rest-client';

export interface LoginCredentials {
  email: string;
  password: string;
}

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

/** POST /api/auth/token; on success the session is stored (authData + authToken). */
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
    throw new LoginError(answer?.message || 'Login failed');
  }
  const authData: AuthData = {
    token: data.token,
    refreshToken: data.refreshToken ?? null,
    expiresAt: toExpiresAt(data.expiresAt),
    user: data.user,
  };
  saveAuthData(authData);
  return authData;
}
