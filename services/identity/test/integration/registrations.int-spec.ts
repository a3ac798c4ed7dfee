import { INVITING_ROLES, ROLES } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';
import { createUser, inviteTenant, noToken, uniqueEmail } from './factories';

describe('identity: registrations and invitations', () => {
  const app = useTestApp(AppModule);
  const registerCompany = (body: Record<string, unknown>, headers = internalHeaders()) =>
    requestJson(`${app.url}/v1/registrations`, { headers, body });
  const registerTenant = (body: Record<string, unknown>, headers = internalHeaders()) =>
    requestJson(`${app.url}/v1/registrations/tenant`, { headers, body });
  const preview = (hash: string, headers = internalHeaders()) =>
    requestJson(`${app.url}/v1/invitations/${encodeURIComponent(hash)}`, { headers });
  const companyInput = (overrides: Record<string, unknown> = {}) => ({
    companyName: 'Pennine Homes',
    firstName: 'Alice',
    lastName: 'Thornton',
    email: uniqueEmail('landlord'),
    password: 'Sturdy-passw0rd',
    ...overrides,
  });
  const tenantInput = (invitationHash: string, overrides: Record<string, unknown> = {}) => ({
    invitationHash,
    firstName: 'Sam',
    lastName: 'Okafor',
    password: 'Sturdy-passw0rd',
    ...overrides,
  });
  const db = () => app.dataSource;

  describe('POST /v1/registrations', () => {
    it('creates a company with its first user as landlord, who can then log in', async () => {
      const input = companyInput({
        email: `  ${uniqueEmail('Mixed.Case').toUpperCase()} `,
        companyName: '  Pennine Homes ',
      });
      const res = await registerCompany(input);
      expect(res.status).toBe(201);
      const email = (input.email as string).trim().toLowerCase();
      expect(res.body).toMatchObject({ email, firstName: 'Alice', lastName: 'Thornton', role: 'landlord' });

      const company = await requestJson(`${app.url}/v1/companies/current`, {
        headers: internalHeaders({ userId: res.body.id, companyId: res.body.companyId, role: 'landlord' }),
      });
      expect(company.body).toEqual({ id: res.body.companyId, name: 'Pennine Homes', logoUrl: null });

      const login = await requestJson(`${app.url}/v1/auth/verify-password`, {
        headers: internalHeaders(),
        body: { email, password: 'Sturdy-passw0rd' },
      });
      expect(login.status).toBe(200);
      const [hash] = await db().query(`SELECT password_hash FROM "identity"."app_user" WHERE id = $1`, [res.body.id]);
      expect(hash.password_hash).toMatch(/^\$argon2id\$/);
      const audit = await db().query(`SELECT action FROM "identity"."audit_log" WHERE subject_id = $1`, [res.body.id]);
      expect(audit).toEqual([{ action: 'registration.company' }]);
    });

    it('answers a taken e-mail (any case) with 409 EMAIL_TAKEN and creates no company', async () => {
      const existing = await createUser(app);
      const [{ count: before }] = await db().query(
        `SELECT count(*)::int AS count FROM "identity"."company" WHERE name = 'Dup Lettings'`,
      );
      const res = await registerCompany(
        companyInput({ email: existing.email.toUpperCase(), companyName: 'Dup Lettings' }),
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists',
      });
      const [{ count: after }] = await db().query(
        `SELECT count(*)::int AS count FROM "identity"."company" WHERE name = 'Dup Lettings'`,
      );
      expect(after).toBe(before);
    });

    it('gives exactly one of two simultaneous registrations of one e-mail', async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all([
        registerCompany(companyInput({ email })),
        registerCompany(companyInput({ email })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it.each([
      ['a short password', { password: 'Short1!' }, 'password'],
      ['an all-letter password', { password: 'onlyletterspassword' }, 'password'],
      ['a one-letter company name', { companyName: 'A' }, 'companyName'],
      ['a 121-character company name', { companyName: 'x'.repeat(121) }, 'companyName'],
      ['an empty first name', { firstName: '   ' }, 'firstName'],
      ['a 101-character last name', { lastName: 'y'.repeat(101) }, 'lastName'],
      ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
      ['a missing e-mail', { email: undefined }, 'email'],
      ['an unknown field', { role: 'admin' }, 'role'],
    ])('rejects %s with 400 naming the field', async (_label, overrides, field) => {
      const email = uniqueEmail('invalid');
      const res = await registerCompany(companyInput({ email, ...overrides }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.fields).toHaveProperty(field);
      const rows = await db().query(`SELECT 1 FROM "identity"."app_user" WHERE email = $1`, [email]);
      expect(rows).toHaveLength(0);
    });

    it('rejects a malformed JSON body with 400 and calls without the internal token with 401', async () => {
      const malformed = await requestJson(`${app.url}/v1/registrations`, {
        headers: internalHeaders(),
        rawBody: '{"companyName":',
      });
      expect(malformed.status).toBe(400);
      expect((await registerCompany(companyInput(), noToken)).status).toBe(401);
    });
  });

  describe('POST /v1/invitations', () => {
    it('creates a tenant invitation in the caller company, returning the hash once and storing only its digest', async () => {
      const manager = await createUser(app, { role: 'manager' });
      const email = uniqueEmail('invitee');
      const before = Date.now();
      const res = await requestJson(`${app.url}/v1/invitations`, {
        headers: internalHeaders(manager.caller),
        body: { email: email.toUpperCase() },
      });
      expect(res.status).toBe(201);
      expect(res.body.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.invitation).toMatchObject({
        companyId: manager.companyId,
        email,
        role: 'tenant',
        acceptedAt: null,
      });
      const ttl = Date.parse(res.body.invitation.expiresAt) - before;
      expect(Math.abs(ttl - 14 * 86_400_000)).toBeLessThan(60_000);
      const [row] = await db().query(`SELECT hash_digest, created_by FROM "identity"."invitation" WHERE id = $1`, [
        res.body.invitation.id,
      ]);
      expect(row.hash_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash_digest).not.toBe(res.body.hash);
      expect(row.created_by).toBe(manager.id);
    });

    it('invites owners when asked, and refuses other invitee roles with 400', async () => {
      const landlord = await createUser(app, { role: 'landlord' });
      const owner = await requestJson(`${app.url}/v1/invitations`, {
        headers: internalHeaders(landlord.caller),
        body: { email: uniqueEmail('owner'), role: 'owner' },
      });
      expect(owner.status).toBe(201);
      expect(owner.body.invitation.role).toBe('owner');
      for (const body of [
        { email: uniqueEmail(), role: 'admin' },
        { email: uniqueEmail(), role: 'manager' },
        { email: 'nope' },
        {},
      ]) {
        const res = await requestJson(`${app.url}/v1/invitations`, { headers: internalHeaders(landlord.caller), body });
        expect(res.status).toBe(400);
      }
    });

    it('is forbidden (403) for tenants, owners and trades, and needs a caller and the internal token', async () => {
      for (const role of ROLES.filter((r) => !INVITING_ROLES.includes(r))) {
        const user = await createUser(app, { role });
        const res = await requestJson(`${app.url}/v1/invitations`, {
          headers: internalHeaders(user.caller),
          body: { email: uniqueEmail() },
        });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      const noCaller = await requestJson(`${app.url}/v1/invitations`, {
        headers: internalHeaders(),
        body: { email: uniqueEmail() },
      });
      expect(noCaller.status).toBe(401);
      const noInternal = await requestJson(`${app.url}/v1/invitations`, {
        headers: noToken,
        body: { email: uniqueEmail() },
      });
      expect(noInternal.status).toBe(401);
    });

    it('answers 409 EMAIL_TAKEN when the invitee already has an account, and 404 for an unknown caller company', async () => {
      const manager = await createUser(app);
      const existing = await createUser(app, { role: 'tenant' });
      const taken = await requestJson(`${app.url}/v1/invitations`, {
        headers: internalHeaders(manager.caller),
        body: { email: existing.email },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('EMAIL_TAKEN');
      const ghost = await requestJson(`${app.url}/v1/invitations`, {
        headers: internalHeaders(makeCaller({ role: 'landlord' })),
        body: { email: uniqueEmail() },
      });
      expect(ghost.status).toBe(404);
    });
  });

  describe('GET /v1/invitations/:hash', () => {
    it('shows the registration page data without changing anything', async () => {
      const manager = await createUser(app);
      const invitation = await inviteTenant(app, manager.caller);
      const res = await preview(invitation.hash);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        companyName: 'Test Lettings',
        email: invitation.email,
        role: 'tenant',
        expiresAt: expect.any(String),
      });
      expect((await preview(invitation.hash)).status).toBe(200);
    });

    it('answers unknown 404, expired 410 and used 409, and needs the internal token', async () => {
      const unknown = await preview('no-such-invitation');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('INVITATION_NOT_FOUND');

      const manager = await createUser(app);
      const expired = await inviteTenant(app, manager.caller);
      await db().query(`UPDATE "identity"."invitation" SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        expired.id,
      ]);
      const gone = await preview(expired.hash);
      expect(gone.status).toBe(410);
      expect(gone.body.code).toBe('INVITATION_EXPIRED');

      const used = await inviteTenant(app, manager.caller);
      expect((await registerTenant(tenantInput(used.hash))).status).toBe(201);
      const again = await preview(used.hash);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('INVITATION_USED');

      expect((await preview(used.hash, noToken)).status).toBe(401);
    });
  });

  describe('POST /v1/registrations/tenant', () => {
    it("creates the user in the invitation's company with its role and e-mail, once", async () => {
      const manager = await createUser(app);
      const invitation = await inviteTenant(app, manager.caller);
      const res = await registerTenant(tenantInput(invitation.hash, { firstName: '  Sam ' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        companyId: manager.companyId,
        email: invitation.email,
        role: 'tenant',
        firstName: 'Sam',
      });
      const [row] = await db().query(`SELECT accepted_at FROM "identity"."invitation" WHERE id = $1`, [invitation.id]);
      expect(row.accepted_at).not.toBeNull();

      const again = await registerTenant(tenantInput(invitation.hash));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('INVITATION_USED');

      const visible = await requestJson(`${app.url}/v1/users/${res.body.id}`, {
        headers: internalHeaders(manager.caller),
      });
      expect(visible.status).toBe(200);
    });

    it('accepts an invitation only once even under concurrent registrations', async () => {
      const manager = await createUser(app);
      const invitation = await inviteTenant(app, manager.caller);
      const results = await Promise.all([
        registerTenant(tenantInput(invitation.hash)),
        registerTenant(tenantInput(invitation.hash)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const users = await db().query(`SELECT 1 FROM "identity"."app_user" WHERE email = $1`, [invitation.email]);
      expect(users).toHaveLength(1);
    });

    it('answers unknown 404, expired 410 and taken e-mail 409 EMAIL_TAKEN, leaving the invitation open', async () => {
      expect((await registerTenant(tenantInput('no-such-invitation'))).body.code).toBe('INVITATION_NOT_FOUND');

      const manager = await createUser(app);
      const expired = await inviteTenant(app, manager.caller);
      await db().query(`UPDATE "identity"."invitation" SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        expired.id,
      ]);
      const gone = await registerTenant(tenantInput(expired.hash));
      expect(gone.status).toBe(410);

      const invitation = await inviteTenant(app, manager.caller);
      // Someone registered the address elsewhere after the invitation was sent.
      await createUser(app, { email: invitation.email });
      const taken = await registerTenant(tenantInput(invitation.hash));
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('EMAIL_TAKEN');
      const [row] = await db().query(`SELECT accepted_at FROM "identity"."invitation" WHERE id = $1`, [invitation.id]);
      expect(row.accepted_at).toBeNull();
    });

    it('rejects bad input with 400 (invitation unused) and calls without the internal token with 401', async () => {
      const manager = await createUser(app);
      const invitation = await inviteTenant(app, manager.caller);
      for (const overrides of [
        { password: 'short' },
        { password: 'lettersonlyhere' },
        { firstName: '' },
        { invitationHash: '' },
        { email: 'x@y.z' },
      ]) {
        const res = await registerTenant(tenantInput(invitation.hash, overrides));
        expect(res.status).toBe(400);
      }
      const malformed = await requestJson(`${app.url}/v1/registrations/tenant`, {
        headers: internalHeaders(),
        rawBody: 'not json',
      });
      expect(malformed.status).toBe(400);
      expect((await registerTenant(tenantInput(invitation.hash), noToken)).status).toBe(401);
      expect((await preview(invitation.hash)).status).toBe(200);
    });
  });
});
