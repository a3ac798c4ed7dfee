import { fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { apolloClient } from './apollo';
import { runAuthCleanup } from './auth-cleanup';
import { saveAuthData } from './auth-storage';
import { queryClient } from './query-client';

function signIn(refreshToken: string | null) {
  saveAuthData({ token: fakeJwt(), refreshToken, expiresAt: Date.now() + 3_600_000, user: null });
  localStorage.setItem('userSettings', '{}');
  localStorage.setItem('theme', 'dark');
  sessionStorage.setItem('draft', 'x');
  queryClient.setQueryData(['/user'], { success: true });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth clean-up', () => {
  it('[AUTH-05] [CALL-08] tells the server with {refreshToken} and cookies when a refresh token exists', async () => {
    signIn('refresh-1');
    const fake = installFakeFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    await runAuthCleanup({ notifyServer: true });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/logout',
      body: { refreshToken: 'refresh-1' },
      credentials: 'include',
    });
  });

  it('[AUTH-05] does not call the server without a refresh token', async () => {
    signIn(null);
    const fake = installFakeFetch({});
    await runAuthCleanup({ notifyServer: true });
    expect(fake.calls).toHaveLength(0);
  });

  it('[AUTH-06] clears every auth/token/user key, session storage, the query cache and the Apollo cache', async () => {
    signIn('refresh-1');
    installFakeFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    const clearStore = jest.spyOn(apolloClient, 'clearStore');
    await runAuthCleanup({ notifyServer: true });
    expect(Object.keys({ ...localStorage })).toEqual(['theme']);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['/user'])).toBeUndefined();
    expect(clearStore).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-07] a failing logout call still clears everything', async () => {
    signIn('refresh-1');
    installFakeFetch({ 'POST /api/auth/logout': { networkError: true } });
    await expect(runAuthCleanup({ notifyServer: true })).resolves.toBeUndefined();
    expect(localStorage.getItem('authData')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['/user'])).toBeUndefined();
  });
});
