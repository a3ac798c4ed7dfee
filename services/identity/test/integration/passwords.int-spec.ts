import { internalHeaders, requestJson, startMailCatcher, useTestApp, type MailCatcher } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createUser, openSession, PASSWORD, uniqueEmail } from './factories';

const PUBLIC_URL = 'https://lets.example';
const LINK = /https:\/\/lets\.example\/reset-password\/([A-Za-z0-9_-]{43})/;

describe('identity: forgot password and password change', () => {
  let smtp: MailCatcher;
  const env = ['SMTP_URL', 'QUEUE_NAMESPACE', 'PUBLIC_URL'] as const;
  const saved = Object.fromEntries(env.map((key) => [key, process.env[key]]));

  // The app reads these when it is created (the next hook), and only then.
  beforeAll(async () => {
    smtp = await startMailCatcher();
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      QUEUE_NAMESPACE: `identity-pw-${randomUUID().slice(0, 8)}`,
      PUBLIC_URL,
    });
  });
  const app = useTestApp(AppModule);
  beforeAll(() => {
    for (const key of env) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });
  afterAll(() => smtp.close());

  const post = (path: string, body: unknown, headers = internalHeaders()) =>
    requestJson(`${app.url}/v1${path}`, { headers, body });
  const get = (path: string) => requestJson(`${app.url}/v1${path}`, { headers: internalHeaders() });
  const requestReset = (email: string) => post('/password-resets', { email });
  const verify = (email: string, password: string) => post('/auth/verify-password', { email, password });
  const rotate = (refreshToken: string) => post('/sessions/rotate', { refreshToken });
  const mailTo = (email: string) => smtp.waitFor((mail) => mail.recipients.includes(email));
  const tokenIn = (text: string) => LINK.exec(text)?.[1] ?? '';

  describe('reset by e-mail', () => {
    it('mails a single-use link that sets a new password and ends every session of the account', async () => {
      const user = await createUser(app, { role: 'landlord' });
      const sessions = [await openSession(app, user.id), await openSession(app, user.id)];

      const res = await requestReset(user.email.toUpperCase());
      expect(res.status).toBe(202);
      const mail = await mailTo(user.email);
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toContain('Hello Test,');
      const token = tokenIn(mail.text);
      expect(token).toHaveLength(43);

      // Only the digest is stored, and opening the link (twice) uses nothing.
      const [row] = await app.dataSource.query(
        `SELECT token_digest, expires_at, used_at FROM "identity"."password_reset" WHERE user_id = $1`,
        [user.id],
      );
      expect(row.token_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_digest).not.toContain(token);
      const minutesLeft = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(58);
      expect(minutesLeft).toBeLessThanOrEqual(60);
      for (let i = 0; i < 2; i += 1) {
        const preview = await get(`/password-resets/${token}`);
        expect(preview.status).toBe(200);
        expect(preview.body).toEqual({ email: user.email, expiresAt: new Date(row.expires_at).toISOString() });
      }

      const done = await post('/password-resets/complete', { token, password: 'A-new-passw0rd' });
      expect(done.status).toBe(204);
      expect((await verify(user.email, PASSWORD)).status).toBe(401);
      expect((await verify(user.email, 'A-new-passw0rd')).status).toBe(200);
      for (const refreshToken of sessions) expect((await rotate(refreshToken)).status).toBe(401);

      const again = await post('/password-resets/complete', { token, password: 'Another-passw0rd' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('PASSWORD_RESET_USED');
      expect((await get(`/password-resets/${token}`)).status).toBe(409);
      expect((await verify(user.email, 'A-new-passw0rd')).status).toBe(200);
    });

    it('holds a new password to the registration rules, by field, and changes nothing', async () => {
      const user = await createUser(app);
      await requestReset(user.email);
      const token = tokenIn((await mailTo(user.email)).text);

      const short = await post('/password-resets/complete', { token, password: 'short1!' });
      expect(short.status).toBe(400);
      expect(short.body.details.fields).toEqual({ password: ['Password must be at least 10 characters'] });
      const letters = await post('/password-resets/complete', { token, password: 'onlyletterslong' });
      expect(letters.body.details.fields).toEqual({
        password: ['Password must contain a number or symbol, not only letters'],
      });

      expect((await verify(user.email, PASSWORD)).status).toBe(200);
      expect((await get(`/password-resets/${token}`)).status).toBe(200);
    });

    it('answers an unknown e-mail exactly as a known one, in about the same time, and mails nobody', async () => {
      const known = await createUser(app);
      const unknown = uniqueEmail('nobody');
      const timed = async (email: string) => {
        const started = process.hrtime.bigint();
        const res = await requestReset(email);
        return { res, ms: Number(process.hrtime.bigint() - started) / 1e6 };
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

      const knownRuns = [];
      const unknownRuns = [];
      for (let i = 0; i < 8; i += 1) {
        knownRuns.push(await timed(known.email));
        unknownRuns.push(await timed(unknown));
      }

      for (const { res } of [...knownRuns, ...unknownRuns]) {
        expect(res.status).toBe(202);
        expect(res.body).toBeUndefined();
      }
      const gap = Math.abs(median(knownRuns.map((r) => r.ms)) - median(unknownRuns.map((r) => r.ms)));
      expect(gap).toBeLessThan(15);
      await mailTo(known.email);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(smtp.received.some((mail) => mail.recipients.includes(unknown))).toBe(false);
    });

    it('voids an older link when a newer one is sent', async () => {
      const user = await createUser(app);
      await requestReset(user.email);
      await mailTo(user.email);
      await requestReset(user.email);
      await smtp.waitFor(() => smtp.received.filter((m) => m.recipients.includes(user.email)).length === 2);
      const [first, second] = smtp.received
        .filter((m) => m.recipients.includes(user.email))
        .map((m) => tokenIn(m.text));

      expect((await get(`/password-resets/${first}`)).status).toBe(409);
      expect((await post('/password-resets/complete', { token: second, password: 'Second-passw0rd' })).status).toBe(
        204,
      );
    });

    it('refuses an expired link (410), an unknown one (404) and bad input (400)', async () => {
      const user = await createUser(app);
      await requestReset(user.email);
      const token = tokenIn((await mailTo(user.email)).text);
      await app.dataSource.query(
        `UPDATE "identity"."password_reset" SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );

      expect((await get(`/password-resets/${token}`)).body.code).toBe('PASSWORD_RESET_EXPIRED');
      const expired = await post('/password-resets/complete', { token, password: 'A-new-passw0rd' });
      expect(expired.status).toBe(410);
      expect((await verify(user.email, PASSWORD)).status).toBe(200);

      expect((await get(`/password-resets/${'x'.repeat(43)}`)).status).toBe(404);
      expect(
        (await post('/password-resets/complete', { token: 'y'.repeat(43), password: 'A-new-passw0rd' })).status,
      ).toBe(404);
      const badEmail = await requestReset('not-an-email');
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.details.fields.email).toBeDefined();
      expect(
        (await post('/password-resets/complete', { token: 'z'.repeat(201), password: 'A-new-passw0rd' })).status,
      ).toBe(400);
    });
  });

  describe('POST /v1/users/me/password', () => {
    const change = (caller: Parameters<typeof internalHeaders>[0], body: Record<string, unknown>) =>
      post('/users/me/password', body, internalHeaders(caller));

    it('needs the current password and answers each problem on its field, changing nothing', async () => {
      const user = await createUser(app, { role: 'tenant' });

      const wrong = await change(user.caller, { currentPassword: 'not-it-123', newPassword: 'A-new-passw0rd' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details.fields).toEqual({ currentPassword: ['Current password is incorrect'] });
      const weak = await change(user.caller, { currentPassword: PASSWORD, newPassword: 'short' });
      expect(weak.body.details.fields).toEqual({ newPassword: ['Password must be at least 10 characters'] });
      const same = await change(user.caller, { currentPassword: PASSWORD, newPassword: PASSWORD });
      expect(same.body.details.fields).toEqual({
        newPassword: ['New password must be different from the current password'],
      });
      const missing = await change(user.caller, { newPassword: 'A-new-passw0rd' });
      expect(missing.body.details.fields.currentPassword).toContain('Enter your current password');

      expect((await verify(user.email, PASSWORD)).status).toBe(200);
    });

    it('changes the password and ends every other session, refresh and access tokens alike', async () => {
      const user = await createUser(app, { role: 'manager' });
      const others = [await openSession(app, user.id), await openSession(app, user.id)];
      const current = await post('/sessions', { userId: user.id });

      const res = await change(user.caller, {
        currentPassword: PASSWORD,
        newPassword: 'A-new-passw0rd',
        sessionId: current.body.sessionId,
      });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ revokedSessions: 2 });
      for (const refreshToken of others) expect((await rotate(refreshToken)).status).toBe(401);
      expect((await rotate(current.body.refreshToken)).status).toBe(200);
      const listed = await get('/sessions/revocations');
      const listedIds = listed.body.revocations.map((r: { sessionId: string }) => r.sessionId);
      expect(listedIds).not.toContain(current.body.sessionId);
      expect((await verify(user.email, 'A-new-passw0rd')).status).toBe(200);
      expect((await verify(user.email, PASSWORD)).status).toBe(401);
      const actions = await app.dataSource.query(
        `SELECT action FROM "identity"."audit_log" WHERE subject_id = $1 AND action LIKE 'password.%'`,
        [user.id],
      );
      expect(actions).toEqual([{ action: 'password.changed' }]);
    });
  });
});
