import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { routeTable, type RouteEntry } from '../web/src/config/paths';
import { baseUrl, graphqlIn, launchChromium, signIn } from './browser';

/**
 * The built app in Chromium under its Content Security Policy (bff/src/security/security-headers.ts): the
 * public pages, every screen of a manager and an admin, the widgets and dialogs, a blog post with an
 * uploaded cover and hostile Markdown, and the service worker's pages. Every `securitypolicyviolation`
 * of every page and frame is reported back to the test, with every console message that names the policy;
 * each test ends with both lists empty, except where the test provokes and names the refusals itself.
 * Counts are reported at the end.
 */
const counts = { pages: 0, frames: 0, refusedOnPurpose: 0 };

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

interface Watched {
  context: BrowserContext;
  page: Page;
  violations: Violation[];
  policyMessages: string[];
}

declare global {
  interface Window {
    reportCspViolation?: (violation: Omit<Violation, 'url'>) => void;
  }
}

async function watchedContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Watched> {
  const context = await browser.newContext({ viewport });
  const violations: Violation[] = [];
  const policyMessages: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, violation: Omit<Violation, 'url'>) => {
    violations.push({ url: frame.url(), ...violation });
  });
  // Before any of the page's own scripts, in every frame (the support bot's too).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  context.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) policyMessages.push(message.text());
  });
  const page = await context.newPage();
  return { context, page, violations, policyMessages };
}

async function expectNoViolations({ violations, policyMessages }: Watched): Promise<void> {
  // Reports are queued as tasks: let the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(violations).toEqual([]);
  expect(policyMessages).toEqual([]);
}

/** Until the screen has its heading and has loaded what it asks for, so its own violations are seen. */
async function visit(page: Page, path: string, ready = 'h1'): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  counts.pages += 1;
}

/** The value once it passes the check, polled for up to five seconds. */
async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const WALK_TIMEOUT = 300_000;

const byAccess = (access: RouteEntry['access']) => routeTable.filter((route) => route.access === access);

async function signedIn(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const watched = await watchedContext(browser, viewport);
  await signIn(watched.page, email);
  await watched.page.waitForURL(`${baseUrl()}/dashboard`);
  return watched;
}

/** Uploads a cover as the editor does and publishes a post with it; answers where the post and cover live. */
async function publishPost(page: Page, bodyMarkdown: string): Promise<{ slug: string; coverImageUrl: string }> {
  const png = [
    ...(await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()),
  ];
  const coverImageUrl = await page.evaluate(async (bytes) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cover.png');
    const response = await fetch('/api/admin/blog/cover-images', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
      body: form,
    });
    return ((await response.json()) as { data: { url: string } }).data.url;
  }, png);
  const { createBlogPost: post } = await graphqlIn<{ createBlogPost: { id: string; slug: string; version: number } }>(
    page,
    'mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id slug version } }',
    {
      input: {
        title: `Deposits under a strict policy ${randomUUID().slice(0, 8)}`,
        description: 'What the Content Security Policy lets a published post show.',
        bodyMarkdown,
        coverImageUrl,
      },
    },
  );
  await graphqlIn(page, 'mutation ($id: ID!, $version: Int!) { publishBlogPost(id: $id, version: $version) { id } }', {
    id: post.id,
    version: post.version,
  });
  return { slug: post.slug, coverImageUrl };
}

const ORDINARY_POST = [
  '## Keeping deposits safe',
  'Read [the guide](/help) and [GOV.UK](https://www.gov.uk/tenancy-deposit-protection) first.',
  '| Scheme | Days |\n| - | - |\n| Custodial | 30 |',
  '- [x] Protect the deposit\n- [ ] Send the prescribed information',
].join('\n\n');

/** Everything the sanitiser must take out, written as raw HTML into the Markdown. */
const HOSTILE_POST = [
  '## Keeping deposits safe',
  '<form action="javascript:alert(1)"><input name="card"><button>Pay</button></form>',
  '<p style="color: red">Styled by the author</p>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">',
  '<style>body { display: none }</style>',
  '<a href="javascript:alert(2)">Click</a>',
].join('\n\n');

describe('Content Security Policy in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    console.log(`CSP walk: ${JSON.stringify(counts)}`);
    await browser?.close();
  });

  it('is enforced and reported: an injected inline script and style attribute are refused and seen', async () => {
    const watched = await watchedContext(browser);
    const { page, violations } = watched;
    const response = await page.goto(`${baseUrl()}/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'report-sample'(;|$)/);
    await page.locator('h1').first().waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.head.append(script);
      const styled = document.createElement('div');
      styled.innerHTML = '<span style="color: red">x</span>';
      document.body.append(styled);
      return document.body.dataset.injected ?? 'refused';
    });
    expect(ran).toBe('refused');
    const directives = await eventually(
      () => violations.map((violation) => violation.directive).sort(),
      (seen) => seen.length >= 2,
    );
    expect(directives).toEqual(['script-src-elem', 'style-src-attr']);
    expect(violations.find((violation) => violation.directive === 'script-src-elem')?.sample).toBe(
      'document.body.dataset.injected = "ran"',
    );
    counts.refusedOnPurpose += violations.length;
    violations.length = 0;
    watched.policyMessages.length = 0;
    await watched.context.close();
  });

  it(
    '[ROUTE-01] every public page and the widgets a visitor opens break no rule',
    async () => {
      const watched = await watchedContext(browser);
      const { page } = watched;
      for (const route of byAccess('public')) await visit(page, route.sample);

      await visit(page, '/');
      await page.getByRole('button', { name: 'Open sales chat' }).click();
      await page.getByRole('region', { name: 'Sales chat' }).waitFor();
      await page.getByRole('link', { name: 'Chat on WhatsApp' }).waitFor();
      await page.getByRole('button', { name: 'Open support chat' }).click();
      const frame = page.frameLocator('iframe[title="Support chat"]');
      await frame.getByRole('textbox', { name: 'Your message' }).waitFor();
      counts.frames += 1;
      await expectNoViolations(watched);
      await watched.context.close();
    },
    WALK_TIMEOUT,
  );

  it(
    'every screen of a manager, the bug reporter and the mobile menu (a Radix dialog with its scroll lock)',
    async () => {
      const watched = await signedIn(browser, 'manager@example.com');
      const { page } = watched;
      for (const route of byAccess('auth')) await visit(page, route.sample, 'main h1');
      await visit(page, '/dashboard', 'main h1');
      await page.getByRole('button', { name: 'Report a bug' }).click();
      await page.getByRole('region', { name: 'Bug report' }).waitFor();
      await expectNoViolations(watched);
      await watched.context.close();

      const mobile = await signedIn(browser, 'manager@example.com', { width: 390, height: 844 });
      await mobile.page
        .getByRole('navigation', { name: /bottom|mobile/i })
        .getByRole('button', { name: 'Menu' })
        .click();
      await mobile.page.getByRole('dialog').getByRole('link', { name: 'Dashboard' }).waitFor();
      // The scroll lock's <style> went in with the page's nonce, so the policy let it apply.
      const lock = await mobile.page.evaluate(() => ({
        locked: document.body.hasAttribute('data-scroll-locked'),
        overflow: getComputedStyle(document.body).overflow,
        nonced: Array.from(document.querySelectorAll('style')).some((style) => style.nonce !== ''),
      }));
      expect(lock).toEqual({ locked: true, overflow: 'hidden', nonced: true });
      await expectNoViolations(mobile);
      await mobile.context.close();
    },
    WALK_TIMEOUT,
  );

  it(
    'every admin screen, and a published post with its uploaded cover (an /api/uploads image)',
    async () => {
      const admin = await signedIn(browser, 'admin@example.com');
      for (const route of byAccess('admin')) await visit(admin.page, route.sample, 'main h1');
      const post = await publishPost(admin.page, ORDINARY_POST);
      await expectNoViolations(admin);
      await admin.context.close();

      const visitor = await watchedContext(browser);
      await visit(visitor.page, `/blog/${post.slug}`);
      const article = visitor.page.locator('article');
      await article.getByRole('table').waitFor();
      const cover = article.locator(`img[src="${post.coverImageUrl}"]`);
      const width = await eventually(
        () => cover.evaluate((image: HTMLImageElement) => image.naturalWidth),
        (loaded) => loaded > 0,
      );
      expect(width).toBe(64);
      await expectNoViolations(visitor);
      await visitor.context.close();
    },
    WALK_TIMEOUT,
  );

  it('a post with hostile Markdown shows none of it; the policy reports only the styles the sanitiser parsed', async () => {
    const admin = await signedIn(browser, 'admin@example.com');
    const post = await publishPost(admin.page, HOSTILE_POST);
    await admin.context.close();

    const visitor = await watchedContext(browser);
    await visit(visitor.page, `/blog/${post.slug}`);
    const article = visitor.page.locator('article');
    const styled = article.getByText('Styled by the author');
    await styled.waitFor();
    expect(await article.locator('form, input, button, style, [style], [srcset]').count()).toBe(0);
    expect(await article.locator('[href^="javascript:"], [src^="data:"]').count()).toBe(0);
    expect(await styled.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 0, 0)');
    expect(await visitor.page.locator('body').isVisible()).toBe(true);
    // DOMPurify reads the Markdown's HTML into an inert document, and Chromium checks an inline style there
    // against the page's policy before the sanitiser removes it: reported, never applied. Nothing else is
    // reported: no script, no data: image, nothing from the rest of the page.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const reported = new Set(visitor.violations.map((violation) => `${violation.directive} ${violation.sample}`));
    expect([...reported].sort()).toEqual(['style-src-attr color: red', 'style-src-elem body { display: none }']);
    counts.refusedOnPurpose += visitor.violations.length;
    await visitor.context.close();
  });

  it('[WID-10] pages served by the service worker, and the support bot framed while it controls the app', async () => {
    const watched = await watchedContext(browser);
    const { page } = watched;
    await visit(page, '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // From here navigations are answered from the precache, with the headers cached alongside index.html.
    for (const path of ['/', '/resources', '/company/about-us', '/login']) await visit(page, path);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const frame = page.frameLocator('iframe[title="Support chat"]');
    await frame.getByRole('textbox', { name: 'Your message' }).waitFor();
    counts.frames += 1;
    await expectNoViolations(watched);
    await watched.context.close();
  });
});
