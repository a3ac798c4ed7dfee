import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_KIND, demoId } from '../services/kit/src/demo';
import { baseUrl, launchChromium, signedIn } from './browser';

/**
 * Meter readings with their photos in Chromium (UTIL-01, DOC-02, ISO-02): the manager records a reading of the
 * demo owner's NGL-001 electricity meter with a photo from the file picker (a phone would open its camera); the
 * photo opens from the readings list, re-encoded by the bff; the demo owner opens it too.
 */
describe('meter reading photos in Chromium', () => {
  let browser: Browser;
  const value = 20_000 + (Date.now() % 5_000);
  const shownValue = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }).format(value);
  const page = (query = '') => `${baseUrl()}/utility-management?property=${demoId(DEMO_KIND.property, 1)}${query}`;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The new reading's row in the electricity card. */
  const readingRow = (tab: Page): Locator =>
    tab.getByRole('region', { name: 'Electricity' }).getByRole('listitem').filter({ hasText: shownValue });

  async function opensPhoto(tab: Page): Promise<void> {
    const row = readingRow(tab);
    await row.getByRole('button', { name: /^View photo/ }).click();
    const image = row.getByRole('img', { name: /photo of the reading/ });
    await image.waitFor();
    await tab.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1600, 1200,
    ]);
  }

  it('[UTIL-01] [DOC-02] the manager records a reading with a photo of the meter and opens it from the list', async () => {
    const tab = await signedIn(browser, 'manager@example.com');
    await tab.goto(page());
    const card = tab.getByRole('region', { name: 'Electricity' });
    await card.getByRole('button', { name: 'Record a reading' }).click();
    await card.getByLabel('Reading', { exact: true }).fill(String(value));
    await card.getByLabel(/Read by/).fill('E2E clerk');
    const photo = card.getByLabel('Photo of the meter (optional)');
    expect(await photo.getAttribute('capture')).toBe('environment');
    await photo.setInputFiles({
      name: 'IMG_0042.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#357' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'PhoneCo' } })
        .toBuffer(),
    });
    await card.getByRole('button', { name: 'Save reading' }).click();
    await card.getByRole('button', { name: 'Save reading' }).waitFor({ state: 'detached' });
    await opensPhoto(tab);
    await tab.close();
  });

  it('[DOC-02] [ISO-02] the owner of the property opens the photo too', async () => {
    const tab = await signedIn(browser, 'owner@example.com');
    await tab.goto(page());
    await readingRow(tab).waitFor();
    expect(await tab.getByRole('button', { name: /^Add photo/ }).count()).toBe(0);
    await opensPhoto(tab);
    await tab.close();
  });
});
