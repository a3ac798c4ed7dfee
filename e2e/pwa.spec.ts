import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchChromium } from './browser';

/**
 * The installable app in Chromium against the built stack: manifest and icons, the service worker
 * (app-shell precache, never API answers), the install prompt, the home-screen hint and the
 * notification-click route message.
 */
jest.setTimeout(60_000);

const mobile = { width: 390, height: 844 };

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

async function controlledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { context, page };
}

/** Two REST reads and a GraphQL query as the signed-in manager: each 'answered <status>' or 'network error'. */
function callApi(page: Page, token: string) {
  return page.evaluate(async (bearer) => {
    const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
    const attempt = (input: string, init?: RequestInit) =>
      fetch(input, { headers, ...init }).then(
        (response) => `answered ${response.status}`,
        () => 'network error',
      );
    return {
      rest: await attempt('/api/user'),
      company: await attempt('/api/companies/current'),
      graphql: await attempt('/graphql', { method: 'POST', body: JSON.stringify({ query: '{ __typename }' }) }),
    };
  }, token);
}

describe('installable app (PWA) in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('manifest and icons', () => {
    let context: BrowserContext;
    let page: Page;
    let manifest: WebManifest;

    beforeAll(async () => {
      context = await browser.newContext();
      page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBeTruthy();
      const response = await page.request.get(new URL(href!, baseUrl()).toString());
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/manifest\+json|json/);
      manifest = (await response.json()) as WebManifest;
    });

    afterAll(async () => {
      await context?.close();
    });

    it('links a manifest that describes the standalone app', () => {
      expect(manifest).toMatchObject({
        name: 'Letting Platform',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f766e',
        background_color: '#f8fafc',
      });
      expect(manifest.short_name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    });

    it('lists 192 and 512 PNG icons and a maskable 512 icon, all served as PNG', async () => {
      const png = manifest.icons.filter((icon) => icon.type === 'image/png');
      expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(png.some((icon) => icon.sizes === '512x512' && icon.purpose?.includes('maskable'))).toBe(true);
      for (const icon of png) {
        const response = await page.request.get(new URL(icon.src, baseUrl()).toString());
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        // PNG signature, and the declared width in the IHDR chunk.
        const body = await response.body();
        expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
      }
    });

    it('links a 180 px apple-touch-icon', async () => {
      const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      const response = await page.request.get(new URL(href!, baseUrl()).toString());
      expect(response.status()).toBe(200);
      const body = await response.body();
      expect(body.readUInt32BE(16)).toBe(180);
    });

    it('serves the worker and the manifest for revalidation, never from a stale HTTP cache', async () => {
      for (const path of ['/sw.js', '/manifest.webmanifest']) {
        const response = await page.request.get(`${baseUrl()}${path}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toBe('no-cache');
      }
    });
  });

  describe('service worker', () => {
    let context: BrowserContext;
    let page: Page;
    let token: string;

    beforeAll(async () => {
      ({ context, page } = await controlledPage(browser));
    });

    afterAll(async () => {
      await context?.close();
    });

    it('[AUTH-14] registers a worker that is active at the app scope', async () => {
      const registration = await page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        // `ready` resolves once a worker is active, which may still be finishing its activate event.
        const worker = ready.active;
        if (worker && worker.state === 'activating') {
          await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
        }
        return { scope: ready.scope, state: worker?.state, script: worker?.scriptURL };
      });
      expect(registration).toEqual({
        scope: `${baseUrl()}/`,
        state: 'activated',
        script: `${baseUrl()}/sw.js`,
      });
    });

    it('precaches the app shell and no API answer', async () => {
      // Successful API answers while online first: a caching worker would have stored these.
      token = await page.evaluate(async () => {
        const response = await fetch('/api/auth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'manager@example.com', password: 'Password123!' }),
        });
        return ((await response.json()) as { data: { token: string } }).data.token;
      });
      expect(await callApi(page, token)).toEqual({
        rest: 'answered 200',
        company: 'answered 200',
        graphql: 'answered 200',
      });
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
        }
        return urls;
      });
      expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));
      expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
      expect(cached.filter((path) => /^\/(api|graphql|healthz|readyz)(\/|$)/.test(path))).toEqual([]);
    });

    it('answers navigations from the cache offline but never /api or /graphql', async () => {
      await context.setOffline(true);
      try {
        expect(await callApi(page, token)).toEqual({
          rest: 'network error',
          company: 'network error',
          graphql: 'network error',
        });
        await page.goto(`${baseUrl()}/login`);
        await page.locator('#root > *').first().waitFor();
        expect(await page.title()).toContain('Letting Platform');
      } finally {
        await context.setOffline(false);
      }
    });

    it('[AUTH-15] routes the SPA to the path of a notification-click message', async () => {
      // A page of the SPA: the worker answers a prerendered page's address (`/`) with that page, which follows the
      // message with a page load.
      await page.goto(`${baseUrl()}/help`);
      // The SPA listens once it has rendered: post the message until it is handled.
      await page.waitForFunction(() => {
        navigator.serviceWorker.dispatchEvent(
          new MessageEvent('message', { data: { type: 'notification-click', url: '/login' } }),
        );
        return window.location.pathname === '/login';
      });
      expect(page.url()).toBe(`${baseUrl()}/login`);
      // Client-side navigation: the same document, no page load.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    });
  });

  describe('install prompt and home-screen hint on a phone', () => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await browser.newContext({ viewport: mobile, isMobile: true, hasTouch: true });
      page = await context.newPage();
      await page.clock.install();
    });

    afterEach(async () => {
      await context?.close();
    });

    /** Loads a page and waits for the app to render, so its timers run from a known point. */
    const load = async (path: string) => {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    };

    const offerInstall = (target: Page) =>
      target.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
        offer.prompt = () => {
          (window as unknown as { __prompted: number }).__prompted =
            ((window as unknown as { __prompted?: number }).__prompted ?? 0) + 1;
          return Promise.resolve();
        };
        offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
        window.dispatchEvent(offer);
      });

    it('[NAV-15] shows Install and Not now 3 s after load when installation is offered; Install prompts', async () => {
      await load('/');
      await offerInstall(page);
      const prompt = page.getByRole('dialog', { name: /install/i });
      await page.clock.runFor(2_500);
      expect(await prompt.count()).toBe(0);
      await page.clock.runFor(600);
      await prompt.waitFor();
      await expect(prompt.getByRole('button', { name: 'Not now' }).isVisible()).resolves.toBe(true);
      await prompt.getByRole('button', { name: 'Install' }).click();
      await page.waitForFunction(() => (window as unknown as { __prompted?: number }).__prompted === 1);
      await prompt.waitFor({ state: 'detached' });
    });

    it('[NAV-16] remembers Not now for the session', async () => {
      await load('/');
      await offerInstall(page);
      await page.clock.runFor(3_100);
      const prompt = page.getByRole('dialog', { name: /install/i });
      await prompt.getByRole('button', { name: 'Not now' }).click();
      await prompt.waitFor({ state: 'detached' });

      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await offerInstall(page);
      await page.clock.runFor(5_000);
      expect(await prompt.count()).toBe(0);
    });

    it('[NAV-17] [NAV-18] shows the home-screen hint at 10 s, hides it after 30 s, once per session', async () => {
      // The page's clock stands still from before it loads: however long a busy machine takes to load and
      // hydrate it, the hint's timer starts at the same moment of the page's time.
      await page.clock.pauseAt(Date.now() + 1_000);
      await load('/');
      // The prerendered heading shows before the page hydrates and starts the hint's timer: wait until React has
      // taken over the header.
      await page.waitForFunction(() => {
        const header = document.querySelector('header');
        return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
      });
      const hint = page.getByRole('status').filter({ hasText: 'home screen' });
      await page.clock.runFor(9_500);
      expect(await hint.count()).toBe(0);
      await page.clock.runFor(600);
      await hint.waitFor();
      // Above the mobile bottom bar.
      const box = await hint.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(mobile.height - 64);
      await page.clock.runFor(30_000);
      await hint.waitFor({ state: 'detached' });

      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.clock.runFor(45_000);
      expect(await hint.count()).toBe(0);
    });

    it('[NAV-18] never shows the home-screen hint in the installed app', async () => {
      await page.addInitScript(() => {
        const original = window.matchMedia.bind(window);
        window.matchMedia = (query: string) =>
          query.includes('display-mode: standalone')
            ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
            : original(query);
      });
      await load('/');
      await page.clock.runFor(15_000);
      expect(await page.getByRole('status').filter({ hasText: 'home screen' }).count()).toBe(0);
    });
  });
});
