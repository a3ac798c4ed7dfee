import type { LoginResponse } from '@pm/contracts';
import type { QueryClient } from '@tanstack/react-query';

import { toExpiresAt } from '@/lib/auth-storage';
import type { StoredUser } from '@/lib/auth-storage';

import { startSession } from './session';

/** The query parameters an OAuth sign-in comes back with (AUTH-02, AUTH-03). */
const OAUTH_AUTH_PARAM = 'auth';
const OAUTH_WELCOME_PARAM = 'welcome';

/** The login answer's data, read from the URL: any field may be missing or of another type. */
type OAuthPayload = Partial<Record<keyof LoginResponse['data'], unknown>>;

function parsePayload(raw: string): OAuthPayload | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as OAuthPayload) : null;
  } catch {
    return null;
  }
}

function asUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Partial<StoredUser>;
  return typeof user.id === 'string' && typeof user.email === 'string' ? (value as StoredUser) : null;
}

/** AUTH-02 (`?auth=` JSON: token, refreshToken, user, expiresAt), AUTH-03; true when a session was started. */
export function consumeOAuthRedirect(client: QueryClient): boolean {
  const url = new URL(window.location.href);
  const raw = url.searchParams.get(OAUTH_AUTH_PARAM);
  if (raw === null) return false;

  const payload = parsePayload(raw);
  const started = typeof payload?.token === 'string' && payload.token !== '';
  if (payload && started) {
    startSession(client, {
      token: payload.token as string,
      refreshToken:
        typeof payload.refreshToken === 'string' && payload.refreshToken !== '' ? payload.refreshToken : null,
      expiresAt: toExpiresAt(payload.expiresAt),
      user: asUser(payload.user),
    });
  }

  url.searchParams.delete(OAUTH_AUTH_PARAM);
  url.searchParams.delete(OAUTH_WELCOME_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return started;
}
