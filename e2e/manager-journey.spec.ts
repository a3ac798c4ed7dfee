import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, signIn } from './browser';

describe('manager journey in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('[AUTH-01] signs in as the manager and stores authData and authToken', async () => {
    await signIn(page, 'manager@example.com');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    const stored = await page.evaluate(() => ({
      authData: JSON.parse(localStorage.getItem('authData') ?? 'null') as Record<string, unknown> | null,
      authToken: localStorage.getItem('authToken'),
    }));
    expect(stored.authData).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect((stored.authData?.user as { email?: string })?.email).toBe('manager@example.com');
    expect(stored.authToken).toBe(stored.authData?.token);
  });

  it('shows the real dashboard counts of the demo agency', async () => {
    // DASH-01: the staff's dashboard shows the portfolio's figures (PORT-01).
    await page
      .getByTestId('figure-properties')
      .filter({ hasText: /^\s*12\s*$/ })
      .waitFor();
    const open = Number((await page.getByTestId('count-open-maintenance').textContent())?.trim());
    expect(open).toBeGreaterThanOrEqual(6);
  });

  it('lists the portfolio on the properties page', async () => {
    await page.goto(`${baseUrl()}/properties`);
    const rows = page.getByRole('table', { name: 'Properties' }).locator('tbody tr');
    await rows.first().getByRole('link').waitFor();
    expect(await rows.count()).toBe(12);
    // Rent in pounds and pence, as DESIGN.md §4 shows money (£1,250.00).
    await rows
      .first()
      .getByText(/£[\d,]+\.\d{2}/)
      .waitFor();
  });

  it('[AUTH-06] logs out, clears stored auth and lands on /login', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => /auth|token|user/i.test(k))).toEqual([]);
  });

  it('[ROUTE-05] sends a signed-out visitor of /properties to /login with the returnUrl', async () => {
    await page.goto(`${baseUrl()}/properties?sort=postcode`);
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/properties?sort=postcode');
  });
});
