import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { baseUrl, fieldError, graphqlIn, launchChromium, MAIL_WAIT_MS, outboxRow, signIn } from './browser';

/**
 * Forgot password, end to end (DESIGN §5, token links): the link travels through identity's mail queue into
 * the outbox (the stack has no SMTP_URL), where an admin reads it. Every test registers its own company, so
 * the demo users' passwords stay as the other specs expect them, and each test runs alone.
 */

const OLD_PASSWORD = 'Start-passw0rd-1';
const NEW_PASSWORD = 'Fresh-passw0rd-2';
const REQUESTED =
  'If an account uses this email address, we have sent it a link to reset the password. The link works for one hour.';
const LINK = /(https?:\/\/[^\s/]+\/reset-password\/([A-Za-z0-9_-]{43}))/;

interface MailNode {
  to: string;
  subject: string;
  text: string | null;
}

const unique = (label: string) => `${label}.${randomBytes(6).toString('hex')}@example.test`;

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A company of its own, registered through the REST API the sign-up form uses. */
async function registerLandlord(): Promise<string> {
  const email = unique('reset');
  const response = await post('/api/register', {
    companyName: 'Reset Lettings',
    firstName: 'Rita',
    lastName: 'Reset',
    email,
    password: OLD_PASSWORD,
  });
  expect(response.status).toBe(201);
  return email;
}

/** The sign-in endpoint's answer to a password: 200 signs in, 401 does not. */
async function signInStatus(email: string, password: string): Promise<number> {
  return (await post('/api/auth/token', { email, password })).status;
}

async function askForLinkByApi(email: string): Promise<void> {
  const response = await post('/api/auth/password-resets', { email });
  expect(response.status).toBe(202);
}

async function adminToken(): Promise<string> {
  const response = await post('/api/auth/token', { email: 'admin@example.com', password: 'Password123!' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Every message of the outbox, as the admin screen asks for them (GraphQL mailMessages, newest first). */
async function outbox(token: string): Promise<MailNode[]> {
  const response = await post(
    '/graphql',
    { query: '{ mailMessages(first: 100) { edges { node { to subject text } } } }' },
    { authorization: `Bearer ${token}` },
  );
  const body = (await response.json()) as { data?: { mailMessages: { edges: { node: MailNode }[] } } };
  if (!body.data) throw new Error(`mailMessages failed: ${JSON.stringify(body)}`);
  return body.data.mailMessages.edges.map((edge) => edge.node);
}

/** The reset link mailed to `email`, read from the outbox as admin@example.com once it has arrived. */
async function linkFromOutbox(email: string): Promise<string> {
  const token = await adminToken();
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mail = (await outbox(token)).find((message) => message.to === email);
    if (mail) {
      expect(mail.subject).toBe('Reset your password');
      const link = LINK.exec(mail.text ?? '')?.[1];
      if (!link) throw new Error(`no reset link in the message to ${email}: ${mail.text}`);
      return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in the outbox after ${MAIL_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function openResetPage(page: Page, link: string, email: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  await page.getByText(`For ${email}.`, { exact: false }).waitFor();
}

describe('forgot password in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('"Forgot password?" on the sign-in page asks for a link: an unknown address gets the same confirmation, and only the account is mailed, in the outbox an admin reads', async () => {
    const email = await registerLandlord();
    const stranger = unique('nobody');
    const page = await newPage();

    // The unknown address first: the queue handles the requests in order, so its turn has passed once the
    // known address's message is in the outbox.
    const confirmations: string[] = [];
    for (const address of [stranger, email]) {
      await page.goto(`${baseUrl()}/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(`${baseUrl()}/forgot-password`);
      await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(address);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const status = page.getByRole('status').filter({ hasText: 'If an account uses this email address' });
      await status.waitFor();
      confirmations.push((await status.textContent()) ?? '');
    }
    expect(confirmations).toEqual([REQUESTED, REQUESTED]);

    // The admin's outbox screen shows the message with its link.
    const admin = await newPage();
    await signIn(admin, 'admin@example.com');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    const row = await outboxRow(admin, email);
    await row.getByText('Reset your password', { exact: true }).waitFor();
    await row.getByText('Outbox', { exact: true }).waitFor();
    const link = LINK.exec((await row.locator('pre').textContent()) ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${baseUrl()}/reset-password/[A-Za-z0-9_-]{43}$`));
    expect(
      (
        await graphqlIn<{ mailMessages: { edges: { node: MailNode }[] } }>(
          admin,
          '{ mailMessages(first: 100) { edges { node { to subject text } } } }',
        )
      ).mailMessages.edges.filter(({ node }) => node.to === stranger),
    ).toEqual([]);

    // The mailed link opens the reset page of that account.
    await openResetPage(page, link!, email);
    await page.getByLabel('New password', { exact: true }).waitFor();
  });

  it('[DESIGN §5] opening the link changes nothing: the old password still signs in after the link was opened, twice', async () => {
    const email = await registerLandlord();
    await askForLinkByApi(email);
    const link = await linkFromOutbox(email);
    const token = LINK.exec(link)![2]!;

    // A mail scanner's GET, then the person's page.
    const scanned = await fetch(`${baseUrl()}/api/auth/password-resets/${token}`);
    expect(scanned.status).toBe(200);
    expect(((await scanned.json()) as { data: { email: string } }).data.email).toBe(email);
    const page = await newPage();
    await openResetPage(page, link, email);
    await page.getByLabel('New password', { exact: true }).waitFor();

    expect(await signInStatus(email, OLD_PASSWORD)).toBe(200);
    // Still unused: it opens the form again, not the used page.
    await openResetPage(page, link, email);
    await page.getByRole('button', { name: 'Set new password' }).waitFor();
  });

  it('a weak password is refused with the field message, by the form and by the server, and the link stays usable', async () => {
    const email = await registerLandlord();
    await askForLinkByApi(email);
    const link = await linkFromOutbox(email);
    const token = LINK.exec(link)![2]!;
    const page = await newPage();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/auth/password-resets/'))
        posted.push(request.url());
    });
    await openResetPage(page, link, email);

    const field = page.getByLabel('New password', { exact: true });
    const submit = page.getByRole('button', { name: 'Set new password' });
    await field.fill('lettersonly');
    await submit.click();
    await page.getByText('Password must contain a number or symbol, not only letters', { exact: true }).waitFor();
    expect(await fieldError(page, 'New password')).toBe('Password must contain a number or symbol, not only letters');
    await field.fill('short1');
    await submit.click();
    await page.getByText('Password must be at least 10 characters', { exact: true }).waitFor();
    expect(await fieldError(page, 'New password')).toBe('Password must be at least 10 characters');
    expect(posted).toEqual([]);

    // The server has the last word and says the same on the same field.
    const refused = await page.evaluate(async (path) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'lettersonly' }),
      });
      return { status: response.status, body: (await response.json()) as { details?: { fields?: unknown } } };
    }, `/api/auth/password-resets/${token}`);
    expect(refused.status).toBe(400);
    expect(refused.body.details?.fields).toEqual({
      password: ['Password must contain a number or symbol, not only letters'],
    });

    expect(await signInStatus(email, OLD_PASSWORD)).toBe(200);
    await openResetPage(page, link, email);
    await page.getByRole('button', { name: 'Set new password' }).waitFor();
  });

  it('a strong password is accepted: the old one no longer signs in, the new one does, and the link, used once, shows the used page', async () => {
    const email = await registerLandlord();
    await askForLinkByApi(email);
    const link = await linkFromOutbox(email);
    const page = await newPage();
    await openResetPage(page, link, email);

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByText('Your password has been changed. Sign in with your new password.', { exact: true }).waitFor();

    await signIn(page, email, OLD_PASSWORD);
    await page.locator('form').getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    expect((await graphqlIn<{ me: { email: string } }>(page, '{ me { email } }')).me.email).toBe(email);

    const again = await newPage();
    await again.goto(link);
    await again.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    expect(await again.getByLabel('New password', { exact: true }).count()).toBe(0);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('a session signed in before the reset is signed out: its next API call is refused and the app returns to sign-in', async () => {
    const email = await registerLandlord();
    const before = await newPage();
    await signIn(before, email, OLD_PASSWORD);
    await before.waitForURL(`${baseUrl()}/dashboard`);
    expect((await graphqlIn<{ me: { email: string } }>(before, '{ me { email } }')).me.email).toBe(email);
    // Read now: the app clears them once it notices the session has ended.
    const tokens = await before.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('authData') ?? '{}') as { token?: string; refreshToken?: string };
      return { token: stored.token ?? '', refreshToken: stored.refreshToken ?? '' };
    });
    expect(tokens.token).not.toBe('');
    expect(tokens.refreshToken).not.toBe('');

    await askForLinkByApi(email);
    const link = await linkFromOutbox(email);
    const page = await newPage();
    await openResetPage(page, link, email);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${baseUrl()}/login`);

    // The earlier session's access token has not expired, yet its session has ended.
    const answer = await before.evaluate(async (bearer) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { email } }' }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      return { data: body.data ?? null, codes: (body.errors ?? []).map((error) => error.extensions?.code) };
    }, tokens.token);
    expect(answer).toEqual({ data: null, codes: ['UNAUTHENTICATED'] });
    const user = await fetch(`${baseUrl()}/api/user`, { headers: { authorization: `Bearer ${tokens.token}` } });
    expect(user.status).toBe(401);
    expect((await post('/api/auth/token/refresh', { refreshToken: tokens.refreshToken })).status).toBe(401);

    // The app, unable to renew the session, signs out and sends the user to sign in.
    await before.goto(`${baseUrl()}/dashboard`);
    await before.waitForURL((url) => url.pathname === '/login');
    await before.getByText('You have been logged out.', { exact: true }).waitFor();
    expect(await before.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
