import { DEFAULT_RETURN_PATH, failureLocation, safeReturnPath, signedInLocation } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/dashboard', '/properties/42?tab=tenancies', '/a/b/c'])('keeps the same-origin path %p', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    undefined,
    '',
    ['/dashboard'],
    'dashboard',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/x#frag',
    '/x\nLocation: y',
    `/${'a'.repeat(2048)}`,
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('signedInLocation', () => {
  const auth = { token: 't', refreshToken: 'r&x', user: { id: 'u', name: 'Zoë' }, expiresAt: 1 };

  it('[AUTH-02] puts the JSON in an encodeURIComponent-ed auth parameter, then welcome=1', () => {
    expect(signedInLocation(undefined, auth)).toBe(
      `${DEFAULT_RETURN_PATH}?auth=${encodeURIComponent(JSON.stringify(auth))}&welcome=1`,
    );
    const url = new URL(signedInLocation('/properties?view=list', auth), 'http://x.invalid');
    expect(url.pathname).toBe('/properties');
    expect(url.searchParams.get('view')).toBe('list');
    expect(JSON.parse(url.searchParams.get('auth')!)).toEqual(auth);
    expect(url.searchParams.get('welcome')).toBe('1');
  });

  it('sends failures to the login page with a short code', () => {
    expect(failureLocation('no_account')).toBe('/login?oauthError=no_account');
  });
});
