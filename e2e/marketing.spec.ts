import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { routeTable } from '../web/src/config/paths';
import { baseUrl, launchChromium } from './browser';

/** The public marketing pages, blog post included, as the route table lists them. */
const MARKETING = routeTable.filter((route) => route.shell === 'marketing' && route.access === 'public');
const PHONE = { width: 360, height: 740 };

interface ContactSubmissionRow {
  fullName: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  source: string;
  page: string | null;
}

/** The admin inbox's view of one submission, found by its unique e-mail (GraphQL, as the inbox asks). */
async function storedSubmission(email: string): Promise<ContactSubmissionRow | undefined> {
  const login = await fetch(`${baseUrl()}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Password123!' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({
      query: `query Find($q: String) { contactSubmissions(first: 5, q: $q) {
        edges { node { fullName email company phone message source page } } } }`,
      variables: { q: email },
    }),
  });
  const body = (await response.json()) as {
    data: { contactSubmissions: { edges: { node: ContactSubmissionRow }[] } };
  };
  return body.data.contactSubmissions.edges[0]?.node;
}

describe('public marketing pages in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each(MARKETING.map((route) => [route.sample]))(
    '[ROUTE-01] %s fits a 360 px phone without sideways scrolling and has no serious accessibility fault',
    async (path) => {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`);
      expect(serious).toEqual([]);
    },
  );

  it.each([
    ['/contact', 'Send message', 'contact_page'],
    ['/request-access', 'Request access', 'request_access'],
    ['/company/setup-demo', 'Request a demo', 'setup_demo'],
  ])(
    '[CALL-11] [VAL-03] the form on %s stores a contact submission with the page as its source',
    async (path, button, source) => {
      const email = `visitor.${randomUUID().slice(0, 8)}@example.test`;
      await page.goto(`${baseUrl()}${path}`);
      await page.getByLabel('Full Name').fill('Morag Campbell');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Company').fill('Campbell Property');
      await page
        .getByLabel('Additional Notes')
        .fill('We manage 40 flats in Glasgow and would like to see the maintenance tools.');
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('status').getByText('Thank you, we have your details').waitFor();

      expect(await storedSubmission(email)).toEqual({
        fullName: 'Morag Campbell',
        email,
        company: 'Campbell Property',
        phone: null,
        message: 'We manage 40 flats in Glasgow and would like to see the maintenance tools.',
        source,
        page: path,
      });
    },
  );

  it('[VAL-03] refuses a form without a name or a valid e-mail, naming each field, and sends nothing', async () => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact/')) posts.push(request.url());
    });
    await page.goto(`${baseUrl()}/contact`);
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectInvalid(page, 'Full Name');
    await expectInvalid(page, 'Email Address');
    expect(posts).toEqual([]);
  });
});

async function expectInvalid(page: Page, label: string): Promise<void> {
  const field = page.getByLabel(label);
  await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await field.elementHandle());
}
