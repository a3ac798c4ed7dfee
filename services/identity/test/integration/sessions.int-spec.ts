import { internalHeaders, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { SessionRevocationsService } from '../../src/sessions/session-revocations.service';
import { createUser, noToken, openSession } from './factories';

describe('identity: sessions and refresh-token rotation', () => {
  const app = useTestApp(AppModule);
  const post = (path: string, body: unknown, headers = internalHeaders()) =>
    requestJson(`${app.url}/v1/sessions${path}`, { headers, body });
  const rotate = (refreshToken: string) => post('/rotate', { refreshToken });
  const auditActions = async (subjectId: string): Promise<string[]> =>
    (
      await app.dataSource.query<{ action: string }[]>(
        `SELECT action FROM "identity"."audit_log" WHERE subject_id = $1 ORDER BY created_at`,
        [subjectId],
      )
    ).map((r) => r.action);
  const revocations = (query = '', headers = internalHeaders()) =>
    requestJson(`${app.url}/v1/sessions/revocations${query}`, { headers });
  const listed = async (sessionId: string): Promise<boolean> =>
    (await revocations()).body.revocations.some((r: { sessionId: string }) => r.sessionId === sessionId);
  const familyOf = async (refreshToken: string): Promise<string> => {
    const [row] = await app.dataSource.query<{ family_id: string }[]>(
      `SELECT family_id FROM "identity"."refresh_token" WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [refreshToken],
    );
    return row!.family_id;
  };

  describe('POST /v1/sessions', () => {
    it('opens a session with an opaque 30-day refresh token stored only as a hash', async () => {
      const user = await createUser(app, { role: 'tenant' });
      const before = Date.now();
      const res = await post('', { userId: user.id, userAgent: 'jest', ip: '203.0.113.9' });
      expect(res.status).toBe(201);
      expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.sessionId).toBe(await familyOf(res.body.refreshToken));
      expect(res.body.user).toMatchObject({ id: user.id, companyId: user.companyId, role: 'tenant' });
      const ttl = Date.parse(res.body.refreshExpiresAt) - before;
      expect(ttl).toBeGreaterThan(30 * 86_400_000 - 60_000);
      expect(ttl).toBeLessThan(30 * 86_400_000 + 60_000);

      const rows = await app.dataSource.query(
        `SELECT token_hash, user_agent, ip FROM "identity"."refresh_token" WHERE user_id = $1`,
        [user.id],
      );
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
      // The session (family) id stays the same across rotations: the access tokens carry it.
      expect(res.body.sessionId).toBe(await familyOf(first));
      const third = await rotate(res.body.refreshToken);
      expect(third.status).toBe(200);
    });

    it('answers unknown and expired tokens with 401 REFRESH_INVALID', async () => {
      const unknown = await rotate('not-a-real-token');
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('REFRESH_INVALID');

      const user = await createUser(app);
      const token = await openSession(app, user.id);
      await app.dataSource.query(
        `UPDATE "identity"."refresh_token" SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );
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
      // Its access tokens too: the family is on the revocation list the bff reads.
      expect(await listed(await familyOf(first))).toBe(true);

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
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sessionId: await familyOf(first) });
      expect((await rotate(second)).body.code).toBe('REFRESH_INVALID');
      expect(await post('/revoke', { refreshToken: second })).toMatchObject({
        status: 200,
        body: { sessionId: await familyOf(first) },
      });
      expect(await post('/revoke', { refreshToken: 'never-issued' })).toMatchObject({
        status: 200,
        body: { sessionId: null },
      });
      expect(await auditActions(await familyOf(first))).toEqual(['session.created', 'session.revoked']);
      expect(await listed(await familyOf(first))).toBe(true);
    });

    it('rejects bad input with 400 and calls without the internal token with 401', async () => {
      expect((await post('/revoke', { refreshToken: '' })).status).toBe(400);
      expect((await post('/revoke', { refreshToken: 'abc', more: true })).status).toBe(400);
      expect((await post('/revoke', { refreshToken: 'abc' }, noToken)).status).toBe(401);
    });
  });

  describe('GET /v1/sessions/revocations', () => {
    it('lists a revoked session until its last access token has expired (15 minutes and a minute for clocks)', async () => {
      const user = await createUser(app);
      const token = await openSession(app, user.id);
      const sessionId = await familyOf(token);
      expect(await listed(sessionId)).toBe(false);
      const before = Date.now();
      await post('/revoke', { refreshToken: token });

      const res = await revocations();
      expect(res.status).toBe(200);
      const entry = res.body.revocations.find((r: { sessionId: string }) => r.sessionId === sessionId);
      const listedFor = Date.parse(entry.listedUntil) - before;
      expect(listedFor).toBeGreaterThanOrEqual(16 * 60_000 - 2_000);
      expect(listedFor).toBeLessThanOrEqual(16 * 60_000 + 2_000);
      expect(Math.abs(Date.parse(res.body.asOf) - Date.now())).toBeLessThan(5_000);

      // Once that time has passed the entry is neither answered nor kept.
      await app.dataSource.query(
        `UPDATE "identity"."revoked_session" SET listed_until = clock_timestamp() - interval '1 second' WHERE session_id = $1`,
        [sessionId],
      );
      expect(await listed(sessionId)).toBe(false);
      expect(await app.app.get(SessionRevocationsService).removeExpired()).toBeGreaterThanOrEqual(1);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM "identity"."revoked_session" WHERE session_id = $1`,
        [sessionId],
      );
      expect(count).toBe(0);
    });

    it('answers only what was revoked after `since`, by its own clock', async () => {
      const user = await createUser(app);
      const early = await openSession(app, user.id);
      const late = await openSession(app, user.id);
      await post('/revoke', { refreshToken: early });
      const { asOf } = (await revocations()).body;
      await post('/revoke', { refreshToken: late });

      const res = await revocations(`?since=${encodeURIComponent(asOf)}`);
      const ids = res.body.revocations.map((r: { sessionId: string }) => r.sessionId);
      expect(ids).toContain(await familyOf(late));
      expect(ids).not.toContain(await familyOf(early));
      expect(Date.parse(res.body.asOf)).toBeGreaterThan(Date.parse(asOf));
    });

    it('rejects a bad `since` with 400 and calls without the internal token with 401', async () => {
      for (const since of ['yesterday', '2026-13-01T00:00:00Z', '1700000000']) {
        const res = await revocations(`?since=${since}`);
        expect(res.status).toBe(400);
        expect(res.body.details.fields.since).toEqual(['since must be an ISO 8601 date and time']);
      }
      expect((await revocations('?other=1')).status).toBe(400);
      expect((await revocations('', noToken)).status).toBe(401);
    });
  });

  describe('SessionRevocationsService.revokeAllOfUser (password change and reset)', () => {
    it("ends every open session of the user, refresh and access tokens, and no one else's", async () => {
      const user = await createUser(app);
      const colleague = await createUser(app, { companyId: user.companyId });
      const phone = await openSession(app, user.id);
      const laptop = await openSession(app, user.id);
      const rotatedLaptop = (await rotate(laptop)).body.refreshToken as string;
      const theirs = await openSession(app, colleague.id);

      const ended = await app.app.get(SessionRevocationsService).revokeAllOfUser(user.id);
      expect(ended.sort()).toEqual([await familyOf(phone), await familyOf(laptop)].sort());
      expect((await rotate(phone)).body.code).toBe('REFRESH_INVALID');
      expect((await rotate(rotatedLaptop)).body.code).toBe('REFRESH_INVALID');
      expect(await listed(await familyOf(phone))).toBe(true);
      expect(await listed(await familyOf(laptop))).toBe(true);
      expect(await listed(await familyOf(theirs))).toBe(false);
      expect((await rotate(theirs)).status).toBe(200);
      expect(await auditActions(user.id)).toEqual(['session.revoked_all']);

      // Nothing left to end: nothing listed again, nothing audited.
      expect(await app.app.get(SessionRevocationsService).revokeAllOfUser(user.id)).toEqual([]);
      expect(await auditActions(user.id)).toEqual(['session.revoked_all']);
    });

    it('may keep the session that made the change', async () => {
      const user = await createUser(app);
      const here = await openSession(app, user.id);
      const elsewhere = await openSession(app, user.id);
      const ended = await app.app
        .get(SessionRevocationsService)
        .revokeAllOfUser(user.id, { exceptSessionId: await familyOf(here) });
      expect(ended).toEqual([await familyOf(elsewhere)]);
      expect((await rotate(here)).status).toBe(200);
      expect(await listed(await familyOf(here))).toBe(false);
      expect((await rotate(elsewhere)).body.code).toBe('REFRESH_INVALID');
    });

    it("lands with the caller's transaction, or not at all", async () => {
      const user = await createUser(app);
      const token = await openSession(app, user.id);
      await expect(
        app.dataSource.transaction(async (manager) => {
          await app.app.get(SessionRevocationsService).revokeAllOfUser(user.id, { manager });
          throw new Error('the password change failed');
        }),
      ).rejects.toThrow('the password change failed');
      expect(await listed(await familyOf(token))).toBe(false);
      expect((await rotate(token)).status).toBe(200);
    });
  });
});
