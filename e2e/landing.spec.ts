import type { Browser, Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { baseUrl, launchChromium } from './browser';

/** Issue 10: the first visit of `/` paints from prerendered HTML and loads at most this much JavaScript. */
const FIRST_VISIT_JS_GZIP = 100_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

async function freshPage(javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

describe('landing page', () => {
  it('answers / with its content in the HTML itself, before any script runs', async () => {
    const response = await fetch(`${baseUrl()}/`);
    const html = await response.text();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/<h1[^>]*>Property management for UK letting agents and landlords<\/h1>/);
    expect(html).not.toContain('__CSP_NONCE__');

    const page = await freshPage(false);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: /Property management/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Blog' }).first().getAttribute('href')).toBe('/blog');
    await page.context().close();
  });

  it.each(['/blog', '/login', '/resources/roi-calculator'])('paints %s from its prerendered HTML', async (path) => {
    const page = await freshPage(false);
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.context().close();
  });

  it('paints the widget buttons from the HTML and loads their code only at the first interaction', async () => {
    const page = await freshPage();
    const widgetChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(sales-widget|support-widget|toast-provider)-/.test(request.url()))
        widgetChunks.push(request.url());
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open sales chat' }).waitFor();
    await page.getByRole('button', { name: 'Open support chat' }).waitFor();
    expect(widgetChunks).toEqual([]);
    await page.context().close();

    const noScript = await freshPage(false);
    await noScript.goto(`${baseUrl()}/`);
    await noScript.getByRole('button', { name: 'Open sales chat' }).waitFor();
    await noScript.context().close();
  });

  it('hydrates: the click that loads the widgets opens the one clicked, under the page policy', async () => {
    const page = await freshPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open sales chat' }).click();
    await page.getByRole('region', { name: 'Sales chat' }).waitFor();
    expect(errors.filter((text) => /hydrat|Minified React error|Content Security Policy/i.test(text))).toEqual([]);
    await page.context().close();
  });

  it('keeps the focus on a widget button as its code replaces the placeholder', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const loaded = page.waitForResponse((response) => /\/assets\/sales-widget-/.test(response.url()));
    const placeholder = await page.getByRole('button', { name: 'Open sales chat' }).elementHandle();
    await placeholder?.focus();
    await loaded;
    await page.waitForFunction((button) => !button?.isConnected, placeholder);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open sales chat');
    await page.context().close();
  });

  it('loads at most 100 KB of gzipped JavaScript on the first visit of /', async () => {
    const page = await freshPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    console.log(`first visit of /: ${scripts.length} scripts, ${(total / 1000).toFixed(1)} kB gzipped`);
    expect(total).toBeLessThanOrEqual(FIRST_VISIT_JS_GZIP);
    await page.context().close();
  });

  it('lets the service worker fetch nothing before the page has loaded', async () => {
    const page = await freshPage();
    const workerFetches: number[] = [];
    page.context().on('request', (request) => {
      if (request.serviceWorker()) workerFetches.push(Date.now());
    });
    await page.goto(`${baseUrl()}/`);
    const loadedAt = await page.evaluate(
      () => performance.timeOrigin + performance.timing.loadEventEnd - performance.timing.navigationStart,
    );
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(workerFetches.length).toBeGreaterThan(0);
    expect(Math.min(...workerFetches)).toBeGreaterThanOrEqual(loadedAt);
    await page.context().close();
  });
});
