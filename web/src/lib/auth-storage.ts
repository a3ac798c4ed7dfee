// Stored sign-in state, exactly as spec §3 keeps it (ENT-01): `authData` (JSON: token, refreshToken,
// expiresAt in epoch ms, user — older builds wrote `userData`) plus a separate `authToken` key.
import type { UserBody } from '@pm/contracts';

const AUTH_DATA_KEY = 'authData';
export const AUTH_TOKEN_KEY = 'authToken';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** AUTH-12: lifetime stored after a refresh. */
const TOKEN_LIFETIME_MS = 24 * HOUR_MS;
const INSTALLED_TOKEN_LIFETIME_MS = 7 * 24 * HOUR_MS;
/** AUTH-02 / §9: expiry given to sign-in data that arrives without one: 1440 minutes. */
export const DEFAULT_AUTH_EXPIRY_MS = 1440 * MINUTE_MS;

/** The login answer's user; data stored by older builds may lack the names and the company. */
export type StoredUser = Pick<UserBody, 'id' | 'email' | 'role'> &
  Partial<Pick<UserBody, 'firstName' | 'lastName' | 'companyId'>>;

export interface AuthData {
  token: string;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
  user: StoredUser | null;
}

interface StoredAuthData {
  token?: unknown;
  refreshToken?: unknown;
  expiresAt?: unknown;
  user?: unknown;
  userData?: unknown;
}

interface StandaloneNavigator extends Navigator {
  standalone?: boolean;
}

function isInstalledApp(): boolean {
  const standaloneMedia =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || (navigator as StandaloneNavigator).standalone === true;
}

/** AUTH-12: 24 h, or 7 days in the installed app. */
export function tokenLifetimeMs(): number {
  return isInstalledApp() ? INSTALLED_TOKEN_LIFETIME_MS : TOKEN_LIFETIME_MS;
}

/** Epoch ms or seconds, an ISO string or nothing; unusable values get the 1440-minute default (AUTH-02). */
export function toExpiresAt(value: unknown, now = Date.now()): number {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    // A value this small is seconds since the epoch (JWT style), not milliseconds.
    return value < 1e11 ? value * 1000 : value;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const numeric = Number(value);
    if (Number.isFinite(numeric)) return toExpiresAt(numeric, now);
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return now + DEFAULT_AUTH_EXPIRY_MS;
}

function asUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<StoredUser>;
  return typeof candidate.id === 'string' && typeof candidate.email === 'string' ? (value as StoredUser) : null;
}

function readStored(): StoredAuthData | null | 'unreadable' {
  const raw = localStorage.getItem(AUTH_DATA_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredAuthData) : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** The stored auth data, or null when there is none or it cannot be used. */
export function getAuthData(): AuthData | null {
  const parsed = readStored();
  if (parsed === null || parsed === 'unreadable') return null;
  if (typeof parsed.token !== 'string' || parsed.token === '') return null;
  return {
    token: parsed.token,
    refreshToken: typeof parsed.refreshToken === 'string' && parsed.refreshToken !== '' ? parsed.refreshToken : null,
    expiresAt: toExpiresAt(parsed.expiresAt),
    user: asUser(parsed.user ?? parsed.userData),
  };
}

export function getAccessToken(): string | null {
  return getAuthData()?.token ?? null;
}

export function getRefreshToken(): string | null {
  return getAuthData()?.refreshToken ?? null;
}

/** AUTH-01: both keys are written together. */
export function saveAuthData(data: AuthData): void {
  localStorage.setItem(AUTH_DATA_KEY, JSON.stringify(data));
  localStorage.setItem(AUTH_TOKEN_KEY, data.token);
}

/** After a refresh: rotated tokens, the AUTH-12 lifetime, the same user. */
export function updateTokens(token: string, refreshToken: string | null, now = Date.now()): void {
  const current = getAuthData();
  saveAuthData({
    token,
    refreshToken: refreshToken ?? current?.refreshToken ?? null,
    expiresAt: now + tokenLifetimeMs(),
    user: current?.user ?? null,
  });
}

export function isTokenExpired(data: AuthData, now = Date.now()): boolean {
  return data.expiresAt <= now;
}

export type StaleReason =
  'unreadable-auth-data' | 'token-without-auth-data' | 'token-mismatch' | 'expired-without-refresh-token';

/**
 * AUTH-11. An expired token with a refresh token is not stale (AUTH-08). The format is not checked: a refused
 * token ends the session through the 401 -> refresh path (AUTH-09, AUTH-10).
 */
export function staleAuthReason(now = Date.now()): StaleReason | null {
  const stored = readStored();
  const separateToken = localStorage.getItem(AUTH_TOKEN_KEY);
  if (stored === null) return separateToken !== null ? 'token-without-auth-data' : null;
  const data = getAuthData();
  if (stored === 'unreadable' || data === null) return 'unreadable-auth-data';
  if (separateToken !== null && separateToken !== data.token) return 'token-mismatch';
  if (isTokenExpired(data, now) && !data.refreshToken) return 'expired-without-refresh-token';
  return null;
}

/** AUTH-11: clears stale auth data; true when it did. A usable session missing only `authToken` gets it back. */
export function clearStaleAuth(now = Date.now()): boolean {
  const reason = staleAuthReason(now);
  if (reason !== null) {
    clearAuthStorage();
    return true;
  }
  const data = getAuthData();
  if (data && localStorage.getItem(AUTH_TOKEN_KEY) === null) localStorage.setItem(AUTH_TOKEN_KEY, data.token);
  return false;
}

/** Signed in means a token we can use or renew; stale data is cleared on the way (AUTH-11). */
export function isAuthenticated(): boolean {
  clearStaleAuth();
  return getAuthData() !== null;
}

const AUTH_KEY_PATTERN = /auth|token|user/i;

/** AUTH-06 / AUTH-10: every local key mentioning auth, token or user, and the whole session storage. */
export function clearAuthStorage(): void {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key !== null && AUTH_KEY_PATTERN.test(key)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
  sessionStorage.clear();
}
