// Stored sign-in state, exactly as the spec keeps it: `authData` (JSON) plus a separate `authToken`.

const AUTH_DATA_KEY = 'authData';
const AUTH_TOKEN_KEY = 'authToken';
const HOUR_MS = 60 * 60 * 1000;

export interface StoredUser {
  id: string;
  email: string;
  role: string;
  firstName?: string;
  lastName?: string;
  companyId?: string;
}

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

function isInstalledApp(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** Lifetime given to a token after login without an expiry, or after a refresh: 24 h, 7 days in the installed app. */
export function tokenLifetimeMs(): number {
  return isInstalledApp() ? 7 * 24 * HOUR_MS : 24 * HOUR_MS;
}

/** Accepts epoch ms, an ISO string or nothing (then the default lifetime applies). */
export function toExpiresAt(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Date.now() + tokenLifetimeMs();
}

function asUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<StoredUser>;
  return typeof candidate.id === 'string' && typeof candidate.email === 'string' ? (value as StoredUser) : null;
}

export function getAuthData(): AuthData | null {
  const raw = localStorage.getItem(AUTH_DATA_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredAuthData;
    if (typeof parsed.token !== 'string' || parsed.token === '') return null;
    return {
      token: parsed.token,
      refreshToken: typeof parsed.refreshToken === 'string' && parsed.refreshToken !== '' ? parsed.refreshToken : null,
      expiresAt: toExpiresAt(parsed.expiresAt),
      user: asUser(parsed.user ?? parsed.userData),
    };
  } catch {
    // Unreadable auth data is stale: drop it so the app starts signed out.
    localStorage.removeItem(AUTH_DATA_KEY);
    return null;
  }
}

export function getAccessToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY) ?? getAuthData()?.token ?? null;
}

export function saveAuthData(data: AuthData): void {
  localStorage.setItem(AUTH_DATA_KEY, JSON.stringify(data));
  localStorage.setItem(AUTH_TOKEN_KEY, data.token);
}

/** Stores rotated tokens after a refresh, keeping the user. */
export function updateTokens(token: string, refreshToken: string | null): void {
  const current = getAuthData();
  saveAuthData({
    token,
    refreshToken: refreshToken ?? current?.refreshToken ?? null,
    expiresAt: Date.now() + tokenLifetimeMs(),
    user: current?.user ?? null,
  });
}

export function isTokenExpired(data: AuthData, now = Date.now()): boolean {
  return data.expiresAt <= now;
}

/**
 * Signed in means a token we can use or renew. An expired token without a
 * refresh token is stale and is cleared here.
 */
export function isAuthenticated(): boolean {
  const data = getAuthData();
  if (!data) return getAccessToken() !== null;
  if (isTokenExpired(data) && !data.refreshToken) {
    clearAuthStorage();
    return false;
  }
  return true;
}

const AUTH_KEY_PATTERN = /auth|token|user/i;

/** Logout and failed refresh: every key mentioning auth, token or user, and the whole session storage. */
export function clearAuthStorage(): void {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key !== null && AUTH_KEY_PATTERN.test(key)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
  sessionStorage.clear();
}
