import { fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { getAuthData, saveAuthData } from './auth-storage';
import type { StoredUser } from './auth-storage';
import { ApiError, apiRequest, AUTH_ERROR_EVENT } from './rest-client';

const HOUR = 60 * 60 * 1000;
const user = { id: 'user-1', email: 'manager@example.com', role: 'manager' } satisfies StoredUser;
const OLD = fakeJwt({ sub: 'user-1', v: 1 });
const NEW = fakeJwt({ sub: 'user-1', v: 2 });

function signIn(expiresIn = HOUR, refreshToken: string | null = 'refresh-1') {
  saveAuthData({ token: OLD, refreshToken, expiresAt: Date.now() + expiresIn, user });
}

const refreshOk = { body: { success: true, data: { token: NEW, refreshToken: 'refresh-2', expiresAt: 0 } } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('REST client', () => {
  it('[CALL-01] calls /api + path with a Bearer header and cookies', async () => {
    signIn();
    const fake = installFakeFetch({ 'GET /api/properties': { body: { success: true, data: [] } } });
    await expect(apiRequest('/properties')).resolves.toEqual({ success: true, data: [] });
    expect(fake.calls[0]).toMatchObject({ url: '/api/properties', credentials: 'include' });
    expect(fake.calls[0]?.headers.Authorization).toBe(`Bearer ${OLD}`);
  });

  it('[CONST-01] [ERR-09] gives up after 30 s with the TIMEOUT code', async () => {
    jest.useFakeTimers();
    signIn();
    installFakeFetch({ 'GET /api/properties': { hang: true } });
    const result = apiRequest('/properties').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it('[ERR-09] surfaces a network failure with the NETWORK_ERROR code', async () => {
    signIn();
    installFakeFetch({ 'GET /api/properties': { networkError: true } });
    await expect(apiRequest('/properties')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('[ERR-09] keeps the server code and message of an error body', async () => {
    signIn();
    installFakeFetch({
      'GET /api/properties': {
        status: 403,
        body: { success: false, statusCode: 403, code: 'FORBIDDEN', message: 'No' },
      },
    });
    await expect(apiRequest('/properties')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No' });
  });

  it('[ERR-08] a missing token on a non-auth, non-company request logs an authentication-required error', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch({
      'GET /api/properties': { status: 401, body: { message: 'Unauthorized' } },
      'GET /api/companies/current': { body: { success: true } },
      'POST /api/auth/token/refresh': { status: 401 },
    });
    await apiRequest('/companies/current');
    expect(log).not.toHaveBeenCalled();
    await expect(apiRequest('/properties')).rejects.toMatchObject({ status: 401 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^Authentication required/);
  });

  it('[AUTH-08] [CALL-07] an expired token with a refresh token is refreshed before the request', async () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z') });
    signIn(-1);
    const fake = installFakeFetch({
      'POST /api/auth/token/refresh': refreshOk,
      'GET /api/properties': { body: { success: true, data: [] } },
    });
    await apiRequest('/properties');
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/auth/token/refresh',
      'GET /api/properties',
    ]);
    expect(fake.calls[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(fake.calls[0]?.credentials).toBe('include');
    expect(fake.calls[1]?.headers.Authorization).toBe(`Bearer ${NEW}`);
    // [AUTH-12] stored lifetime after refresh: 24 h
    expect(getAuthData()).toMatchObject({ token: NEW, refreshToken: 'refresh-2', expiresAt: Date.now() + 24 * HOUR });
    expect(localStorage.getItem('authToken')).toBe(NEW);
  });

  it('[AUTH-09] a 401 triggers one refresh and one retry with the new token', async () => {
    signIn();
    let served = 0;
    const fake = installFakeFetch({
      'POST /api/auth/token/refresh': refreshOk,
      'GET /api/properties': () => (served++ === 0 ? { status: 401 } : { body: { success: true, data: [1] } }),
    });
    await expect(apiRequest('/properties')).resolves.toEqual({ success: true, data: [1] });
    expect(fake.callsTo('POST', '/api/auth/token/refresh')).toHaveLength(1);
    const gets = fake.callsTo('GET', '/api/properties');
    expect(gets.map((call) => call.headers.Authorization)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
  });

  it('[AUTH-09] a second 401 after the retry is not refreshed again', async () => {
    signIn();
    const fake = installFakeFetch({
      'POST /api/auth/token/refresh': refreshOk,
      'GET /api/properties': { status: 401 },
    });
    await expect(apiRequest('/properties')).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('POST', '/api/auth/token/refresh')).toHaveLength(1);
    expect(fake.callsTo('GET', '/api/properties')).toHaveLength(2);
  });

  it('[AUTH-09] single flight: two concurrent 401s share ONE refresh', async () => {
    signIn();
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const fake = installFakeFetch({
      'POST /api/auth/token/refresh': async () => {
        await refreshGate;
        return refreshOk;
      },
      'GET /api/properties': (call) =>
        call.headers.Authorization === `Bearer ${NEW}` ? { body: { data: 'p' } } : { status: 401 },
      'GET /api/maintenance': (call) =>
        call.headers.Authorization === `Bearer ${NEW}` ? { body: { data: 'm' } } : { status: 401 },
    });
    const both = Promise.all([apiRequest('/properties'), apiRequest('/maintenance')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();
    await expect(both).resolves.toEqual([{ data: 'p' }, { data: 'm' }]);
    expect(fake.callsTo('POST', '/api/auth/token/refresh')).toHaveLength(1);
  });

  it('[AUTH-10] a refused refresh clears all auth data and fires the auth-error event', async () => {
    signIn();
    localStorage.setItem('userPrefs', 'x');
    sessionStorage.setItem('draft', 'x');
    const onAuthError = jest.fn();
    window.addEventListener(AUTH_ERROR_EVENT, onAuthError);
    installFakeFetch({
      'POST /api/auth/token/refresh': { status: 401, body: { success: false, message: 'Refresh token expired' } },
      'GET /api/properties': { status: 401 },
    });
    await expect(apiRequest('/properties')).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(AUTH_ERROR_EVENT, onAuthError);
    expect(onAuthError).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('authData')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userPrefs')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('[AUTH-10] a refresh answer without success counts as a failed refresh', async () => {
    signIn(-1);
    const onAuthError = jest.fn();
    window.addEventListener(AUTH_ERROR_EVENT, onAuthError);
    installFakeFetch({ 'POST /api/auth/token/refresh': { body: { success: false, message: 'nope' } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await apiRequest('/companies/current').catch(() => undefined);
    window.removeEventListener(AUTH_ERROR_EVENT, onAuthError);
    expect(onAuthError).toHaveBeenCalledTimes(1);
    expect(getAuthData()).toBeNull();
  });

  it('[AUTH-11] stale auth data is cleared before a request and no token is sent', async () => {
    signIn();
    localStorage.setItem('authToken', 'a-token-of-another-session');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = installFakeFetch({ 'GET /api/companies/current': { body: {} } });
    await apiRequest('/companies/current');
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
    expect(localStorage.getItem('authData')).toBeNull();
  });
});
