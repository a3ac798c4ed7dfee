import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { demoPdf } from '../services/kit/src/demo-documents';
import { baseUrl, launchChromium, signedIn } from './browser';

/**
 * Documents in Chromium (DOC-01, DOC-02, ISO-02): the manager uploads two PDFs about the demo owner's home NGL-001,
 * one shared with its owner and one for the agency only; the demo owner finds the shared one on /documents and
 * downloads it through its short-lived link, and never sees the other.
 */
describe('documents in Chromium', () => {
  let browser: Browser;
  const tag = randomBytes(3).toString('hex');
  const shared = `E2E inventory ${tag}`;
  const staffOnly = `E2E agency note ${tag}`;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function upload(page: Page, title: string, toOwner: boolean): Promise<void> {
    await page.getByRole('button', { name: 'Upload document' }).first().click();
    const form = page.getByRole('form', { name: 'Upload a document' });
    const about = form.getByLabel('About');
    const home = about.locator('option', { hasText: /^NGL-001 · / });
    await about.selectOption((await home.getAttribute('value')) ?? '');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption({ label: 'Inventory' });
    if (toOwner) await form.getByRole('checkbox', { name: 'Owner' }).check();
    await form.getByLabel(/^File/).setInputFiles({
      name: `${title}.pdf`,
      mimeType: 'application/pdf',
      buffer: demoPdf([title, 'Uploaded by the e2e test']),
    });
    await form.getByRole('button', { name: 'Upload document' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: title, exact: true }).waitFor();
  }

  it('[DOC-01] the manager uploads a document shared with the owner and one for the agency only', async () => {
    const page = await signedIn(browser, 'manager@example.com');
    await page.goto(`${baseUrl()}/documents`);
    await upload(page, shared, true);
    await upload(page, staffOnly, false);
    const cardOf = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await cardOf(shared)
      .getByText(/Staff, owner/)
      .waitFor();
    await cardOf(staffOnly)
      .getByText(/Staff only/)
      .waitFor();
    await page.close();
  });

  it('[DOC-02] [ISO-02] the owner sees only the shared one, and downloads it', async () => {
    const page = await signedIn(browser, 'owner@example.com');
    await page.goto(`${baseUrl()}/documents`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: shared, exact: true }) });
    await card.waitFor();
    expect(await page.getByRole('heading', { name: staffOnly, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload document' }).count()).toBe(0);

    await card.getByRole('button', { name: 'Versions' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download version 1' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(shared);
    await page.close();
  });
});
