import { ADMIN_ROLES, ROLES } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createUser, noToken, PASSWORD, uniqueEmail } from './factories';

describe('identity: password check, users and companies', () => {
  const app = useTestApp(AppModule);

  describe('POST /v1/auth/verify-password', () => {
    const verify = (body: unknown, headers = internalHeaders()) =>
      requestJson(`${app.url}/v1/auth/verify-password`, { headers, body });

    it('returns the user for the right password, matching e-mail case-insensitively', async () => {
      const user = await createUser(app, { role: 'landlord' });
      const res = await verify({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: user.id,
        companyId: user.companyId,
        email: user.email,
        firstName: 'Test',
        lastName: 'User',
        role: 'landlord',
        createdAt: expect.any(String),
      });
      expect(res.body).not.toHaveProperty('passwordHash');
    });

    it('answers wrong password and unknown e-mail with the same 401', async () => {
      const user = await createUser(app);
      const wrong = await verify({ email: user.email, password: 'not-the-password-1' });
      const unknown = await verify({ email: uniqueEmail('nobody'), password: PASSWORD });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          success: false,
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid credentials',
        });
      }
    });

    it('rejects missing or invalid fields with per-field 400s', async () => {
      const res = await verify({ email: 'not-an-email' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.details.fields)).toEqual(expect.arrayContaining(['email', 'password']));
      expect((await verify({ email: uniqueEmail(), password: PASSWORD, extra: 1 })).status).toBe(400);
      expect((await verify({ email: 42, password: [] })).status).toBe(400);
    });

    it('rejects a malformed JSON body with 400', async () => {
      const res = await requestJson(`${app.url}/v1/auth/verify-password`, {
        headers: internalHeaders(),
        rawBody: '{"email": ',
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });

    it('refuses calls without the internal token', async () => {
      const res = await verify({ email: uniqueEmail(), password: PASSWORD }, noToken);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INTERNAL_AUTH_REQUIRED');
    });
  });

  describe('GET /v1/users/:id', () => {
    it('returns a user of the caller company', async () => {
      const manager = await createUser(app, { role: 'manager' });
      const colleague = await createUser(app, { role: 'tenant', companyId: manager.companyId });
      const res = await requestJson(`${app.url}/v1/users/${colleague.id}`, {
        headers: internalHeaders(manager.caller),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: colleague.id,
        companyId: manager.companyId,
        role: 'tenant',
        email: colleague.email,
      });
    });

    it('hides users of another company (404), except from platform staff', async () => {
      const manager = await createUser(app, { role: 'manager' });
      const stranger = await createUser(app, { role: 'landlord' });
      const hidden = await requestJson(`${app.url}/v1/users/${stranger.id}`, {
        headers: internalHeaders(manager.caller),
      });
      expect(hidden.status).toBe(404);
      expect(hidden.body.code).toBe('USER_NOT_FOUND');
      const missing = await requestJson(`${app.url}/v1/users/${randomUUID()}`, {
        headers: internalHeaders(manager.caller),
      });
      expect(missing.body).toEqual(hidden.body);

      const admin = await createUser(app, { role: 'admin' });
      const seen = await requestJson(`${app.url}/v1/users/${stranger.id}`, { headers: internalHeaders(admin.caller) });
      expect(seen.status).toBe(200);
      expect(seen.body.id).toBe(stranger.id);
    });

    it('rejects a non-UUID id with 400, a missing caller with 401 and a missing token with 401', async () => {
      const manager = await createUser(app);
      const bad = await requestJson(`${app.url}/v1/users/not-a-uuid`, { headers: internalHeaders(manager.caller) });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('BAD_ID');
      const noCaller = await requestJson(`${app.url}/v1/users/${manager.id}`, { headers: internalHeaders() });
      expect(noCaller.status).toBe(401);
      expect(noCaller.body.code).toBe('CALLER_REQUIRED');
      const noInternal = await requestJson(`${app.url}/v1/users/${manager.id}`, { headers: noToken });
      expect(noInternal.status).toBe(401);
    });
  });

  describe('GET /v1/admin/users', () => {
    it('pages through every company for platform staff without repeats', async () => {
      const admin = await createUser(app, { role: 'superuser' });
      const others = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'tenant' })]);
      const seen = new Set<string>();
      let cursor: string | null = null;
      let total = 0;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
        const res = await requestJson(`${app.url}/v1/admin/users${query}`, { headers: internalHeaders(admin.caller) });
        expect(res.status).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(2);
        for (const item of res.body.items as { id: string }[]) {
          expect(seen.has(item.id)).toBe(false);
          seen.add(item.id);
        }
        total = res.body.total;
        cursor = res.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 1000);
      expect(total).toBeGreaterThanOrEqual(4);
      for (const user of [admin, ...others]) expect(seen.has(user.id)).toBe(true);
    });

    it('is forbidden (403) for company roles', async () => {
      for (const role of ROLES.filter((r) => !ADMIN_ROLES.includes(r))) {
        const res = await requestJson(`${app.url}/v1/admin/users`, { headers: internalHeaders(makeCaller({ role })) });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    });

    it('rejects bad paging input with 400', async () => {
      const admin = makeCaller({ role: 'admin' });
      for (const query of [
        '?limit=0',
        '?limit=101',
        '?limit=abc',
        '?cursor=%%%',
        '?cursor=WyJhIiwibm90LWEtdXVpZCJd',
        '?other=1',
      ]) {
        const res = await requestJson(`${app.url}/v1/admin/users${query}`, { headers: internalHeaders(admin) });
        expect(res.status).toBe(400);
      }
      expect((await requestJson(`${app.url}/v1/admin/users`, { headers: noToken })).status).toBe(401);
    });
  });

  describe('GET /v1/companies/current', () => {
    it("returns the caller's company and 404 for an unknown one", async () => {
      const user = await createUser(app);
      const res = await requestJson(`${app.url}/v1/companies/current`, { headers: internalHeaders(user.caller) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: user.companyId, name: 'Test Lettings', logoUrl: null });

      const missing = await requestJson(`${app.url}/v1/companies/current`, { headers: internalHeaders(makeCaller()) });
      expect(missing.status).toBe(404);
      expect((await requestJson(`${app.url}/v1/companies/current`, { headers: internalHeaders() })).status).toBe(401);
      expect((await requestJson(`${app.url}/v1/companies/current`, { headers: noToken })).status).toBe(401);
    });
  });
});
