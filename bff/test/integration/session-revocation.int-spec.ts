import { JwtService } from '@nestjs/jwt';
import { requestJson, type RunningApp } from '@pm/kit/testing';
import { DataSource } from 'typeorm';
import { SessionRevocationsService } from '../../../services/identity/src/sessions/session-revocations.service';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  type Services,
  type Session,
} from './harness';

const UNAUTHENTICATED = {
  success: false,
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Authentication required',
};
/** How old a replica's copy of the revocation list may be in these tests. */
const TTL_MS = 1_000;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('bff: ending a session ends its access tokens (logout, reuse, password change)', () => {
  let services: Services;
  let bff: RunningApp;
  /** A second replica on the same services and database. */
  let replica: RunningApp;
  /** The run's database as its owner, past row-level security. */
  const database = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL });

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), SESSION_REVOCATION_TTL_MS: String(TTL_MS) });
    replica = await startBff({ ...serviceEnv(services), SESSION_REVOCATION_TTL_MS: String(TTL_MS) });
    await database.initialize();
  });
  afterAll(async () => {
    await database.destroy();
    await replica?.close();
    await bff?.close();
    await services?.close();
  });

  const rest = (app: RunningApp, token: string) =>
    requestJson(`${app.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  const graphql = (app: RunningApp, token: string) =>
    gql(app, '{ creditBalance }', {}, { authorization: `Bearer ${token}` });
  const expectWorking = async (app: RunningApp, token: string) => {
    expect((await rest(app, token)).status).toBe(200);
    const answer = await graphql(app, token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ creditBalance: 0 });
  };
  const expectRefused = async (app: RunningApp, token: string) => {
    expect(await rest(app, token)).toMatchObject({ status: 401, body: UNAUTHENTICATED });
    const answer = await graphql(app, token);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  };
  const revocationReads = () =>
    services.identity.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/v1/sessions/revocations')).length;

  async function signedIn(): Promise<{ first: Session; second: Session }> {
    const account = await registerCompany(bff);
    return {
      first: await login(bff, account.email, account.password),
      second: await login(bff, account.email, account.password),
    };
  }

  it('carries the session (the refresh-token family) in the access token, the same across refreshes', async () => {
    const { first, second } = await signedIn();
    const { sid } = claimsOf(first.token);
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claimsOf(second.token).sid).not.toBe(sid);
    const refreshed = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: first.refreshToken },
    });
    expect(claimsOf(refreshed.body.data.token).sid).toBe(sid);
  });

  it('after logout the old access token answers 401 on REST and GraphQL at once; the same user’s other session keeps working', async () => {
    const { first, second } = await signedIn();
    await expectWorking(bff, first.token);
    const logout = await requestJson(`${bff.url}/api/auth/logout`, { body: { refreshToken: first.refreshToken } });
    expect(logout.status).toBe(200);

    await expectRefused(bff, first.token);
    await expectWorking(bff, second.token);

    // On a route open to visitors the ended session's token leaves a visitor: the form is not bound to the company.
    const contact = await requestJson(`${bff.url}/api/contact/contact-submissions`, {
      headers: first.auth,
      body: {
        fullName: 'Lena Landlord',
        email: 'lena@example.test',
        message: 'Sent after signing out',
        metadata: { submittedFrom: 'contact_page', submittedAt: new Date().toISOString() },
      },
    });
    expect(contact.status).toBe(201);
    const [row] = await database.query(`SELECT company_id FROM "engagement"."contact_submission" WHERE id = $1`, [
      contact.body.data.id,
    ]);
    expect(row).toEqual({ company_id: null });
  });

  it('a token refreshed before logout dies with it too: every access token of the session', async () => {
    const { first } = await signedIn();
    const refreshed = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: first.refreshToken },
    });
    const newer = refreshed.body.data.token as string;
    await expectWorking(bff, newer);
    await requestJson(`${bff.url}/api/auth/logout`, { body: { refreshToken: refreshed.body.data.refreshToken } });
    await expectRefused(bff, first.token);
    await expectRefused(bff, newer);
  });

  it('a family revoked for refresh-token reuse loses its access tokens at once', async () => {
    const { first, second } = await signedIn();
    const rotated = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: first.refreshToken },
    });
    const thiefToken = rotated.body.data.token as string;
    await expectWorking(bff, thiefToken);

    const reuse = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: first.refreshToken },
    });
    expect(reuse.body.code).toBe('REFRESH_REUSED');
    await expectRefused(bff, first.token);
    await expectRefused(bff, thiefToken);
    await expectWorking(bff, second.token);
  });

  it(`another replica refuses the token within SESSION_REVOCATION_TTL_MS (${TTL_MS} ms), reading the list at most once per interval`, async () => {
    const { first, second } = await signedIn();
    await expectWorking(replica, first.token);

    // The hot path: a burst of authenticated requests costs at most one read of the list, not one per request.
    const readsBefore = revocationReads();
    const burstStarted = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => rest(replica, second.token)));
    if (Date.now() - burstStarted < TTL_MS) expect(revocationReads() - readsBefore).toBeLessThanOrEqual(1);

    await requestJson(`${bff.url}/api/auth/logout`, { body: { refreshToken: first.refreshToken } });
    const loggedOutAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - loggedOutAt < TTL_MS + 2_000) {
      status = (await rest(replica, first.token)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const window = Date.now() - loggedOutAt;
    console.log(`another replica refused the logged-out token after ${window} ms`);
    expect(status).toBe(401);
    expect(window).toBeLessThanOrEqual(TTL_MS + 500);
    await expectRefused(replica, first.token);
    await expectWorking(replica, second.token);
  });

  it("identity's revokeAllOfUser (password change and reset) ends every access token of the user", async () => {
    const { first, second } = await signedIn();
    const other = await signedIn();
    await services.identity.app.get(SessionRevocationsService).revokeAllOfUser(first.user.id);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    await expectRefused(bff, first.token);
    await expectRefused(bff, second.token);
    await expectWorking(bff, other.first.token);
  });

  it('a password change ends the other sessions’ access tokens on this replica at once, keeping its own', async () => {
    // A long interval: only the replica's own read after the change can refuse the tokens this soon.
    const slow = await startBff({ ...serviceEnv(services), SESSION_REVOCATION_TTL_MS: '60000' });
    try {
      const account = await registerCompany(slow);
      const here = await login(slow, account.email, account.password);
      const elsewhere = await login(slow, account.email, account.password);
      await expectWorking(slow, elsewhere.token);
      const changed = await gql(
        slow,
        'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { revokedSessions } }',
        { input: { currentPassword: account.password, newPassword: 'Another-passw0rd-2' } },
        here.auth,
      );
      expect(changed.body).toEqual({ data: { changePassword: { revokedSessions: 1 } } });
      await expectRefused(slow, elsewhere.token);
      await expectWorking(slow, here.token);
    } finally {
      await slow.close();
    }
  });

  it('refuses a validly signed token that names no session: it could never be revoked', async () => {
    const { first } = await signedIn();
    const { sid: _, ...claims } = claimsOf(first.token);
    const withoutSession = new JwtService({ secret: process.env.JWT_SECRET }).sign(claims);
    await expectRefused(bff, withoutSession);
  });
});
