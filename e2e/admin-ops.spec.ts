import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { baseUrl, graphqlIn, launchChromium, signIn } from './browser';

interface Settings {
  whatsappNumber: string;
  supportBotUrl: string;
  bugReportCredits: number;
}

const SETTINGS_FIELDS = 'whatsappNumber supportBotUrl bugReportCredits';

async function signedInPage(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page };
}

async function send(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

async function creditBalance(page: Page): Promise<number> {
  await page.goto(`${baseUrl()}/help/support`);
  const amount = page.getByRole('region', { name: 'Your credit balance' }).getByTestId('credit-balance');
  await amount.waitFor();
  return Number((await amount.textContent())?.replace(/,/g, ''));
}

describe('admin operations in Chromium: system settings and bug reports', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let superPage: Page;
  let original: Settings | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    const signedIn = await signedInPage(browser, 'super@example.com');
    contexts.push(signedIn.context);
    superPage = signedIn.page;
    original = (await graphqlIn<{ systemSettings: Settings }>(superPage, `{ systemSettings { ${SETTINGS_FIELDS} } }`))
      .systemSettings;
  });

  afterAll(async () => {
    // Other spec files share this database and expect the settings as they were (e.g. 50 credits).
    if (original && superPage) {
      const restored = await graphqlIn<{ updateSystemSettings: Settings }>(
        superPage,
        `mutation($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { ${SETTINGS_FIELDS} } }`,
        { input: original },
      );
      expect(restored.updateSystemSettings).toEqual(original);
    }
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('[WID-02] a superuser changes the WhatsApp number at /admin/system and the button on / opens the new one', async () => {
    const number = `447700${randomInt(100_000, 1_000_000)}`;
    await superPage.goto(`${baseUrl()}/admin/system`);
    await superPage.getByRole('heading', { level: 1, name: 'System Settings' }).waitFor();
    const field = superPage.getByLabel('WhatsApp number');
    await field.waitFor();
    expect(await field.inputValue()).toBe(original?.whatsappNumber);

    await field.fill('07700');
    await superPage.getByRole('button', { name: 'Save settings' }).click();
    await superPage.getByText(/Enter 8 to 15 digits in international format/).waitFor();

    await field.fill(number);
    await superPage.getByRole('button', { name: 'Save settings' }).click();
    await superPage.getByText('Settings saved', { exact: true }).waitFor();

    // A visitor's fresh page load reads the public settings from the server: nothing stale in between.
    const visitor = await browser.newContext();
    contexts.push(visitor);
    const home = await visitor.newPage();
    await home.goto(`${baseUrl()}/`);
    const whatsapp = home.getByRole('link', { name: 'Chat on WhatsApp' });
    await whatsapp.waitFor();
    await home.waitForFunction(
      (expected) => document.querySelector('a[aria-label="Chat on WhatsApp"]')?.getAttribute('href') === expected,
      `https://wa.me/${number}`,
    );
    expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/${number}`);
  });

  it('[ROUTE-10] an admin sees the system settings read-only, with the reason', async () => {
    const { context, page } = await signedInPage(browser, 'admin@example.com');
    contexts.push(context);
    await page.goto(`${baseUrl()}/admin/system`);
    await page
      .getByText('Only a superuser (the platform owner) can change system settings.', { exact: false })
      .waitFor();
    expect(await page.getByLabel('WhatsApp number').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
  });

  it('[BUG-01] [BUG-04] [ENT-06] a manager files a bug report with a screenshot; an admin sees it with the screenshot and marks it triaged', async () => {
    const title = `Arrears widget blank ${randomBytes(4).toString('hex')}`;
    const manager = await signedInPage(browser, 'manager@example.com');
    contexts.push(manager.context);
    const before = await creditBalance(manager.page);

    await manager.page.goto(`${baseUrl()}/dashboard`);
    await manager.page.getByRole('button', { name: 'Report a bug' }).click();
    await send(manager.page, 'Bug title', title);
    await send(manager.page, 'Bug description', 'The arrears widget on the dashboard stays blank after a refresh.');
    await manager.page.getByRole('button', { name: 'Upload an image' }).click();
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await manager.page
      .getByLabel('Screenshot image')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await manager.page.getByRole('button', { name: 'Submit bug report' }).click();
    await manager.page.getByText('Bug report submitted!', { exact: true }).waitFor({ timeout: 30_000 });
    // The balance on the Support Center follows the report.
    expect(await creditBalance(manager.page)).toBe(before + (original?.bugReportCredits ?? 50));

    const admin = await signedInPage(browser, 'admin@example.com');
    contexts.push(admin.context);
    const page = admin.page;
    await page.goto(`${baseUrl()}/admin/bug-reports`);
    await page.getByRole('heading', { level: 1, name: 'Bug reports' }).waitFor();
    await page.getByRole('table', { name: 'Bug reports' }).getByRole('link', { name: title }).click();
    const panel = page.getByRole('complementary', { name: 'Bug report' });
    await panel.getByRole('heading', { name: title }).waitFor();
    await panel.getByText('manager@example.com').waitFor();
    await panel
      .getByText(/\/dashboard$/)
      .first()
      .waitFor();

    const image = panel.getByRole('img', { name: `Screenshot of the bug report "${title}"` });
    await image.waitFor();
    await page.waitForFunction((alt) => {
      const img = Array.from(document.images).find((candidate) => candidate.alt === alt);
      return img !== undefined && img.complete && img.naturalWidth > 0;
    }, `Screenshot of the bug report "${title}"`);
    const size = await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([64, 40]);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);

    await panel.getByLabel('Status').selectOption('triaged');
    await page.getByText('Status updated', { exact: true }).waitFor();
    await page.getByLabel('Filter by status').selectOption('triaged');
    await page.getByRole('table', { name: 'Bug reports' }).getByRole('link', { name: title }).waitFor();

    const triaged = await graphqlIn<{ bugReports: { edges: { node: { title: string; status: string } }[] } }>(
      page,
      'query($status: BugReportStatus) { bugReports(first: 100, status: $status) { edges { node { title status } } } }',
      { status: 'triaged' },
    );
    expect(triaged.bugReports.edges.find(({ node }) => node.title === title)?.node.status).toBe('triaged');
  });
});
