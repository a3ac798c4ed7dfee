// The one REST client of the SPA (spec §7; network-error and timeout codes: ERR-09).
import type { ErrorBody, RefreshResponse } from '@pm/contracts';

import { env } from '@/config/env';

import {
  clearAuthStorage,
  clearStaleAuth,
  getAuthData,
  getRefreshToken,
  isTokenExpired,
  updateTokens,
} from './auth-storage';
import { REQUEST_TIMEOUT_MS } from './cache-policy';

export const AUTH_ERROR_EVENT = 'auth-error';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** 'NETWORK_ERROR', 'TIMEOUT', 'INVALID_FORMAT' or the server's code. */
  readonly code: string;
  /** True when `message` is the server's own message. */
  readonly fromServer: boolean;
  readonly details: ErrorBody['details'];

  constructor(
    status: number,
    code: string,
    message: string,
    options: { fromServer?: boolean; details?: ErrorBody['details'] } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fromServer = options.fromServer ?? false;
    this.details = options.details;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** For the auth endpoints themselves: no bearer header, no refresh, no 401 retry. */
  skipAuth?: boolean;
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, 'INVALID_FORMAT', 'The server answered in an unexpected format');
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  // A proxy or gateway in front of the bff may answer anything: every field of the ErrorBody is checked.
  const body: Partial<ErrorBody> = typeof payload === 'object' && payload !== null ? payload : {};
  const serverMessage = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const details = typeof body.details === 'object' && body.details !== null ? body.details : undefined;
  return new ApiError(
    response.status,
    code,
    serverMessage ?? (response.statusText || `Request failed with status ${response.status}`),
    {
      fromServer: serverMessage !== undefined,
      details,
    },
  );
}

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = (): void => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    const response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
      signal: controller.signal,
    });
    const payload = await readPayload(response);
    if (!response.ok) throw toApiError(response, payload);
    return payload as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(0, 'TIMEOUT', `The request timed out after ${REQUEST_TIMEOUT_MS / 1000} s`);
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** AUTH-10: clears the session and tells the app, which sends the user to /login (app/use-auth-error-redirect.ts). */
export function handleAuthFailure(): void {
  clearAuthStorage();
  window.dispatchEvent(new CustomEvent(AUTH_ERROR_EVENT));
}

let refreshing: Promise<string | null> | null = null;

async function runRefresh(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    handleAuthFailure();
    return null;
  }
  try {
    // CALL-07 / ENT-03: {refreshToken} -> {success, data:{token, refreshToken}, message}.
    const answer = await send<RefreshResponse | undefined>(
      '/auth/token/refresh',
      { method: 'POST', body: { refreshToken } },
      null,
    );
    if (answer?.success && answer.data?.token) {
      updateTokens(answer.data.token, answer.data.refreshToken ?? refreshToken);
      return answer.data.token;
    }
  } catch (error) {
    // Unreachable server or a server fault says nothing about the session: keep it, the caller fails.
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return null;
  }
  handleAuthFailure();
  return null;
}

/** One refresh at a time, shared by REST and GraphQL callers; resolves to the new token or null. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Clears stale auth data first (AUTH-11) and renews an expired token that has a refresh token (AUTH-08). */
export async function getValidAccessToken(): Promise<string | null> {
  clearStaleAuth();
  const data = getAuthData();
  if (!data) return null;
  if (isTokenExpired(data) && data.refreshToken) return refreshAccessToken();
  return data.token;
}

function needsToken(path: string): boolean {
  return !path.startsWith('/auth/') && !path.startsWith('/companies');
}

async function sendWithAuth<T>(path: string, options: RequestOptions): Promise<T> {
  if (options.skipAuth) return send<T>(path, options, null);
  const token = await getValidAccessToken();
  // ERR-08
  if (!token && needsToken(path))
    console.error(`Authentication required: no access token for ${env.apiBaseUrl}${path}`);
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    // AUTH-09: one refresh, one retry; a second 401 is the caller's error.
    const renewed = await refreshAccessToken();
    if (!renewed) throw error;
    return send<T>(path, options, renewed);
  }
}

/** CALL-01. Sent once (plus the AUTH-09 retry): retries are the data cache's job (lib/query-client.ts). */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return sendWithAuth<T>(path, options);
}
