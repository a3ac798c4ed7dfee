import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { demoPdf } from '../services/kit/src/demo-documents';
import { baseUrl, launchChromium, signIn } from './browser';

/**
 * Properties and owners in Chromium (PROP-01..03, OWN-01, ISO-02): the manager adds a property (a wrong postcode is
 * refused beside its field), adds an owner and links them through the owner picker, finds the property by its
 * owner, opens it, records a certificate with its PDF on its Compliance tab, prints its QR labels (PROP-04), edits and archives
 * it; the demo owner sees only their own properties.
 */
describe('properties and owners in Chromium', () => {
  let browser: Browser;
  const tag = randomBytes(3).toString('hex');
  const street = `${tag} Hyde Park Road`;
  const ownerName = `E2E Owner ${tag}`;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Signed in, on the dashboard with its figures (the staff's portfolio figures, an owner's own count). */
  async function signedIn(email: string): Promise<Page> {
    const page = await browser.newPage();
    await signIn(page, email);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.getByTestId('figure-properties').or(page.getByTestId('count-properties')).first().waitFor();
    return page;
  }

  describe('as the demo manager', () => {
    let page: Page;
    let propertyPath = '';
    let ownerPath = '';

    beforeAll(async () => {
      page = await signedIn('manager@example.com');
    });
    afterAll(() => page?.close());

    it('[PROP-02] adds a property: an invalid postcode is refused by its field, a valid one normalised', async () => {
      await page.goto(`${baseUrl()}/properties`);
      await page.getByRole('button', { name: 'Add property' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add property' });
      await sheet.getByLabel('Address line 1').fill(street);
      await sheet.getByLabel('Town or city').fill('Leeds');
      await sheet.getByLabel('Postcode').fill('LS6 3A');
      await sheet.getByRole('button', { name: 'Add property' }).click();
      await sheet.getByText('Enter a UK postcode, such as SW1A 1AA').waitFor();
      expect(await sheet.getByLabel('Postcode').getAttribute('aria-invalid')).toBe('true');

      await sheet.getByLabel('Postcode').fill('ls63ag');
      await sheet.getByRole('button', { name: 'Add property' }).click();
      await page.waitForURL(/\/properties\/[0-9a-f-]{36}$/);
      propertyPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name: street }).waitFor();
      await page.getByText('Leeds, LS6 3AG').waitFor();
    });

    it('[OWN-01] [OWN-02] adds an owner whose bank details show masked', async () => {
      await page.goto(`${baseUrl()}/property-owners`);
      await page.getByRole('button', { name: 'Add owner' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add owner' });
      await sheet.getByLabel(/^Name/).fill(ownerName);
      await sheet.getByLabel(/^E-mail/).fill(`owner-${tag}@example.com`);
      await sheet.getByLabel(/^Sort code/).fill('20-45-7');
      await sheet.getByLabel(/^Account number/).fill('63849120');
      await sheet.getByRole('button', { name: 'Add owner' }).click();
      await sheet.getByText('Enter the sort code: 6 digits, such as 12-34-56').waitFor();
      await sheet.getByLabel(/^Sort code/).fill('20-45-77');
      await sheet.getByRole('button', { name: 'Add owner' }).click();
      await page.waitForURL(/\/property-owners\/[0-9a-f-]{36}$/);
      ownerPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name: ownerName }).waitFor();
      await page.getByText('sort code **-**-77, account ****9120').waitFor();
      expect(await page.getByText('63849120').count()).toBe(0);
      await page.getByRole('heading', { name: 'Monthly statements' }).waitFor();
      // OWN-02: a new owner has no properties yet, so their statement has nothing to add up.
      await page.getByText('This owner has no properties, so there is nothing to show for the month.').waitFor();
    });

    it('[PROP-02] [OWN-01] links the owner to the property through the picker', async () => {
      await page.goto(`${baseUrl()}${propertyPath}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      const picker = page.getByRole('combobox', { name: /Owner/ });
      await picker.fill(ownerName.slice(0, 12));
      await page.getByRole('option', { name: ownerName }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(`Owner: ${ownerName}`).waitFor();

      await page.goto(`${baseUrl()}${ownerPath}`);
      await page.getByRole('heading', { name: 'Properties (1)' }).waitFor();
    });

    it('[PROP-01] finds the property in the list filtered by its owner, and opens it', async () => {
      await page.goto(`${baseUrl()}/properties`);
      const filter = page.getByRole('combobox', { name: 'Owner' });
      await filter.fill(ownerName);
      await page.getByRole('option', { name: ownerName }).click();
      await page.waitForURL(/ownerId=/);
      const rows = page.getByRole('table', { name: 'Properties' }).locator('tbody tr');
      await rows.filter({ hasText: street }).first().waitFor();
      // The unfiltered page stays on screen until the filtered one arrives.
      await rows.filter({ hasNotText: street }).first().waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(1);
      await rows.first().getByRole('link').first().click();
      await page.waitForURL(`${baseUrl()}${propertyPath}`);
    });

    it('[CMP-01] [CMP-02] records a missing certificate with its PDF on the Compliance tab and sees its state change', async () => {
      // A vacant home needs nothing yet (CMP-02): let it first.
      await page.getByRole('tab', { name: 'Compliance' }).click();
      await page.getByText('This property needs no certificates or checks on its current facts.').waitFor();
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel(/^Status/).selectOption('let');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('button', { name: 'Save changes' }).waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Compliance' }).click();
      const missing = page.getByRole('listitem').filter({ has: page.getByText('Missing', { exact: true }) });
      await missing.first().waitFor();
      const item = (await missing.first().getByRole('heading').textContent()) ?? '';
      await missing
        .first()
        .getByRole('button', { name: `Record ${item}` })
        .click();
      const sheet = page.getByRole('dialog', { name: item });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
      await sheet.getByLabel(/^Issued on/).fill(today);
      await sheet.getByLabel(/^Certificate or licence number/).fill(`E2E-${tag}`);
      await sheet.getByLabel(/^Certificate file/).setInputFiles({
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: demoPdf([item, `E2E-${tag}`]),
      });
      await sheet.getByRole('button', { name: 'Save' }).click();
      await sheet.waitFor({ state: 'detached' });
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item, exact: true }) });
      await card.getByText('Valid', { exact: true }).waitFor();
      await card.getByText(`E2E-${tag}`).waitFor();
      // The certificate's file is kept with the record (CMP-01, DOC-02) and downloads through its signed link.
      const [certificate] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: `Download certificate for ${item}` }).click(),
      ]);
      expect((await readFile((await certificate.path())!)).toString('latin1')).toContain(`E2E-${tag}`);
      await page.getByRole('tab', { name: 'Overview' }).click();
    });

    it('[PROP-04] prints QR labels: the ticked property as an A4 PDF sheet and its one code as SVG', async () => {
      await page.goto(`${baseUrl()}/properties/qr-codes`);
      const table = page.getByRole('table', { name: 'Properties to print' });
      const row = table.locator('tbody tr').filter({ hasText: street });
      await page.getByLabel('Search').fill(tag);
      await row.waitFor();
      const tick = row.getByRole('checkbox');
      const reference = ((await tick.getAttribute('aria-label')) ?? '').replace(/^Print /, '');
      await tick.check();
      const [sheet] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download labels for 1 ticked (PDF)' }).click(),
      ]);
      expect(sheet.suggestedFilename()).toBe('property-qr-codes.pdf');
      const pdf = await readFile((await sheet.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(2_000);

      const [code] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: `${reference} as SVG` }).click(),
      ]);
      expect(code.suggestedFilename()).toBe(`${reference}-qr-code.svg`);
      expect((await readFile((await code.path())!, 'utf8')).startsWith('<svg')).toBe(true);
      await page.goto(`${baseUrl()}${propertyPath}`);
      await page.getByRole('heading', { level: 1, name: street }).waitFor();
    });

    it('[PROP-02] [PROP-03] edits the property, then archives it out of the list', async () => {
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Bedrooms').fill('4');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page
        .getByText('House')
        .or(page.getByText(/4 bedrooms/i))
        .first()
        .waitFor();
      await page.getByText(/4 bedrooms/i).waitFor();

      await page.getByRole('button', { name: 'Archive' }).click();
      await page.getByRole('button', { name: 'Archive property' }).click();
      await page.waitForURL(`${baseUrl()}/properties`);
      await page.getByRole('table', { name: 'Properties' }).locator('tbody tr').first().waitFor();
      await page.getByText(street).waitFor({ state: 'detached' });
    });
  });

  describe('as the demo owner', () => {
    it('[ISO-02] [OWN-01] sees only their own properties and only their own owner record', async () => {
      const page = await signedIn('owner@example.com');
      await page.goto(`${baseUrl()}/properties`);
      const rows = page.getByRole('table', { name: 'Your properties' }).locator('tbody tr');
      await rows.first().getByRole('link').waitFor();
      const references = (await rows.getByRole('rowheader').allTextContents()).map((text) => text.trim());
      expect(references).toEqual(['NGL-001', 'NGL-006', 'NGL-009']);
      expect(await page.getByText(street).count()).toBe(0);

      await page.goto(`${baseUrl()}/property-owners`);
      const owners = page.getByRole('table', { name: 'Property owners' }).locator('tbody tr');
      await owners.first().getByRole('link').waitFor();
      expect((await owners.getByRole('rowheader').allTextContents()).map((t) => t.trim())).toEqual([
        'Margaret Holloway',
      ]);
      expect(await page.getByRole('button', { name: 'Add owner' }).count()).toBe(0);
      await page.close();
    });
  });
});
