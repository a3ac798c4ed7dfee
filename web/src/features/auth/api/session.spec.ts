import { QueryClient } from '@tanstack/react-query';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import { getAuthData } from '@/lib/auth-storage';
import type { StoredUser } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';

import { consumeOAuthRedirect } from './oauth-redirect';
import { startSession } from './session';

const MIN = 60_000;
const user = {
  id: 'user-1',
  companyId: 'company-1',
  email: 'manager@example.com',
  firstName: 'Mia',
  lastName: 'Manager',
  role: 'manager',
} satisfies StoredUser;
const fullUser = { ...user, company: { id: 'company-1', name: 'Acme Lettings', logoUrl: null } };

function apiRoutes() {
  return installFakeFetch({
    'GET /api/user': { body: { success: true, data: fullUser } },
    'GET /api/properties': { body: { success: true, data: [] } },
    'GET /api/maintenance': { body: { success: true, data: [] } },
  });
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z') });
  window.history.replaceState(null, '', '/');
});

afterEach(() => jest.useRealTimers());

describe('starting a session', () => {
  it('[AUTH-01] stores authData and authToken and caches the user under /user', () => {
    apiRoutes();
    const client = createQueryClient();
    const token = fakeJwt();
    startSession(client, { token, refreshToken: 'r1', expiresAt: Date.now() + 60 * MIN, user });
    expect(getAuthData()).toEqual({ token, refreshToken: 'r1', expiresAt: Date.now() + 60 * MIN, user });
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(client.getQueryData(['/user'])).toEqual({ success: true, data: user });
  });

  it('[AUTH-04] [CALL-04] 100 ms after login prefetches /api/user, /api/properties and /api/maintenance', async () => {
    const fake = apiRoutes();
    const client = createQueryClient();
    startSession(client, { token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 60 * MIN, user });
    await jest.advanceTimersByTimeAsync(99);
    expect(fake.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls.map((call) => call.url).sort()).toEqual(['/api/maintenance', '/api/properties', '/api/user']);
    expect(client.getQueryData(['/properties'])).toEqual({ success: true, data: [] });
    // The prefetched user replaces the seeded one (it has the company).
    expect(client.getQueryData(['/user'])).toEqual({ success: true, data: fullUser });
  });

  it('[CALL-03] the user is prefetched to stay fresh for 30 min', async () => {
    apiRoutes();
    const client = new QueryClient();
    const prefetch = jest.spyOn(client, 'prefetchQuery');
    startSession(client, { token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 60 * MIN, user });
    await jest.advanceTimersByTimeAsync(100);
    expect(prefetch).toHaveBeenCalledWith({ queryKey: ['/user'], staleTime: 30 * MIN });
  });
});

describe('OAuth redirect', () => {
  const payload = { token: 'oauth-token', refreshToken: 'oauth-refresh', user, expiresAt: 1_900_000_000_000 };

  it('[AUTH-02] stores the auth query parameter JSON as the session', () => {
    apiRoutes();
    const client = createQueryClient();
    window.history.replaceState(null, '', `/dashboard?auth=${encodeURIComponent(JSON.stringify(payload))}`);
    expect(consumeOAuthRedirect(client)).toBe(true);
    expect(getAuthData()).toEqual({
      token: 'oauth-token',
      refreshToken: 'oauth-refresh',
      expiresAt: 1_900_000_000_000,
      user,
    });
    expect(localStorage.getItem('authToken')).toBe('oauth-token');
    expect(client.getQueryData(['/user'])).toEqual({ success: true, data: user });
  });

  it('[AUTH-02] without expiresAt the expiry is 1440 minutes from now', () => {
    apiRoutes();
    const { expiresAt: _ignored, ...withoutExpiry } = payload;
    window.history.replaceState(null, '', `/?auth=${encodeURIComponent(JSON.stringify(withoutExpiry))}`);
    consumeOAuthRedirect(createQueryClient());
    expect(getAuthData()?.expiresAt).toBe(Date.now() + 1440 * MIN);
  });

  it('[AUTH-03] removes the auth and welcome parameters with history.replaceState, keeping the rest', () => {
    apiRoutes();
    const replaceState = jest.spyOn(window.history, 'replaceState');
    window.history.pushState(
      null,
      '',
      `/dashboard?tab=1&welcome=true&auth=${encodeURIComponent(JSON.stringify(payload))}#top`,
    );
    const lengthBefore = window.history.length;
    consumeOAuthRedirect(createQueryClient());
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/dashboard?tab=1#top');
    expect(window.history.length).toBe(lengthBefore);
    replaceState.mockRestore();
  });

  it('[AUTH-02] a page without the auth parameter is left alone', () => {
    window.history.replaceState(null, '', '/pricing?welcome=true');
    expect(consumeOAuthRedirect(createQueryClient())).toBe(false);
    expect(window.location.search).toBe('?welcome=true');
    expect(getAuthData()).toBeNull();
  });
});
