import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, signedIn } from './browser';

/** ISO-02 and ISO-07 in Chromium: the demo owner and tenant see only their own slice, in their own words. */
describe('what an owner and a tenant see in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('as the demo owner (NGL-001, NGL-006 and NGL-009)', () => {
    let page: Page;

    beforeAll(async () => {
      page = await signedIn(browser, 'owner@example.com');
    });
    afterAll(() => page?.close());

    it('[ISO-02] [DASH-01] counts only their properties and the open repairs at them', async () => {
      await page.getByText('Here is what is happening at the properties you own.').waitFor();
      await page
        .getByTestId('count-properties')
        .filter({ hasText: /^\s*3\s*$/ })
        .waitFor();
      expect((await page.getByTestId('count-open-maintenance').textContent())?.trim()).toBe('1');
      await page.getByRole('heading', { name: 'Your properties', exact: true }).waitFor();
    });

    it('[ISO-02] [ISO-07] lists only their own properties on /properties', async () => {
      await page.goto(`${baseUrl()}/properties`);
      await page.getByRole('heading', { level: 1, name: 'Your properties' }).waitFor();
      const rows = page.getByRole('table', { name: 'Your properties' }).locator('tbody tr');
      await rows.first().getByRole('link').waitFor();
      const references = (await rows.getByRole('rowheader').allTextContents()).map((text) => text.trim());
      expect(references).toEqual(['NGL-001', 'NGL-006', 'NGL-009']);
      expect(await page.getByText('NGL-002').count()).toBe(0);
    });
  });

  describe('as the demo tenant (living at NGL-001)', () => {
    let page: Page;

    beforeAll(async () => {
      page = await signedIn(browser, 'tenant@example.com');
    });
    afterAll(() => page?.close());

    it('[ISO-02] [DASH-01] shows their tenancy and their own repair requests', async () => {
      await page.getByText('Your home, your rent and your repair requests.').waitFor();
      const tenancy = page.getByRole('region', { name: 'Flat 3, 112 Wilmslow Road, Manchester, M14 5AL' });
      await tenancy.getByText('£950.00 a month').waitFor();
      await page
        .getByTestId('count-maintenance')
        .filter({ hasText: /^\s*2\s*$/ })
        .waitFor();
      expect((await page.getByTestId('count-open-maintenance').textContent())?.trim()).toBe('1');
      expect(await page.getByTestId('count-properties').count()).toBe(0);
      await page.getByRole('link', { name: 'Report a repair' }).waitFor();
    });

    it('[ISO-02] [ISO-07] shows their home, and only their home, on /properties', async () => {
      await page.goto(`${baseUrl()}/properties`);
      await page.getByRole('heading', { level: 1, name: 'Your home' }).waitFor();
      const home = page.getByRole('region', { name: 'Flat 3, 112 Wilmslow Road' });
      await home.getByText('£950.00 a month').waitFor();
      expect(await page.getByRole('main').getByRole('region').count()).toBe(1);
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByText('Margaret Holloway').count()).toBe(0);
    });
  });
});
