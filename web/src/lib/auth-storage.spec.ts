import { fakeJwt } from '../../test/fake-fetch';
import {
  clearAuthStorage,
  clearStaleAuth,
  DEFAULT_AUTH_EXPIRY_MS,
  getAuthData,
  isAuthenticated,
  saveAuthData,
  staleAuthReason,
  toExpiresAt,
  tokenLifetimeMs,
  updateTokens,
} from './auth-storage';
import type { StoredUser } from './auth-storage';

const HOUR = 60 * 60 * 1000;
const user = { id: 'user-1', email: 'manager@example.com', role: 'manager' } satisfies StoredUser;

function setStandalone(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: matches && query === '(display-mode: standalone)' }),
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setStandalone(false);
  Object.defineProperty(navigator, 'standalone', { configurable: true, value: undefined });
  jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z') });
});

afterEach(() => jest.useRealTimers());

describe('auth storage', () => {
  it('[ENT-01] stores authData {token, refreshToken, expiresAt in epoch ms, user} and a separate authToken', () => {
    const token = fakeJwt();
    saveAuthData({ token, refreshToken: 'r1', expiresAt: Date.now() + HOUR, user });
    expect(JSON.parse(localStorage.getItem('authData') ?? '{}')).toEqual({
      token,
      refreshToken: 'r1',
      expiresAt: Date.now() + HOUR,
      user,
    });
    expect(localStorage.getItem('authToken')).toBe(token);
  });

  it('[ENT-01] reads the legacy userData field as the user', () => {
    localStorage.setItem('authData', JSON.stringify({ token: 't', refreshToken: 'r', expiresAt: 1, userData: user }));
    expect(getAuthData()?.user).toEqual(user);
  });

  it('[AUTH-02] an expiry that is absent defaults to 1440 minutes from now', () => {
    expect(DEFAULT_AUTH_EXPIRY_MS).toBe(1440 * 60 * 1000);
    expect(toExpiresAt(undefined)).toBe(Date.now() + 1440 * 60 * 1000);
    expect(toExpiresAt('2025-06-02T00:00:00Z')).toBe(Date.parse('2025-06-02T00:00:00Z'));
    expect(toExpiresAt(1_800_000_000)).toBe(1_800_000_000_000);
  });

  it('[AUTH-12] the lifetime stored after a refresh is 24 h in the browser', () => {
    saveAuthData({ token: 'old', refreshToken: 'r1', expiresAt: Date.now(), user });
    updateTokens('new', 'r2');
    expect(tokenLifetimeMs()).toBe(24 * HOUR);
    expect(getAuthData()).toEqual({ token: 'new', refreshToken: 'r2', expiresAt: Date.now() + 24 * HOUR, user });
    expect(localStorage.getItem('authToken')).toBe('new');
  });

  it('[AUTH-12] the lifetime is 7 days in installed-app mode (display-mode: standalone)', () => {
    setStandalone(true);
    updateTokens('new', 'r2');
    expect(getAuthData()?.expiresAt).toBe(Date.now() + 7 * 24 * HOUR);
  });

  it('[AUTH-12] the lifetime is 7 days when navigator.standalone is set (iOS home screen)', () => {
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    expect(tokenLifetimeMs()).toBe(7 * 24 * HOUR);
  });

  it('[AUTH-06] clears every local key containing auth, token or user and the whole session storage', () => {
    localStorage.setItem('authData', '{}');
    localStorage.setItem('authToken', 't');
    localStorage.setItem('userData', '{}');
    localStorage.setItem('lastUserView', 'x');
    localStorage.setItem('refreshTOKEN', 'x');
    localStorage.setItem('sidebar-state', 'open');
    sessionStorage.setItem('anything', '1');
    clearAuthStorage();
    expect(Object.keys({ ...localStorage })).toEqual(['sidebar-state']);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('[AUTH-11] stale token detection', () => {
  const valid = () => saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + HOUR, user });

  it('[AUTH-11] a fresh, consistent JWT session is not stale and is kept', () => {
    valid();
    expect(staleAuthReason()).toBeNull();
    expect(clearStaleAuth()).toBe(false);
    expect(isAuthenticated()).toBe(true);
  });

  it('[AUTH-11] authToken that differs from authData.token is stale and everything is cleared', () => {
    valid();
    localStorage.setItem('authToken', fakeJwt({ sub: 'someone-else' }));
    expect(staleAuthReason()).toBe('token-mismatch');
    expect(isAuthenticated()).toBe(false);
    expect(localStorage.getItem('authData')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('[AUTH-11] an expired token without a refresh token is stale', () => {
    saveAuthData({ token: fakeJwt(), refreshToken: null, expiresAt: Date.now() - 1, user });
    expect(staleAuthReason()).toBe('expired-without-refresh-token');
    expect(isAuthenticated()).toBe(false);
  });

  it('[AUTH-11] [AUTH-08] an expired token WITH a refresh token is not stale (it gets refreshed)', () => {
    saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() - 1, user });
    expect(staleAuthReason()).toBeNull();
    expect(isAuthenticated()).toBe(true);
  });

  it('[AUTH-11] unreadable authData, or an authToken without authData, is stale', () => {
    localStorage.setItem('authData', '{not json');
    expect(staleAuthReason()).toBe('unreadable-auth-data');
    localStorage.clear();
    localStorage.setItem('authToken', fakeJwt());
    expect(staleAuthReason()).toBe('token-without-auth-data');
    expect(clearStaleAuth()).toBe(true);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
