import { JwtService } from '@nestjs/jwt';
import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { inviteTenant } from '../../../services/identity/test/integration/factories';
import {
  login,
  PASSWORD,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  uniqueEmail,
  type Services,
} from './harness';

const INVALID_CREDENTIALS = {
  success: false,
  statusCode: 401,
  code: 'INVALID_CREDENTIALS',
  message: 'Invalid credentials',
};
const UNAUTHENTICATED = {
  success: false,
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Authentication required',
};
const RATE_LIMITED = {
  success: false,
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'Too many login attempts. Try again later.',
};

const cookieOf = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const cookieValue = (setCookie: string) => decodeURIComponent(setCookie.split(';')[0]!.split('=').slice(1).join('='));

describe('bff: authentication and registration', () => {
  let services: Services;
  let bff: RunningApp;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    requestJson(`${bff.url}${path}`, { body, headers });
  const getUser = (token: string) =>
    requestJson(`${bff.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  describe('POST /api/auth/token', () => {
    it('[CALL-06] [ENT-04] login answers success, data.token, data.user and message, and sets the refresh cookie', async () => {
      const account = await registerCompany(bff);
      const before = Date.now();
      const res = await post('/api/auth/token', { email: account.email, password: account.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Logged in successfully' });
      const { token, refreshToken, user, expiresAt } = res.body.data;
      expect(typeof token).toBe('string');
      expect(typeof refreshToken).toBe('string');
      expect(user).toMatchObject({
        id: account.user.id,
        email: account.email,
        role: 'landlord',
        companyId: account.user.companyId,
      });
      expect(expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 2_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1_000);

      const [header, payload] = (token as string)
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ sub: account.user.id, cid: account.user.companyId, role: 'landlord' });
      expect(payload.exp * 1000).toBe(expiresAt);

      const cookie = cookieOf(res.headers, 'refreshToken')!;
      expect(cookieValue(cookie)).toBe(refreshToken);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      expect(cookie).not.toMatch(/Secure/i);
      const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(30 * 86_400 - 120);
      expect(maxAge).toBeLessThanOrEqual(30 * 86_400);

      expect((await getUser(token)).status).toBe(200);
    });

    it('accepts the e-mail in any case and with surrounding spaces', async () => {
      const account = await registerCompany(bff);
      const res = await post('/api/auth/token', {
        email: `  ${account.email.toUpperCase()} `,
        password: account.password,
      });
      expect(res.status).toBe(200);
    });

    it('[VAL-01] answers a wrong password and an unknown e-mail with the same 401 "Invalid credentials"', async () => {
      const account = await registerCompany(bff);
      const wrong = await post('/api/auth/token', { email: account.email, password: 'not-the-password-1' });
      const unknown = await post('/api/auth/token', { email: uniqueEmail('nobody'), password: PASSWORD });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(INVALID_CREDENTIALS);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(INVALID_CREDENTIALS);
      expect(cookieOf(wrong.headers, 'refreshToken')).toBeUndefined();
    });

    it('refuses bad input with 400 and per-field messages', async () => {
      const res = await post('/api/auth/token', { email: 'not-an-email', password: '' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.body.details.fields).sort()).toEqual(['email', 'password']);

      const long = await post('/api/auth/token', { email: uniqueEmail(), password: 'x'.repeat(201) });
      expect(long.status).toBe(400);
      expect(long.body.details.fields.password).toBeDefined();

      const extra = await post('/api/auth/token', { email: uniqueEmail(), password: PASSWORD, role: 'admin' });
      expect(extra.status).toBe(400);
      expect(extra.body.details.fields.role).toBeDefined();
    });

    it('answers malformed JSON and a missing body with a 400 JSON body', async () => {
      const malformed = await requestJson(`${bff.url}/api/auth/token`, { rawBody: '{"email": "a@b.c", ' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ success: false, statusCode: 400 });
      const empty = await requestJson(`${bff.url}/api/auth/token`, { method: 'POST' });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ success: false, statusCode: 400 });
      const array = await post('/api/auth/token', [1, 2]);
      expect(array.status).toBe(400);
    });
  });

  describe('access tokens on protected routes', () => {
    it('answers a missing, malformed, forged or expired bearer token with 401 UNAUTHENTICATED', async () => {
      const account = await registerCompany(bff);
      const claims = { sub: account.user.id, cid: account.user.companyId, role: 'landlord' };
      const forged = new JwtService({ secret: 'another-secret-that-is-at-least-32-chars' }).sign(claims);
      const expired = new JwtService({ secret: process.env.JWT_SECRET }).sign({
        ...claims,
        exp: Math.floor(Date.now() / 1000) - 10,
      });
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
      const badClaims = new JwtService({ secret: process.env.JWT_SECRET }).sign({ sub: 'x', cid: 'y', role: 'king' });

      expect((await requestJson(`${bff.url}/api/user`)).body).toEqual(UNAUTHENTICATED);
      for (const token of ['garbage', forged, expired, unsigned, badClaims]) {
        const res = await getUser(token);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHENTICATED);
      }
      const basic = await requestJson(`${bff.url}/api/user`, { headers: { authorization: 'Basic abc' } });
      expect(basic.status).toBe(401);
    });
  });

  describe('POST /api/auth/token/refresh', () => {
    it('[CALL-07] [ENT-03] refresh answers success, data.token, data.refreshToken and message, rotating the token', async () => {
      const account = await registerCompany(bff);
      const session = await login(bff, account.email, account.password);
      const res = await post('/api/auth/token/refresh', { refreshToken: session.refreshToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Token refreshed' });
      expect(typeof res.body.data.token).toBe('string');
      expect(res.body.data.refreshToken).not.toBe(session.refreshToken);
      expect(cookieValue(cookieOf(res.headers, 'refreshToken')!)).toBe(res.body.data.refreshToken);
      const me = await getUser(res.body.data.token);
      expect(me.status).toBe(200);
      expect(me.body.data.id).toBe(account.user.id);
    });

    it('[CALL-07] takes the refresh token from the httpOnly cookie when the body has none', async () => {
      const account = await registerCompany(bff);
      const session = await login(bff, account.email, account.password);
      const res = await post(
        '/api/auth/token/refresh',
        {},
        { cookie: `refreshToken=${encodeURIComponent(session.refreshToken)}` },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.refreshToken).not.toBe(session.refreshToken);
    });

    it('revokes the whole family when a rotated token is used again: the reused and the newer token both fail', async () => {
      const account = await registerCompany(bff);
      const session = await login(bff, account.email, account.password);
      const rotated = await post('/api/auth/token/refresh', { refreshToken: session.refreshToken });
      expect(rotated.status).toBe(200);
      const newer = rotated.body.data.refreshToken as string;

      const reuse = await post('/api/auth/token/refresh', { refreshToken: session.refreshToken });
      expect(reuse.status).toBe(401);
      expect(reuse.body).toMatchObject({ success: false, statusCode: 401 });
      expect(typeof reuse.body.message).toBe('string');

      const afterReuse = await post('/api/auth/token/refresh', { refreshToken: newer });
      expect(afterReuse.status).toBe(401);
      expect(afterReuse.body.success).toBe(false);
    });

    it('answers an unknown or missing refresh token with 401, and a malformed body with 400', async () => {
      const unknown = await post('/api/auth/token/refresh', { refreshToken: 'no-such-token' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toMatchObject({ success: false, statusCode: 401 });
      const cleared = cookieOf(unknown.headers, 'refreshToken');
      expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

      const missing = await post('/api/auth/token/refresh', {});
      expect(missing.status).toBe(401);
      expect(missing.body).toMatchObject({ success: false, statusCode: 401 });

      const wrongType = await post('/api/auth/token/refresh', { refreshToken: 42 });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.details.fields.refreshToken).toBeDefined();

      const malformed = await requestJson(`${bff.url}/api/auth/token/refresh`, { rawBody: '{refreshToken' });
      expect(malformed.status).toBe(400);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('[CALL-08] logs out without an access token, revokes the refresh token and clears the cookie', async () => {
      const account = await registerCompany(bff);
      const session = await login(bff, account.email, account.password);
      const res = await post('/api/auth/logout', { refreshToken: session.refreshToken });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Logged out successfully' });
      expect(cookieOf(res.headers, 'refreshToken')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      const refresh = await post('/api/auth/token/refresh', { refreshToken: session.refreshToken });
      expect(refresh.status).toBe(401);
    });

    it('[CALL-08] logs out with the cookie only, and with no token at all', async () => {
      const account = await registerCompany(bff);
      const session = await login(bff, account.email, account.password);
      const res = await post(
        '/api/auth/logout',
        {},
        { cookie: `refreshToken=${encodeURIComponent(session.refreshToken)}` },
      );
      expect(res.status).toBe(200);
      expect((await post('/api/auth/token/refresh', { refreshToken: session.refreshToken })).status).toBe(401);

      const bare = await post('/api/auth/logout', {});
      expect(bare.status).toBe(200);
      expect(bare.body.success).toBe(true);
      expect((await post('/api/auth/logout', { refreshToken: ['x'] })).status).toBe(400);
    });
  });

  describe('POST /api/register', () => {
    it('[CALL-09] registers a new company account and answers 201 with the user', async () => {
      const email = uniqueEmail('new');
      const res = await post('/api/register', {
        companyName: 'Harbour Lettings',
        firstName: 'Ann',
        lastName: 'Ng',
        email,
        password: PASSWORD,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Registration successful' });
      expect(res.body.data.user).toMatchObject({ email, firstName: 'Ann', lastName: 'Ng', role: 'landlord' });
      const session = await login(bff, email, PASSWORD);
      const company = await requestJson(`${bff.url}/api/companies/current`, { headers: session.auth });
      expect(company.body.data.name).toBe('Harbour Lettings');
    });

    it('[CALL-09] answers 409 when the e-mail is taken and 400 per field for bad input', async () => {
      const account = await registerCompany(bff);
      const taken = await post('/api/register', {
        companyName: 'Other',
        firstName: 'A',
        lastName: 'B',
        email: account.email.toUpperCase(),
        password: PASSWORD,
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ success: false, statusCode: 409 });

      const bad = await post('/api/register', { firstName: '', email: 'nope', password: 7 });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.details.fields).sort()).toEqual([
        'companyName',
        'email',
        'firstName',
        'lastName',
        'password',
      ]);

      const weak = await post('/api/register', {
        companyName: 'Weak',
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail(),
        password: 'short',
      });
      expect(weak.status).toBe(400);
      expect(weak.body.details.fields.password).toBeDefined();

      const mixed = await post('/api/register', {
        invitationHash: 'a'.repeat(43),
        companyName: 'Both',
        firstName: 'A',
        lastName: 'B',
        password: PASSWORD,
      });
      expect(mixed.status).toBe(400);
      expect(mixed.body.details.fields.companyName).toBeDefined();

      const malformed = await requestJson(`${bff.url}/api/register`, { rawBody: '{"companyName":' });
      expect(malformed.status).toBe(400);
    });

    it('[CALL-09] registers a tenant through an invitation of the inviting company', async () => {
      const landlord = await registerCompany(bff);
      const invitation = await inviteTenant(services.identity, {
        userId: landlord.user.id,
        companyId: landlord.user.companyId,
        role: 'landlord',
      });

      const preview = await requestJson(`${bff.url}/api/register/invitations/${invitation.hash}`);
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({
        success: true,
        data: { companyName: 'Test Lettings', email: invitation.email, role: 'tenant' },
      });
      expect(typeof preview.body.data.expiresAt).toBe('string');

      const res = await post('/api/register', {
        invitationHash: invitation.hash,
        firstName: 'Tom',
        lastName: 'Tenant',
        password: PASSWORD,
      });
      expect(res.status).toBe(201);
      expect(res.body.data.user).toMatchObject({
        email: invitation.email,
        role: 'tenant',
        companyId: landlord.user.companyId,
      });
      const session = await login(bff, invitation.email, PASSWORD);
      expect(session.user.role).toBe('tenant');
    });

    it('answers 404 for an unknown or malformed invitation hash', async () => {
      const unknown = await requestJson(`${bff.url}/api/register/invitations/${'b'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.success).toBe(false);
      const malformed = await requestJson(
        `${bff.url}/api/register/invitations/${encodeURIComponent('../../v1/users')}`,
      );
      expect(malformed.status).toBe(404);
      const tenant = await post('/api/register', {
        invitationHash: 'c'.repeat(43),
        firstName: 'A',
        lastName: 'B',
        password: PASSWORD,
      });
      expect(tenant.status).toBeGreaterThanOrEqual(400);
      expect(tenant.status).toBeLessThan(500);
    });
  });

  describe('login rate limits', () => {
    let limited: RunningApp;
    beforeAll(async () => {
      limited = await startBff({ ...serviceEnv(services), LOGIN_LIMIT_PER_EMAIL: '3', LOGIN_LIMIT_PER_IP: '6' });
    });
    afterAll(() => limited?.close());
    const attempt = (email: string, password: string) =>
      requestJson(`${limited.url}/api/auth/token`, { body: { email, password } });

    it('answers 429 RATE_LIMITED after too many attempts for one e-mail, even with the right password', async () => {
      const account = await registerCompany(bff);
      for (let i = 0; i < 3; i += 1) expect((await attempt(account.email, `wrong-password-${i}`)).status).toBe(401);
      const blocked = await attempt(account.email, account.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(RATE_LIMITED);
    });

    it('answers 429 RATE_LIMITED after too many attempts from one address across e-mails', async () => {
      // The first test spent 4 of this address's 6 attempts.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await attempt(uniqueEmail(`spray${i}`), 'whatever-1')).status);
      expect(statuses).toEqual([401, 401, 429]);
      const blocked = await attempt(`${randomUUID()}@example.test`, 'whatever-1');
      expect(blocked.body).toEqual(RATE_LIMITED);
    });

    it('counts attempts across bff replicas: the limit holds behind a load balancer', async () => {
      const env = { ...serviceEnv(services), LOGIN_LIMIT_PER_EMAIL: '3', LOGIN_LIMIT_PER_IP: '1000' };
      const [a, b] = await Promise.all([startBff(env), startBff(env)]);
      try {
        const account = await registerCompany(bff);
        const on = (replica: RunningApp, password: string) =>
          requestJson(`${replica.url}/api/auth/token`, { body: { email: account.email, password } });
        expect((await on(a, 'wrong-password-1')).status).toBe(401);
        expect((await on(b, 'wrong-password-2')).status).toBe(401);
        expect((await on(a, 'wrong-password-3')).status).toBe(401);
        expect((await on(b, account.password)).body).toEqual(RATE_LIMITED);
        // A restarted replica remembers: the counts are in PostgreSQL, not in the process.
        await a.close();
        const restarted = await startBff(env);
        try {
          expect((await on(restarted, account.password)).body).toEqual(RATE_LIMITED);
        } finally {
          await restarted.close();
        }
      } finally {
        await Promise.all([a.close().catch(() => undefined), b.close()]);
      }
    });
  });
});
