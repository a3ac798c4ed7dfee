import type { Browser, BrowserContext, Page } from 'playwright-core';
import { redirects, routeTable, type RouteEntry } from '../web/src/config/paths';
import { baseUrl, launchChromium, signIn } from './browser';

/**
 * Walks the route table of spec §2 in Chromium against the built app, as a visitor, a manager, an
 * admin and a superuser. Every case is counted in `cases` and reported at the end.
 */
const byAccess = (access: RouteEntry['access']) => routeTable.filter((r) => r.access === access);
const cases = { visitor: 0, manager: 0, admin: 0, superuser: 0 };

async function signedInContext(browser: Browser, email: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL(`${baseUrl()}/dashboard`);
  return { context, page };
}

async function readStorage(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
    session: sessionStorage.length,
  }));
}

describe('app shell in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    console.log(`route x role cases walked: ${JSON.stringify(cases)}`);
    await browser?.close();
  });

  describe('as a visitor', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext();
      page = await context.newPage();
    });

    afterAll(() => context.close());

    it('[ROUTE-01] [ROUTE-02] [ROUTE-03] [ROUTE-04] every public route renders without sign-in', async () => {
      for (const route of byAccess('public')) {
        await page.goto(`${baseUrl()}${route.sample}`);
        await page.locator('h1').first().waitFor();
        expect(new URL(page.url()).pathname).toBe(route.sample);
        cases.visitor += 1;
      }
    });

    it('[ROUTE-05] every login-required route sends a visitor to /login with the encoded returnUrl', async () => {
      for (const route of byAccess('auth')) {
        const target = `${route.sample}?tab=a%20b&x=1`;
        await page.goto(`${baseUrl()}${target}`);
        await page.waitForURL(/\/login\?/);
        expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(target);
        cases.visitor += 1;
      }
    });

    it('[ROUTE-08] every admin route sends a visitor to /login', async () => {
      for (const route of byAccess('admin')) {
        await page.goto(`${baseUrl()}${route.sample}`);
        await page.waitForURL(/\/login/);
        expect(new URL(page.url()).pathname).toBe('/login');
        cases.visitor += 1;
      }
    });

    it('[ROUTE-12] an unknown path shows the not-found page', async () => {
      await page.goto(`${baseUrl()}/no/such/page`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/no/such/page');
    });

    it('[NAV-13] the page title is the last path segment, capitalised, dashes to spaces, then the product name', async () => {
      await page.goto(`${baseUrl()}/resources/use-cases`);
      await page.waitForFunction(() => document.title.startsWith('Use cases'));
      expect(await page.title()).toMatch(/^Use cases \S.*Letting Platform$/);
    });

    it('[NAV-06] shows no sidebar on /, /login, /register, resources and company pages', async () => {
      for (const path of ['/', '/login', '/register', '/resources', '/resources/roi-calculator', '/company/about-us']) {
        await page.goto(`${baseUrl()}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
        expect(await page.locator('[data-sidebar="sidebar"]').count()).toBe(0);
      }
    });
  });

  describe('as a manager', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await signedInContext(browser, 'manager@example.com'));
    });

    afterAll(() => context.close());

    it('[ROUTE-06] every login-required route renders its screen', async () => {
      for (const route of byAccess('auth')) {
        await page.goto(`${baseUrl()}${route.sample}`);
        await page.locator('main h1').first().waitFor();
        expect(new URL(page.url()).pathname).toBe(route.sample);
        // A screen the table marks pending says so, under its own heading.
        if (route.pending) {
          await page.getByRole('region', { name: 'Not available yet' }).waitFor();
          await page.getByRole('heading', { level: 1, name: route.title, exact: true }).waitFor();
        }
        cases.manager += 1;
      }
    });

    it('[ROUTE-09] [ROLE-04] every admin route shows Access Denied and sends a manager to /dashboard', async () => {
      for (const route of byAccess('admin')) {
        await page.goto(`${baseUrl()}${route.sample}`);
        await page.getByText('Access Denied').first().waitFor();
        await page.waitForURL(`${baseUrl()}/dashboard`);
        expect(new URL(page.url()).pathname).toBe('/dashboard');
        cases.manager += 1;
      }
    });

    it('[ROUTE-11] old admin building-factor paths redirect to the same paths under /properties', async () => {
      for (const { from, to } of redirects) {
        const id = '00000000-0000-4000-8203-000000000001';
        await page.goto(`${baseUrl()}${from.replace(':id', id)}`);
        await page.waitForURL(`${baseUrl()}${to.replace(':id', id)}`);
        expect(new URL(page.url()).pathname).toBe(to.replace(':id', id));
      }
    });

    it('[NAV-01] [NAV-02] [NAV-03] the sidebar has the standard sections and no admin items', async () => {
      await page.goto(`${baseUrl()}/dashboard`);
      const nav = page.getByRole('navigation').first();
      for (const label of ['Dashboard', 'Maintenance', 'Portfolio', 'Leases', 'Tenants', 'Help', 'My Account']) {
        await nav.getByText(label, { exact: true }).first().waitFor();
      }
      expect(await nav.getByText('Admin', { exact: true }).count()).toBe(0);
      expect(await nav.getByText('Model Customisation', { exact: true }).count()).toBe(0);
    });

    it('[NAV-07] the section of the current route is open', async () => {
      await page.goto(`${baseUrl()}/maintenance/trades-people`);
      for (const name of ['Trade Management', 'Activity Calendar']) {
        await page.getByRole('link', { name }).waitFor();
        expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
      }
    });
  });

  describe.each([
    ['admin', 'admin@example.com'],
    ['superuser', 'super@example.com'],
  ] as const)('as %s', (role, email) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await signedInContext(browser, email));
    });

    afterAll(() => context.close());

    it('[ROUTE-10] [ROLE-03] every admin route renders', async () => {
      for (const route of byAccess('admin')) {
        await page.goto(`${baseUrl()}${route.sample}`);
        await page.locator('main h1').first().waitFor();
        expect(new URL(page.url()).pathname).toBe(route.sample);
        cases[role] += 1;
      }
    });

    it('[NAV-02] [NAV-03] the sidebar has the Admin section and Model Customisation', async () => {
      await page.goto(`${baseUrl()}/admin/users`);
      for (const name of ['User Management', 'Blogs', 'System Settings']) {
        await page.getByRole('link', { name }).waitFor();
        expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
      }
      await page.goto(`${baseUrl()}/manage-account`);
      await page.getByRole('link', { name: 'Model Customisation' }).waitFor();
      expect(await page.getByRole('link', { name: 'Model Customisation' }).isVisible()).toBe(true);
    });
  });

  describe('mobile bottom bar at 390 px', () => {
    it('[NAV-09] signed in: Home, Properties, Maintenance, Tenants and a Menu that opens the sidebar', async () => {
      const { context, page } = await signedInContext(browser, 'manager@example.com', { width: 390, height: 844 });
      const bar = page.getByRole('navigation', { name: /bottom|mobile/i });
      for (const name of ['Home', 'Properties', 'Maintenance', 'Tenants']) {
        await bar.getByRole('link', { name }).waitFor();
        expect(await bar.getByRole('link', { name }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('dialog').count()).toBe(0);
      await bar.getByRole('button', { name: 'Menu' }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await sheet.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
      await context.close();
    });

    it('[NAV-10] [NAV-11] [NAV-12] signed out: a single Login on /, Home and Login elsewhere, and the round login button', async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      const bar = page.getByRole('navigation', { name: /bottom|mobile/i });
      await bar.getByRole('link', { name: 'Login' }).waitFor();
      expect(await bar.getByRole('link').count()).toBe(1);
      await page.goto(`${baseUrl()}/contact`);
      await bar.getByRole('link', { name: 'Home' }).waitFor();
      await bar.getByRole('link', { name: 'Login' }).waitFor();
      expect(await page.getByRole('link', { name: 'Login' }).count()).toBeGreaterThanOrEqual(1);
      await context.close();
    });
  });

  describe('session lifecycle', () => {
    it('[AUTH-01] [ROUTE-05] login returns to the returnUrl and stores authData and authToken', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/properties?view=all`);
      await page.waitForURL(/\/login\?/);
      await page.getByLabel(/email/i).fill('manager@example.com');
      await page.getByLabel(/password/i).fill('Password123!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl()}/properties?view=all`);
      const { local } = await readStorage(page);
      const authData = JSON.parse(local.authData ?? 'null') as {
        token: string;
        refreshToken: string;
        expiresAt: number;
      };
      expect(authData.expiresAt).toBeGreaterThan(Date.now());
      expect(local.authToken).toBe(authData.token);
      await context.close();
    });

    it('[AUTH-09] a 401 triggers one refresh and the retried request succeeds', async () => {
      const { context, page } = await signedInContext(browser, 'manager@example.com');
      const before = JSON.parse((await readStorage(page)).local.authData!) as { token: string; refreshToken: string };
      // A token the server rejects (bad signature) but the client still believes valid.
      await page.evaluate(() => {
        const data = JSON.parse(localStorage.getItem('authData')!) as { token: string };
        const [h, p] = data.token.split('.');
        const forged = `${h}.${p}.invalidsignature`;
        localStorage.setItem('authData', JSON.stringify({ ...data, token: forged }));
        localStorage.setItem('authToken', forged);
      });
      const refreshes: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/auth/token/refresh') && refreshes.push(r.url()));
      await page.goto(`${baseUrl()}/dashboard`);
      await page.getByTestId('figure-properties').filter({ hasText: /\d/ }).waitFor();
      const after = JSON.parse((await readStorage(page)).local.authData!) as { token: string; refreshToken: string };
      expect(refreshes.length).toBeGreaterThanOrEqual(1);
      expect(after.refreshToken).not.toBe(before.refreshToken);
      expect(after.token).not.toContain('invalidsignature');
      await context.close();
    });

    it('[AUTH-10] a failed refresh clears auth data and goes to /login', async () => {
      const { context, page } = await signedInContext(browser, 'manager@example.com');
      await page.evaluate(() => {
        const data = JSON.parse(localStorage.getItem('authData')!) as { token: string };
        const [h, p] = data.token.split('.');
        const forged = `${h}.${p}.invalidsignature`;
        localStorage.setItem(
          'authData',
          JSON.stringify({ ...data, token: forged, refreshToken: 'revoked-or-unknown' }),
        );
        localStorage.setItem('authToken', forged);
      });
      await page.goto(`${baseUrl()}/dashboard`);
      await page.waitForURL(/\/login/);
      const { local } = await readStorage(page);
      expect(Object.keys(local).filter((k) => /auth|token|user/i.test(k))).toEqual([]);
      await context.close();
    });

    it('[AUTH-06] [ERR-05] logout clears every auth key and session storage and goes to /login', async () => {
      const { context, page } = await signedInContext(browser, 'manager@example.com');
      await page.evaluate(() => sessionStorage.setItem('draft', '1'));
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.waitForURL(/\/login/);
      await page.getByText('Logged out successfully', { exact: true }).waitFor();
      const { local, session } = await readStorage(page);
      expect(Object.keys(local).filter((k) => /auth|token|user/i.test(k))).toEqual([]);
      expect(session).toBe(0);
      await context.close();
    });

    it('[AUTH-02] [AUTH-03] an OAuth redirect with an auth parameter signs in and cleans the URL', async () => {
      // A real sign-in gives real tokens; they then arrive as an OIDC callback would hand them over.
      const login = await fetch(`${baseUrl()}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'landlord@example.com', password: 'Password123!' }),
      });
      const { data } = (await login.json()) as { data: { token: string; refreshToken: string; user: unknown } };
      const auth = encodeURIComponent(
        JSON.stringify({ token: data.token, refreshToken: data.refreshToken, user: data.user }),
      );
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${baseUrl()}/dashboard?auth=${auth}&welcome=1&tab=x`);
      await page.getByTestId('figure-properties').waitFor();
      const url = new URL(page.url());
      expect(url.searchParams.has('auth')).toBe(false);
      expect(url.searchParams.has('welcome')).toBe(false);
      expect(url.searchParams.get('tab')).toBe('x');
      const stored = JSON.parse((await readStorage(page)).local.authData!) as { token: string; expiresAt: number };
      expect(stored.token).toBe(data.token);
      // No expiresAt in the parameter: 1440 minutes from now.
      expect(stored.expiresAt).toBeGreaterThanOrEqual(started + 1439 * 60_000);
      expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + 1441 * 60_000);
      await context.close();
    });
  });

  it('walks every route of the table in at least one role', () => {
    const walked = cases.visitor + cases.manager + cases.admin + cases.superuser;
    expect(walked).toBe(byAccess('public').length + 2 * byAccess('auth').length + 4 * byAccess('admin').length);
  });
});
