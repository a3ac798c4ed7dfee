import { loadOidcSettings } from './oidc.config';

const dev = { production: false, port: 3000 };
const google = {
  OIDC_PROVIDERS: 'google',
  OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
  OIDC_GOOGLE_CLIENT_ID: 'id',
  OIDC_GOOGLE_CLIENT_SECRET: 'secret',
};

describe('loadOidcSettings', () => {
  it('is off with no OIDC_PROVIDERS', () => {
    expect(loadOidcSettings({}, dev)).toEqual({ providers: [], publicUrl: 'http://localhost:3000' });
  });

  it('reads each named provider, with a default label and PUBLIC_URL', () => {
    const settings = loadOidcSettings(
      {
        ...google,
        OIDC_PROVIDERS: ' Google , microsoft ',
        OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
        OIDC_MICROSOFT_CLIENT_ID: 'mid',
        OIDC_MICROSOFT_CLIENT_SECRET: 'msecret',
        OIDC_MICROSOFT_LABEL: 'Microsoft 365',
        PUBLIC_URL: 'https://app.example.com/',
      },
      { production: true, port: 3000 },
    );
    expect(settings).toEqual({
      publicUrl: 'https://app.example.com',
      providers: [
        {
          name: 'google',
          label: 'Google',
          issuer: 'https://accounts.google.com',
          clientId: 'id',
          clientSecret: 'secret',
          allowInsecure: false,
        },
        {
          name: 'microsoft',
          label: 'Microsoft 365',
          issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
          clientId: 'mid',
          clientSecret: 'msecret',
          allowInsecure: false,
        },
      ],
    });
  });

  it('allows a plain-HTTP issuer outside production only', () => {
    const local = { ...google, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4000' };
    expect(loadOidcSettings(local, dev).providers[0]?.allowInsecure).toBe(true);
    expect(() =>
      loadOidcSettings({ ...local, PUBLIC_URL: 'https://app.example.com' }, { ...dev, production: true }),
    ).toThrow(/OIDC_GOOGLE_ISSUER: must use https in production/);
  });

  it.each([
    [{ OIDC_GOOGLE_ISSUER: 'not a url' }, /OIDC_GOOGLE_ISSUER/],
    [{ OIDC_GOOGLE_CLIENT_ID: '' }, /OIDC_GOOGLE_CLIENT_ID: must be set/],
    [{ OIDC_GOOGLE_CLIENT_SECRET: undefined }, /OIDC_GOOGLE_CLIENT_SECRET: must be set/],
    [{ OIDC_PROVIDERS: 'google,google' }, /names must be unique/],
    [{ OIDC_PROVIDERS: 'my_idp' }, /OIDC_PROVIDERS: "my_idp"/],
  ])('refuses to start with %p', (override, message) => {
    expect(() => loadOidcSettings({ ...google, ...override }, dev)).toThrow(message);
  });

  it('needs PUBLIC_URL in production when a provider is configured', () => {
    expect(() => loadOidcSettings(google, { production: true, port: 3000 })).toThrow(/PUBLIC_URL/);
  });
});
