import { installFakeFetch } from '../../../../test/fake-fetch';

import { login } from './login';

const user = { id: 'user-1', email: 'manager@example.com', role: 'manager' };
const credentials = { email: 'manager@example.com', password: 'Password123!' };

describe('login call', () => {
  it('[CALL-06] [ENT-04] posts the credentials to /api/auth/token with cookies and returns the session', async () => {
    const fake = installFakeFetch({
      'POST /api/auth/token': {
        body: { success: true, data: { token: 't', refreshToken: 'r', user, expiresAt: 1_900_000_000_000 } },
      },
    });
    await expect(login(credentials)).resolves.toEqual({
      token: 't',
      refreshToken: 'r',
      expiresAt: 1_900_000_000_000,
      user,
    });
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/token',
      body: credentials,
      credentials: 'include',
    });
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it.each([
    ['success is missing', { data: { token: 't', user } }],
    ['the token is missing', { success: true, data: { user } }],
    ['the user is missing', { success: true, data: { token: 't' } }],
  ])('[VAL-01] fails when %s', async (_case, body) => {
    installFakeFetch({ 'POST /api/auth/token': { body } });
    await expect(login(credentials)).rejects.toThrow(/^(Login failed|Invalid credentials)$/);
  });

  it("[VAL-01] the message is the server's when it gives one", async () => {
    installFakeFetch({
      'POST /api/auth/token': {
        status: 401,
        body: { success: false, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
      },
    });
    await expect(login(credentials)).rejects.toThrow('Wrong email or password');
    installFakeFetch({ 'POST /api/auth/token': { body: { success: true, data: {}, message: 'Account locked' } } });
    await expect(login(credentials)).rejects.toThrow('Account locked');
  });

  it("[VAL-01] without a server message: 'Invalid credentials' for a refusal, else 'Login failed'", async () => {
    installFakeFetch({ 'POST /api/auth/token': { status: 401 } });
    await expect(login(credentials)).rejects.toThrow('Invalid credentials');
    installFakeFetch({ 'POST /api/auth/token': { body: { success: false } } });
    await expect(login(credentials)).rejects.toThrow('Invalid credentials');
    installFakeFetch({ 'POST /api/auth/token': { status: 500 } });
    await expect(login(credentials)).rejects.toThrow('Login failed');
    installFakeFetch({ 'POST /api/auth/token': { networkError: true } });
    await expect(login(credentials)).rejects.toThrow('Login failed');
  });
});
