import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchChromium } from './browser';

const NO_ACCOUNT =
  'No account uses the e-mail address of that sign-in. Ask your agency to invite you, or sign in with your password.';

/** The test provider's development pages: its login form takes the account's sub, any password; then consent. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  const issuer = process.env.E2E_OIDC_ISSUER;
  if (!issuer) throw new Error('E2E_OIDC_ISSUER is not set: run e2e tests through jest (e2e/global-setup.ts)');
  await page.waitForURL((url) => url.origin === new URL(issuer).origin);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.locator('input[name="prompt"][value="consent"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('sign-in with an OpenID Connect provider in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async () => {
    // A fresh context per test: no session at the provider, no stored auth in the app.
    context = await browser.newContext();
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('[AUTH-02] [AUTH-03] Continue with Test IdP signs the manager in and lands on the returnUrl', async () => {
    await page.goto(`${baseUrl()}/login?returnUrl=%2Fproperties`);
    const button = page.getByRole('link', { name: 'Continue with Test IdP' });
    expect(await button.getAttribute('href')).toBe('/api/auth/oidc/testidp/start?returnUrl=%2Fproperties');
    await button.click();

    await signInAtProvider(page, 'manager-sso');

    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/properties');
    const rows = page.getByRole('table', { name: 'Properties' }).locator('tbody tr');
    await rows.first().getByRole('link').waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.has('auth')).toBe(false);
    expect(url.searchParams.has('welcome')).toBe(false);
    expect(url.search).toBe('');

    const stored = await page.evaluate(() => ({
      authData: JSON.parse(localStorage.getItem('authData') ?? 'null') as Record<string, unknown> | null,
      authToken: localStorage.getItem('authToken'),
    }));
    expect(stored.authData).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect((stored.authData?.user as { email?: string } | undefined)?.email).toBe('manager@example.com');
    expect(stored.authToken).toBe(stored.authData?.token);
    expect(await rows.count()).toBe(12);
  });

  it('an e-mail with no account here lands on /login with the no_account message', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Continue with Test IdP' }).click();

    await signInAtProvider(page, 'stranger');

    await page.waitForURL(`${baseUrl()}/login?oauthError=no_account`);
    await page.getByRole('alert').filter({ hasText: NO_ACCOUNT }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  });
});
