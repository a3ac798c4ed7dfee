import type { RunningApp } from '@pm/kit/testing';
import { requestJson, startMailCatcher, type MailCatcher } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import {
  gql,
  login,
  PASSWORD,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  uniqueEmail,
  type Services,
} from './harness';

const PUBLIC_URL = 'https://app.lets.example';
const LINK = /https:\/\/app\.lets\.example\/reset-password\/([A-Za-z0-9_-]{43})/;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { revokedSessions } }`;
const MAIL_MESSAGES = `query ($first: Int!, $after: String) {
  mailMessages(first: $first, after: $after) {
    edges { node { id sender to subject text transport status createdAt } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

describe('bff: forgot password, password change and the mail log', () => {
  let smtp: MailCatcher;
  let services: Services;
  let bff: RunningApp;
  let limited: RunningApp;

  beforeAll(async () => {
    smtp = await startMailCatcher();
    const env = { SMTP_URL: smtp.url, QUEUE_NAMESPACE: `bff-pw-${randomUUID().slice(0, 8)}`, PUBLIC_URL };
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      services = await startServices();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    bff = await startBff({
      ...serviceEnv(services),
      PASSWORD_RESET_LIMIT_PER_IP: '10000',
      PASSWORD_RESET_LIMIT_PER_EMAIL: '50',
    });
    // Limits of its own: the counter's key holds the limit, so no other bff of the run counts with it.
    limited = await startBff({
      ...serviceEnv(services),
      PASSWORD_RESET_LIMIT_PER_EMAIL: '2',
      PASSWORD_RESET_LIMIT_PER_IP: '10000',
      PASSWORD_RESET_LIMIT_WINDOW_MS: String(3_600_000 + Math.floor(Math.random() * 1000)),
    });
  });
  afterAll(async () => {
    await Promise.all([bff?.close(), limited?.close()]);
    await services?.close();
    await smtp?.close();
  });

  const forgot = (app: RunningApp, email: string) =>
    requestJson(`${app.url}/api/auth/password-resets`, { body: { email } });
  const refresh = (refreshToken: string) =>
    requestJson(`${bff.url}/api/auth/token/refresh`, { body: { refreshToken } });
  const linkFor = async (email: string) => {
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    return { mail, token: LINK.exec(mail.text)?.[1] ?? '' };
  };

  it('mails a link whose page changes nothing until the new password is posted, then signs out every session', async () => {
    const account = await registerCompany(bff);
    const before = await login(bff, account.email, account.password);

    const asked = await forgot(bff, `  ${account.email.toUpperCase()} `);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ success: true, message: expect.stringContaining('If an account uses this email') });
    const { mail, token } = await linkFor(account.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password/${token}`);

    // Following the link: its page reads the link (twice: a mail scanner, then the person) and uses nothing.
    for (let i = 0; i < 2; i += 1) {
      const page = await requestJson(`${bff.url}/api/auth/password-resets/${token}`);
      expect(page.status).toBe(200);
      expect(page.body.data).toEqual({ email: account.email, expiresAt: expect.any(String) });
    }
    expect((await login(bff, account.email, account.password)).token).toBeTruthy();

    const weak = await requestJson(`${bff.url}/api/auth/password-resets/${token}`, {
      body: { password: 'lettersonly' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details.fields).toEqual({
      password: ['Password must contain a number or symbol, not only letters'],
    });

    const done = await requestJson(`${bff.url}/api/auth/password-resets/${token}`, {
      body: { password: 'Fresh-passw0rd-9' },
    });
    expect(done.status).toBe(200);
    expect((await refresh(before.refreshToken)).status).toBe(401);
    expect(
      (await requestJson(`${bff.url}/api/auth/token`, { body: { email: account.email, password: PASSWORD } })).status,
    ).toBe(401);
    expect((await login(bff, account.email, 'Fresh-passw0rd-9')).token).toBeTruthy();
    const reused = await requestJson(`${bff.url}/api/auth/password-resets/${token}`, {
      body: { password: 'Other-passw0rd-9' },
    });
    expect(reused.status).toBe(409);
  });

  it('answers an unknown address exactly as a known one and refuses a malformed link or address', async () => {
    const account = await registerCompany(bff);
    const known = await forgot(bff, account.email);
    const unknown = await forgot(bff, uniqueEmail('nobody'));
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const bad = await forgot(bff, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.email).toEqual(['Enter a valid email address']);
    expect((await requestJson(`${bff.url}/api/auth/password-resets/short`)).status).toBe(404);
    expect((await requestJson(`${bff.url}/api/auth/password-resets/${'a'.repeat(43)}`)).status).toBe(404);
  });

  it('limits requests per e-mail address (429), whatever the address', async () => {
    const email = uniqueEmail('flood');
    expect((await forgot(limited, email)).status).toBe(202);
    expect((await forgot(limited, email)).status).toBe(202);
    const third = await forgot(limited, email.toUpperCase());
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect((await forgot(limited, uniqueEmail('other'))).status).toBe(202);
  });

  it('[ACC-01] changes the password with the current one, by field, and signs out the other sessions only', async () => {
    const account = await registerCompany(bff);
    const here = await login(bff, account.email, account.password);
    const elsewhere = await login(bff, account.email, account.password);

    const wrong = await gql(
      bff,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not-it-123', newPassword: 'New-passw0rd-1' } },
      here.auth,
    );
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: ['Current password is incorrect'] },
    });
    const weak = await gql(
      bff,
      CHANGE_PASSWORD,
      { input: { currentPassword: PASSWORD, newPassword: 'short' } },
      here.auth,
    );
    expect(weak.body.errors?.[0]?.extensions?.fields).toEqual({
      newPassword: ['Password must be at least 10 characters'],
    });
    expect(
      (await gql(bff, CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: 'New-passw0rd-1' } })).body
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');

    const changed = await gql(
      bff,
      CHANGE_PASSWORD,
      { input: { currentPassword: PASSWORD, newPassword: 'New-passw0rd-1' } },
      here.auth,
    );
    expect(changed.body).toEqual({ data: { changePassword: { revokedSessions: 1 } } });
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
    expect((await refresh(here.refreshToken)).status).toBe(200);
    expect((await login(bff, account.email, 'New-passw0rd-1')).token).toBeTruthy();
  });

  it('shows the mail log to platform staff only, a page at a time', async () => {
    const account = await registerCompany(bff);
    await forgot(bff, account.email);
    await linkFor(account.email);
    const admin = await createUser(services.identity, { role: 'admin' });
    const staff = await login(bff, admin.email, IDENTITY_PASSWORD);

    let found = null;
    for (let i = 0; i < 20 && !found; i += 1) {
      const page = await gql(bff, MAIL_MESSAGES, { first: 100 }, staff.auth);
      expect(page.body.errors).toBeUndefined();
      found = page.body.data.mailMessages.edges.find(
        (edge: { node: { to: string } }) => edge.node.to === account.email,
      );
      if (!found) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(found.node).toMatchObject({
      sender: 'identity',
      subject: 'Reset your password',
      transport: 'smtp',
      status: 'sent',
      text: null,
    });
    const first = await gql(bff, MAIL_MESSAGES, { first: 1 }, staff.auth);
    expect(first.body.data.mailMessages.edges).toHaveLength(1);
    expect(first.body.data.mailMessages.totalCount).toBeGreaterThanOrEqual(1);

    const landlord = await login(bff, account.email, account.password);
    const refused = await gql(bff, MAIL_MESSAGES, { first: 10 }, landlord.auth);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.data).toBeNull();
  });
});
