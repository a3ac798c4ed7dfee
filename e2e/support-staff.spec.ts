import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { baseUrl, launchChromium, signIn } from './browser';

/** The support bot polls every 10 s, the Support Center every 10-30 s: allow a few rounds. */
const POLL_WAIT_MS = 40_000;

async function signedInPage(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page };
}

/** Opens, one after another, the rows matching `row` until the thread shows `text`. */
async function openConversationWith(rows: Locator, thread: () => Locator, text: string): Promise<void> {
  await rows.first().waitFor();
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) {
    await rows.nth(index).click();
    try {
      await thread().getByText(text).waitFor({ timeout: 5_000 });
      return;
    } catch {
      // Another conversation of the same person: try the next one.
    }
  }
  throw new Error(`No conversation shows "${text}"`);
}

describe('support conversations answered by staff, in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const suffix = randomBytes(4).toString('hex');
  const question = `Where do I find the rent ledger? (${suffix})`;
  const answer = `Open Finance, then Rent ledger. (${suffix})`;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('[WID-10] [ROLE-03] a manager asks on the support bot, an admin replies at /admin/support, the manager reads it and the admin closes it', async () => {
    const manager = await signedInPage(browser, 'manager@example.com');
    contexts.push(manager.context);
    await manager.page.goto(`${baseUrl()}/support-bot?country=UK`);
    await manager.page.getByLabel('Your message', { exact: true }).fill(question);
    await manager.page.getByRole('button', { name: 'Send' }).click();
    const botThread = manager.page.getByRole('list', { name: 'Conversation' });
    await botThread.getByText(question).waitFor();

    const admin = await signedInPage(browser, 'admin@example.com');
    contexts.push(admin.context);
    await admin.page.goto(`${baseUrl()}/admin/support`);
    await admin.page.getByRole('heading', { level: 1, name: 'Support conversations' }).waitFor();
    const table = admin.page.getByRole('table', { name: 'Support conversations' });
    const managerRows = table.getByRole('row').filter({ hasText: 'manager@example.com' }).getByRole('link');
    const panel = () => admin.page.getByRole('region', { name: 'Conversation', exact: true });
    await openConversationWith(managerRows, panel, question);
    await panel().getByText('Signed-in user').waitFor();

    // Ctrl+Enter sends; the reply joins the thread as the support team's.
    await panel().getByLabel('Reply').fill(answer);
    await panel().getByLabel('Reply').press('Control+Enter');
    const messages = panel().getByRole('list', { name: 'Messages' });
    await messages
      .getByRole('listitem')
      .filter({ hasText: answer })
      .getByText(/Support team/)
      .waitFor();
    expect(await panel().getByLabel('Reply').inputValue()).toBe('');

    // The manager's support-bot chat picks the answer up by itself.
    await botThread.getByText(answer).waitFor({ timeout: POLL_WAIT_MS });

    // And so does their Support Center.
    await manager.page.goto(`${baseUrl()}/help/support`);
    await manager.page.getByRole('heading', { level: 1 }).waitFor();
    const centerRows = manager.page
      .getByRole('navigation', { name: 'Your conversations' })
      .getByRole('button', { name: /^Conversation of/ });
    const centerThread = () => manager.page.getByRole('region', { name: 'Messages' });
    await openConversationWith(centerRows, centerThread, question);
    await centerThread().getByText(answer).waitFor({ timeout: POLL_WAIT_MS });

    // The admin closes the conversation: it leaves the open list and shows under Closed.
    await panel().getByRole('button', { name: 'Close conversation' }).click();
    await panel().getByRole('button', { name: 'Reopen conversation' }).waitFor();
    await admin.page.getByText('Conversation closed', { exact: true }).first().waitFor();
    await admin.page.getByRole('button', { name: 'Hide conversation' }).click();
    await admin.page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Closed' }).click();
    await admin.page.getByRole('button', { name: 'Closed', pressed: true }).waitFor();
    await openConversationWith(managerRows, panel, question);
    await panel().getByRole('button', { name: 'Reopen conversation' }).waitFor();

    // The manager sees it closed after a reload.
    await manager.page.reload();
    const row = manager.page
      .getByRole('navigation', { name: 'Your conversations' })
      .getByRole('button', { name: /^Conversation of/ })
      .filter({ hasText: 'Closed' });
    await row.first().waitFor();
  });

  it('[ROLE-04] a manager opening /admin/support is sent to the dashboard', async () => {
    const manager = await signedInPage(browser, 'manager@example.com');
    contexts.push(manager.context);
    await manager.page.goto(`${baseUrl()}/admin/support`);
    await manager.page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await manager.page.getByRole('heading', { level: 1, name: 'Support conversations' }).count()).toBe(0);
  });

  it('at 360 px the admin sees the list, then the thread in its place with a way back', async () => {
    const visitorContext = await browser.newContext();
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    const visitorName = `Phone visitor ${suffix}`;
    await visitor.goto(`${baseUrl()}/support-bot?country=UK`);
    await visitor.getByLabel('Your name (optional)').fill(visitorName);
    await visitor.getByLabel('Your message', { exact: true }).fill(`Can I pay by card? (${suffix})`);
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByRole('list', { name: 'Conversation' }).getByText(`Can I pay by card? (${suffix})`).waitFor();

    const admin = await signedInPage(browser, 'admin@example.com', { width: 360, height: 740 });
    contexts.push(admin.context);
    await admin.page.goto(`${baseUrl()}/admin/support`);
    const list = admin.page.getByRole('list', { name: 'Support conversations' });
    await list.getByRole('link', { name: new RegExp(visitorName) }).click();
    const panel = admin.page.getByRole('region', { name: 'Conversation', exact: true });
    await panel.getByRole('heading', { name: visitorName }).waitFor();
    expect(await list.isVisible()).toBe(false);
    // Nothing wider than the phone.
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await panel.getByRole('button', { name: 'Back to conversations' }).click();
    await list.waitFor();
    expect(await panel.count()).toBe(0);
  });
});
