import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, graphqlIn, launchChromium, signIn } from './browser';
import { testPng } from './images';

async function balanceOf(page: Page): Promise<number> {
  return (await graphqlIn<{ creditBalance: number }>(page, '{ creditBalance }')).creditBalance;
}

async function send(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

describe('chat widgets in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
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

    it('[WID-01] [ROLE-01] marketing pages show the sales bot, support bot and WhatsApp buttons, no bug reporter', async () => {
      for (const path of ['/', '/resources/roi-calculator', '/company/about-us']) {
        await page.goto(`${baseUrl()}${path}`);
        await page.getByRole('button', { name: 'Open sales chat' }).waitFor();
        await page.getByRole('button', { name: 'Open support chat' }).waitFor();
        await page.getByRole('link', { name: 'Chat on WhatsApp' }).waitFor();
        expect(await page.getByRole('button', { name: 'Report a bug' }).count()).toBe(0);
      }
    });

    it('[WID-03] /register/{hash} shows only the support bot, without its floating button', async () => {
      await page.goto(`${baseUrl()}/register/demo-tenant-invitation-0001`);
      await page.locator('iframe[title="Support chat"]').waitFor();
      expect(await page.locator('iframe[title="Support chat"]').getAttribute('src')).toContain('country=UK');
      expect(await page.getByRole('button', { name: 'Open support chat' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Open sales chat' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Chat on WhatsApp' }).count()).toBe(0);
    });

    it('[SALES-05] [CALL-10] the sales bot answers the free-trial question from the knowledge base', async () => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('button', { name: 'Open sales chat' }).click();
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/sales-bot/query'));
      await send(page, 'Your question', 'How long is the free trial?');
      const body = (await (await answered).json()) as { data: { answer: string; source: { question: string } | null } };
      expect(body.data.source).not.toBeNull();
      expect(body.data.answer).toMatch(/100[- ]day/i);
      const shown = page
        .getByRole('region', { name: 'Sales chat' })
        .getByText(/100[- ]day/i)
        .first();
      await shown.waitFor({ timeout: 30_000 });
      expect(await shown.isVisible()).toBe(true);
    });
  });

  describe('as a signed-in manager', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext();
      page = await context.newPage();
      await signIn(page, 'manager@example.com');
      await page.waitForURL(`${baseUrl()}/dashboard`);
    });

    afterAll(() => context.close());

    it('[WID-04] [WID-05] [ROLE-02] the bug reporter shows on /dashboard but not on /leases, and no public widget does', async () => {
      await page.getByRole('button', { name: 'Report a bug' }).waitFor();
      expect(await page.getByRole('button', { name: 'Open sales chat' }).count()).toBe(0);
      await page.goto(`${baseUrl()}/leases`);
      await page.locator('main h1').first().waitFor();
      expect(await page.getByRole('button', { name: 'Report a bug' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Open support chat' }).count()).toBe(0);
    });

    it('[BUG-01] [BUG-04] [CALL-12] [CONST-07] a bug report with a screenshot is stored and credits 50', async () => {
      // Other spec files of the run may also credit the demo manager (e2e/admin-ops.spec.ts): count from here.
      const before = await balanceOf(page);
      await page.goto(`${baseUrl()}/properties`);
      await page.getByRole('button', { name: 'Report a bug' }).click();
      await send(page, 'Bug title', 'Rent column shows the wrong currency');
      await send(page, 'Bug description', 'On the properties list the rent of NGL-004 shows without pence.');
      await page.getByRole('button', { name: 'Upload an image' }).click();
      await page
        .getByLabel('Screenshot image')
        .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await testPng() });
      await page.getByRole('button', { name: 'Submit bug report' }).click();
      await page.getByText('Bug report submitted!', { exact: true }).waitFor({ timeout: 30_000 });
      await page
        .getByRole('region', { name: 'Bug report' })
        .getByText(/50 credits/i)
        .first()
        .waitFor();
      expect(await balanceOf(page)).toBe(before + 50);
    });
  });
});
