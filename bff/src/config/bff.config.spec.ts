import { loadBffSettings } from './bff.config';

const base = { JWT_SECRET: 'x'.repeat(32), INTERNAL_SERVICE_TOKEN: 'y'.repeat(16) };

describe('loadBffSettings', () => {
  it('applies the defaults', () => {
    const settings = loadBffSettings({ ...base });
    expect(settings).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      production: false,
      cookieSecure: false,
      trustProxy: false,
      serviceUrls: {
        identity: 'http://127.0.0.1:3101',
        portfolio: 'http://127.0.0.1:3102',
        maintenance: 'http://127.0.0.1:3103',
        engagement: 'http://127.0.0.1:3104',
      },
      loginLimits: { perEmail: 10, perIp: 30, windowMs: 15 * 60 * 1000 },
      contactLimits: { perIp: 5, windowMs: 10 * 60 * 1000 },
    });
    expect(settings.storageDir).toMatch(/[/\\]\.data[/\\]uploads$/);
    expect(settings.webDist).toMatch(/web[/\\]dist$/);
  });

  it('reads overrides and makes cookies Secure in production', () => {
    const settings = loadBffSettings({
      ...base,
      NODE_ENV: 'production',
      PORT: '8080',
      IDENTITY_URL: 'http://identity:3101/',
      LOGIN_LIMIT_PER_EMAIL: '3',
      TRUST_PROXY: '1',
    });
    expect(settings).toMatchObject({ port: 8080, production: true, cookieSecure: true, trustProxy: true });
    expect(settings.serviceUrls.identity).toBe('http://identity:3101');
    expect(settings.loginLimits.perEmail).toBe(3);
  });

  it.each([
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ INTERNAL_SERVICE_TOKEN: undefined }, /INTERNAL_SERVICE_TOKEN/],
    [{ PORTFOLIO_URL: 'not a url' }, /PORTFOLIO_URL/],
    [{ PORT: 'abc' }, /PORT/],
    [{ CONTACT_LIMIT_PER_IP: '0' }, /CONTACT_LIMIT_PER_IP/],
  ])('refuses to start with %p', (override, message) => {
    expect(() => loadBffSettings({ ...base, ...override })).toThrow(message);
  });
});
