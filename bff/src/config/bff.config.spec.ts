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
    expect(settings.s3).toBeNull();
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
    [{ S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET must be a valid bucket name/],
    [{ S3_BUCKET: 'pm-uploads', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'pm-uploads', S3_PREFIX: '/abs' }, /S3_PREFIX must be a path ending in \//],
    [{ S3_BUCKET: 'pm-uploads', S3_ACCESS_KEY_ID: 'AKIA' }, /set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
  ])('refuses to start with %p', (override, message) => {
    expect(() => loadBffSettings({ ...base, ...override })).toThrow(message);
  });

  it('stores uploads in S3 when S3_BUCKET is set: London by default, an S3-compatible endpoint on request', () => {
    expect(loadBffSettings({ ...base, S3_BUCKET: 'pm-uploads' }).s3).toEqual({
      bucket: 'pm-uploads',
      region: 'eu-west-2',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
    const minio = loadBffSettings({
      ...base,
      S3_BUCKET: 'pm-uploads',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: 'production/',
    });
    expect(minio.s3).toEqual({
      bucket: 'pm-uploads',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      prefix: 'production/',
    });
  });
});
