// The one REST client of the SPA (spec §7): base /api, bearer token, 30 s timeout,
// refresh before an expired token is used, one refresh-and-retry on a 401.
import { env } from '@/config/env';

import { clearAuthStorage, getAccessToken, getAuthData, isTokenExpired, updateTokens } from './auth-storage';
import { REQUEST_TIMEOUT_MS, retryDelay, shouldRetry } from './cache-policy';

export const AUTH_ERROR_EVENT = 'auth-error';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** 'NETWORK_ERROR', 'TIMEOUT', 'INVALID_FORMAT' or the server's code. */
  readonly code: string;
  /** True when `message` is the server's own message. */
  readonly fromServer: boolean;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { fromServer?: boolean; details?: Record<string, unknown> } = {},
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

interface ErrorPayload {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

interface RefreshAnswer {
  success?: boolean;
  data?: { token?: string; refreshToken?: string };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
  const body: ErrorPayload = typeof payload === 'object' && payload !== null ? (payload as ErrorPayload) : {};
  const serverMessage = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const details =
    typeof body.details === 'object' && body.details !== null ? (body.details as Record<string, unknown>) : undefined;
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

/** Clears the session and tells the app (which sends the user to /login). */
export function handleAuthFailure(): void {
  clearAuthStorage();
  window.dispatchEvent(new CustomEvent(AUTH_ERROR_EVENT));
}

let refreshing: Promise<string | null> | null = null;

async function runRefresh(): Promise<string | null> {
  const refreshToken = getAuthData()?.refreshToken;
  if (!refreshToken) {
    handleAuthFailure();
    return null;
  }
  try {
    const answer = await send<RefreshAnswer>('/auth/token/refresh', { method: 'POST', body: { refreshToken } }, null);
    if (answer.success && answer.data?.token) {
      updateTokens(answer.data.token, answer.data.refreshToken ?? refreshToken);
      return answer.data.token;
    }
  } catch (error) {
    // A network failure or server fault says nothing about the session: keep it and let the caller fail.
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return null;
  }
  handleAuthFailure();
  return null;
}

/** One refresh at a time, shared by every caller (REST and GraphQL). Resolves to the new token or null. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The stored token, refreshed first when it has expired and a refresh token exists. */
export async function getValidAccessToken(): Promise<string | null> {
  const data = getAuthData();
  if (data && isTokenExpired(data) && data.refreshToken) return refreshAccessToken();
  return getAccessToken();
}

async function sendWithAuth<T>(path: string, options: RequestOptions): Promise<T> {
  if (options.skipAuth) return send<T>(path, options, null);
  const token = await getValidAccessToken();
  if (!token && !path.startsWith('/companies')) console.warn(`Authentication required: no access token for ${path}`);
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const renewed = await refreshAccessToken();
    if (!renewed) throw error;
    return send<T>(path, options, renewed);
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const kind = (options.method ?? 'GET') === 'GET' ? 'query' : 'mutation';
  for (let failures = 1; ; failures += 1) {
    try {
      return await sendWithAuth<T>(path, options);
    } catch (error) {
      if (options.signal?.aborted || !shouldRetry(kind, failures, error)) throw error;
      await sleep(retryDelay(kind, failures));
    }
  }
}
