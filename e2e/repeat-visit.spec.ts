import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../scripts/stack';
import { baseUrl, launchChromium, signIn } from './browser';

/**
 * Issue 10: a returning visitor's service worker answers the address of a prerendered public page with that page's
 * own HTML from its precache (as the bff answers a first visit), and every other address with the SPA's index.html.
 * And what every visit paints first: a prerendered page's HTML with the critical rules in it, as the whole stylesheet
 * would paint it.
 */
jest.setTimeout(180_000);

const HOME_HEADING = /<h1[^>]*>Property management for UK letting agents and landlords<\/h1>/;
const BLOG_HEADING = /<h1[^>]*>Letting, explained<\/h1>/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A visitor's second visit: the worker registered during the first one controls the page and has precached. */
async function returningVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/blog`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { context, page };
}

/** The document a navigation received, before any script ran on it, and whether the worker answered it. */
async function visit(page: Page, path: string): Promise<{ html: string; fromWorker: boolean }> {
  const response = await page.goto(`${baseUrl()}${path}`);
  if (!response) throw new Error(`No answer for ${path}`);
  return { html: await response.text(), fromWorker: response.fromServiceWorker() };
}

/** The name entry-page.tsx hydrates, which only a prerendered page carries (src/prerender/page-html.ts). */
const pageName = (html: string) => /<div id="root" data-page="([^"]+)">/.exec(html)?.[1];

describe('a returning visitor', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await returningVisitor());
  });

  afterAll(async () => {
    await context?.close();
  });

  it('[ROUTE-01] gets /blog and / from the worker as their prerendered HTML, with the network gone', async () => {
    await context.setOffline(true);
    try {
      const blog = await visit(page, '/blog');
      expect(blog.fromWorker).toBe(true);
      expect(pageName(blog.html)).toBe('blog');
      expect(blog.html).toMatch(BLOG_HEADING);
      expect(blog.html).not.toContain('__CSP_NONCE__');
      await page.getByRole('heading', { level: 1, name: 'Letting, explained' }).waitFor();

      const home = await visit(page, '/');
      expect(home.fromWorker).toBe(true);
      expect(pageName(home.html)).toBe('home');
      expect(home.html).toMatch(HOME_HEADING);
      await page.getByRole('heading', { level: 1, name: /Property management/ }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it("[ROUTE-01] gets the SPA's index.html from the worker for every other address", async () => {
    await context.setOffline(true);
    try {
      for (const path of ['/blog/renters-rights-what-changes', '/dashboard', '/help']) {
        const spa = await visit(page, path);
        expect(spa.fromWorker).toBe(true);
        expect(spa.html).toContain('<div id="root"></div>');
        expect(pageName(spa.html)).toBeUndefined();
      }
    } finally {
      await context.setOffline(false);
    }
  });

  it('[ROUTE-01] gets the page of the path whatever its query string or trailing slash, as from the bff', async () => {
    const login = await visit(page, '/login?returnUrl=%2Fproperties');
    expect(login.fromWorker).toBe(true);
    expect(pageName(login.html)).toBe('login');
    const blog = await visit(page, '/blog/');
    expect(blog.fromWorker).toBe(true);
    expect(pageName(blog.html)).toBe('blog');
  });

  it("[AUTH-14] precaches each page under a revision of its built HTML, so a new build's page replaces it", async () => {
    const revisions = await page.evaluate(async () => {
      const found: Record<string, string | null> = {};
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          found[url.pathname] = url.searchParams.get('__WB_REVISION__');
        }
      }
      return found;
    });
    for (const [path, file] of [
      ['/', 'prerendered/index.html'],
      ['/blog', 'prerendered/blog/index.html'],
      ['/login', 'prerendered/login/index.html'],
    ] as const) {
      const built = readFileSync(join(ROOT, 'web', 'dist', file));
      expect(revisions[path]).toBe(createHash('md5').update(built).digest('hex'));
    }
    // The SPA's shell stays precached for its own addresses.
    expect(Object.keys(revisions)).toContain('/index.html');
  });
});

describe('the prerendered pages from the worker, rendered afresh as from the bff', () => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    ({ context, page } = await returningVisitor());
  });

  afterEach(async () => {
    await context?.close();
  });

  it('[ROUTE-05] signs a visitor in on /login?returnUrl=… and lands on the page it names', async () => {
    const login = await visit(page, '/login?returnUrl=%2Fproperties');
    expect(login.fromWorker).toBe(true);
    await page.getByLabel(/email/i).fill('manager@example.com');
    await page.getByLabel(/password/i).fill('Password123!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/properties`);
    const user = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('authData') ?? 'null') as { user?: { email?: string } } | null)?.user,
    );
    expect(user?.email).toBe('manager@example.com');
  });

  it('[AUTH-14] shows a signed-in visitor of / the way to the dashboard, not the login', async () => {
    await signIn(page, 'manager@example.com');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    const home = await visit(page, '/');
    expect(home.fromWorker).toBe(true);
    expect(pageName(home.html)).toBe('home');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
  });
});

/** Where each element of the page sits and how it looks, as far as the eye can tell at a glance. */
const LOOKS = `[...document.body.querySelectorAll('*')].map((element) => {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return [element.tagName, box.x, box.y, box.width, box.height, style.color, style.backgroundColor, style.display,
    style.fontSize, style.fontWeight, style.borderTopWidth, style.borderTopColor, style.boxShadow, style.visibility].join('|');
})`;

describe('the first paint of a prerendered page', () => {
  const dist = join(ROOT, 'web', 'dist');
  /** Every page the build prerendered, by its path. */
  const paths = readdirSync(join(dist, 'prerendered'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${dirname(file)}`.replace(/^\/\.$/, '/'));

  /** The page with scripts off: its HTML alone, or with its whole stylesheet applied as the page's script does. */
  async function looks(path: string, viewport: { width: number; height: number }, whole: boolean): Promise<string[]> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    try {
      const page = await context.newPage();
      if (whole) {
        await page.route(`${baseUrl()}${path}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace('<link rel="preload" as="style"', '<link rel="stylesheet"');
          await route.fulfill({ response, body: html });
        });
      }
      await page.goto(`${baseUrl()}${path}`);
      return (await page.evaluate(LOOKS)) as string[];
    } finally {
      await context.close();
    }
  }

  it('[ROUTE-01] looks the same from its critical rules as from the whole stylesheet, on a phone and a desktop', async () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/login']));
    const differences: string[] = [];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      for (const path of paths) {
        const [painted, whole] = [await looks(path, viewport, false), await looks(path, viewport, true)];
        expect(painted.length).toBeGreaterThan(10);
        painted.forEach((element, index) => {
          if (element !== whole[index]) differences.push(`${viewport.width} ${path}: ${element} / ${whole[index]}`);
        });
      }
    }
    expect(differences).toEqual([]);
  });
});
