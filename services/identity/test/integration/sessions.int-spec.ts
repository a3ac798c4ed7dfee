import { internalHeaders, requestJson, startTestApp, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { createUser, noToken, openSession } from './factories';

describe('identity: sessions and refresh-token rotation', () => {
  let app: RunningApp;
  const post = (path: string, body: unknown, headers = internalHeaders()) =>
    requestJson(`${app.url}/v1/sessions${path}`, { headers, body });
  const rotate = (refreshToken: string) => post('/rotate', { refreshToken });
  const auditActions = async (subjectId: string): Promise<string[]> =>
    (
      await app.app
        .get(DataSource)
        .query<{ action: string }[]>(
          `SELECT action FROM "identity"."audit_log" WHERE subject_id = $1 ORDER BY created_at`,
          [subjectId],
        )
    ).map((r) => r.action);
  const familyOf = async (refreshToken: string): Promise<string> => {
    const [row] = await app.app
      .get(DataSource)
      .query<{ family_id: string }[]>(
        `SELECT family_id FROM "identity"."refresh_token" WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
        [refreshToken],
      );
    return row!.family_id;
  };

  beforeAll(async () => {
    app = await startTestApp(AppModule);
  });
  afterAll(() => app.close());

  describe('POST /v1/sessions', () => {
    it('opens a session with an opaque 30-day refresh token stored only as a hash', async () => {
      const user = await createUser(app, { role: 'tenant' });
      const before = Date.now();
      const res = await post('', { userId: user.id, userAgent: 'jest', ip: '203.0.113.9' });
      expect(res.status).toBe(201);
      expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.user).toMatchObject({ id: user.id, companyId: user.companyId, role: 'tenant' });
      const ttl = Date.parse(res.body.refreshExpiresAt) - before;
      expect(ttl).toBeGreaterThan(30 * 86_400_000 - 60_000);
      expect(ttl).toBeLessThan(30 * 86_400_000 + 60_000);

      const rows = await app.app
        .get(DataSource)
        .query(`SELECT token_hash, user_agent, ip FROM "identity"."refresh_token" WHERE user_id = $1`, [user.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].token_hash).not.toContain(res.body.refreshToken);
      expect(rows[0]).toMatchObject({ user_agent: 'jest', ip: '203.0.113.9' });
      expect(await auditActions(await familyOf(res.body.refreshToken))).toEqual(['session.created']);
    });

    it('rejects bad input (400), an unknown user (404) and calls without the internal token (401)', async () => {
      expect((await post('', { userId: 'nope' })).status).toBe(400);
      expect((await post('', {})).status).toBe(400);
      expect((await post('', { userId: randomUUID(), userAgent: 'x'.repeat(501) })).status).toBe(400);
      const malformed = await requestJson(`${app.url}/v1/sessions`, { headers: internalHeaders(), rawBody: '{userId' });
      expect(malformed.status).toBe(400);
      const unknown = await post('', { userId: randomUUID() });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('USER_NOT_FOUND');
      const user = await createUser(app);
      expect((await post('', { userId: user.id }, noToken)).status).toBe(401);
    });
  });

  describe('POST /v1/sessions/rotate', () => {
    it('exchanges a token for a new one of the same family', async () => {
      const user = await createUser(app);
      const first = await openSession(app, user.id);
      const res = await rotate(first);
      expect(res.status).toBe(200);
      expect(res.body.refreshToken).not.toBe(first);
      expect(res.body.user.id).toBe(user.id);
      expect(await familyOf(res.body.refreshToken)).toBe(await familyOf(first));
      const third = await rotate(res.body.refreshToken);
      expect(third.status).toBe(200);
    });

    it('answers unknown and expired tokens with 401 REFRESH_INVALID', async () => {
      const unknown = await rotate('not-a-real-token');
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('REFRESH_INVALID');

      const user = await createUser(app);
      const token = await openSession(app, user.id);
      await app.app
        .get(DataSource)
        .query(`UPDATE "identity"."refresh_token" SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
          user.id,
        ]);
      const expired = await rotate(token);
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('REFRESH_INVALID');
    });

    it('treats reuse of a rotated token as theft: 401 REFRESH_REUSED and the whole family is revoked', async () => {
      const user = await createUser(app);
      const first = await openSession(app, user.id);
      const second = (await rotate(first)).body.refreshToken as string;

      const reuse = await rotate(first);
      expect(reuse.status).toBe(401);
      expect(reuse.body.code).toBe('REFRESH_REUSED');

      const newest = await rotate(second);
      expect(newest.status).toBe(401);
      expect(newest.body.code).toBe('REFRESH_INVALID');
      expect(await auditActions(await familyOf(first))).toEqual(['session.created', 'session.reuse_detected']);

      // Another login of the same user is a different family and unaffected.
      const other = await openSession(app, user.id);
      expect((await rotate(other)).status).toBe(200);
    });

    it('lets exactly one of two concurrent rotations of the same token succeed', async () => {
      const user = await createUser(app);
      const token = await openSession(app, user.id);
      const results = await Promise.all([rotate(token), rotate(token)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      expect(results.find((r) => r.status === 401)!.body.code).toBe('REFRESH_REUSED');
    });

    it('rejects bad input with 400 and calls without the internal token with 401', async () => {
      expect((await post('/rotate', {})).status).toBe(400);
      expect((await post('/rotate', { refreshToken: 5 })).status).toBe(400);
      expect((await post('/rotate', { refreshToken: 'x'.repeat(201) })).status).toBe(400);
      expect(
        (await requestJson(`${app.url}/v1/sessions/rotate`, { headers: internalHeaders(), rawBody: '[' })).status,
      ).toBe(400);
      const user = await createUser(app);
      const token = await openSession(app, user.id);
      expect((await post('/rotate', { refreshToken: token }, noToken)).status).toBe(401);
      expect((await rotate(token)).status).toBe(200);
    });
  });

  describe('POST /v1/sessions/revoke', () => {
    it('ends the whole family of the token, and is idempotent', async () => {
      const user = await createUser(app);
      const first = await openSession(app, user.id);
      const second = (await rotate(first)).body.refreshToken as string;

      const res = await post('/revoke', { refreshToken: first });
      expect(res.status).toBe(204);
      expect(res.body).toBeUndefined();
      expect((await rotate(second)).body.code).toBe('REFRESH_INVALID');
      expect((await post('/revoke', { refreshToken: second })).status).toBe(204);
      expect((await post('/revoke', { refreshToken: 'never-issued' })).status).toBe(204);
      expect(await auditActions(await familyOf(first))).toEqual(['session.created', 'session.revoked']);
    });

    it('rejects bad input with 400 and calls without the internal token with 401', async () => {
      expect((await post('/revoke', { refreshToken: '' })).status).toBe(400);
      expect((await post('/revoke', { refreshToken: 'abc', more: true })).status).toBe(400);
      expect((await post('/revoke', { refreshToken: 'abc' }, noToken)).status).toBe(401);
    });
  });
});
