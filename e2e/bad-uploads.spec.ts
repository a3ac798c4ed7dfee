import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { baseUrl, graphqlIn, launchChromium, signIn } from './browser';
import { testPng } from './images';

// Uploads that must be refused, driven through the real screens: the bug reporter's screenshot and the
// blog CMS's cover image. Checked in the browser first where it can be, and always by the bff's bytes check.

const SUBMIT_ERROR = 'I apologize, but there was an error submitting your report.';
const NOT_A_SCREENSHOT = "That file isn't an image. Please choose an image file, such as a PNG or JPEG.";

async function send(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

describe('bad uploads are refused in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('bug report screenshot', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext();
      page = await context.newPage();
      await signIn(page, 'manager@example.com');
      await page.waitForURL(`${baseUrl()}/dashboard`);
    });

    afterAll(() => context.close());

    async function startReport(title: string): Promise<void> {
      await page.goto(`${baseUrl()}/dashboard`);
      await page.getByRole('button', { name: 'Report a bug' }).click();
      await send(page, 'Bug title', title);
      await send(page, 'Bug description', 'The rent schedule shows the wrong due day for NGL-002.');
      await page.getByRole('button', { name: 'Upload an image' }).click();
    }

    it('[VAL-05] refuses a file that does not say it is an image before anything is sent', async () => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/bug-reports')) posts.push(request.url());
      });
      await startReport(`Wrong file ${randomUUID().slice(0, 8)}`);
      await page
        .getByLabel('Screenshot image')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('rent notes') });
      await page.getByText(NOT_A_SCREENSHOT, { exact: true }).first().waitFor();
      expect(posts).toEqual([]);
      await page.getByRole('region', { name: 'Bug report' }).getByRole('button', { name: 'Close bug report' }).click();
    });

    it('[VAL-05] [ERR-12] refuses bytes that only claim to be a PNG (the bff answers 400) and credits nothing', async () => {
      const balance = async () => (await graphqlIn<{ creditBalance: number }>(page, '{ creditBalance }')).creditBalance;
      const before = await balance();
      const title = `Disguised file ${randomUUID().slice(0, 8)}`;
      await startReport(title);
      const answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/bug-reports') && response.request().method() === 'POST',
      );
      await page.getByLabel('Screenshot image').setInputFiles({
        name: 'screen.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      });
      await page.getByRole('button', { name: 'Submit bug report' }).click();
      const refused = await answer;
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({
        success: false,
        code: 'INVALID_SCREENSHOT',
        message: 'Screenshot must be an image (PNG, JPEG, WebP or GIF)',
      });
      await page
        .getByRole('region', { name: 'Bug report' })
        .getByText(SUBMIT_ERROR, { exact: false })
        .first()
        .waitFor();
      await page.getByText('Submission failed', { exact: true }).first().waitFor();
      expect(await balance()).toBe(before);
    });
  });

  describe('blog cover image', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext();
      page = await context.newPage();
      await signIn(page, 'admin@example.com');
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await page.goto(`${baseUrl()}/admin/blog/edit/new`);
      await page.getByLabel('Upload cover image').waitFor({ state: 'attached' });
    });

    afterAll(() => context.close());

    const cover = () => page.getByRole('group', { name: 'Cover image' });

    it('[VAL-05] refuses a disguised file with the server’s message and keeps no cover', async () => {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/blog/cover-images'));
      await page.getByLabel('Upload cover image').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj'),
      });
      expect((await answer).status()).toBe(400);
      await cover().getByText('Cover image must be a PNG, JPEG, WebP or GIF image').waitFor();
      expect(await page.getByRole('img', { name: 'Cover image preview' }).count()).toBe(0);
    });

    it('[VAL-05] refuses a cover over 5 MB in the browser, and the bff refuses it too (413)', async () => {
      const big = Buffer.concat([await testPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
      await page
        .getByLabel('Upload cover image')
        .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
      await cover().getByText('Cover image is too large: at most 5 MB').waitFor();

      const direct = await page.evaluate(async (size) => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'huge.png');
        const response = await fetch('/api/admin/blog/cover-images', {
          method: 'POST',
          headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
          body: form,
        });
        return { status: response.status, body: (await response.json()) as { code: string } };
      }, big.length);
      expect(direct.status).toBe(413);
      expect(direct.body.code).toBe('FILE_TOO_LARGE');
    });
  });
});
