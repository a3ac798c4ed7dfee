import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { PRESET_QUESTIONS } from '../web/src/features/widgets/sales-bot/presets';
import { baseUrl, launchChromium, signIn } from './browser';
import { testPng } from './images';

// Chat-widget flows and placement rules not covered by e2e/widgets.spec.ts or e2e/sales-to-inbox.spec.ts.

const ANSWER_TIMEOUT = 30_000;
const STORED_TIMEOUT = 15_000;

/** Spec texts, word for word (§4, §5, §8). */
const GENERIC_FAILURE = "I'm having trouble processing your request right now...";
const THINKING = 'Let me think about that...';
const CONTACT_SUCCESS = 'Your information has been submitted. Our team will contact you shortly.';
const INPUT_REQUIRED = 'Please fill in this field to continue.';
/** SALES-12's canned answers (their wording is the product's, web/src/features/widgets/sales-bot/canned-answers.ts). */
const CUSTOMER_INFO_ANSWER = /^We don't share information about our customers\./;
const TECHNICAL_INTERNALS_ANSWER = /^We don't share details of our internal systems/;
const NEED_LOGIN = 'You need to be logged in to submit bug reports';

/** Letters only, so the inbox search sees one plain word. */
const uniqueWord = () => Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

async function send(scope: Locator, label: string, text: string): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  await box.waitFor();
  await box.fill(text);
  await scope.getByRole('button', { name: 'Send' }).click();
}

/** A toast with this title and description (the toast viewport is the 'Notifications' region). */
function toast(page: Page, title: string, description: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) })
    .first();
}

/** Closes the open toasts: they sit over the floating buttons until they time out. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  for (let round = 0; round < 20 && (await close.count()) > 0; round += 1) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  expect(await close.count()).toBe(0);
}

/** The full text of each bubble (bot bubbles type out, their screen-reader copy is complete at once). */
async function bubbles(chat: Locator): Promise<{ from: string; text: string }[]> {
  return chat
    .getByRole('list', { name: 'Conversation' })
    .locator('p[data-from]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        from: node.getAttribute('data-from') ?? '',
        text: (node.querySelector('.sr-only') ?? node).textContent ?? '',
      })),
    );
}

/** Waits until the question just sent is answered ('Let me think about that...' replaced, SALES-05). */
async function waitForAnswer(page: Page, question: string): Promise<void> {
  const chat = page.getByRole('region', { name: 'Sales chat' });
  await chat.getByText(question, { exact: true }).last().waitFor();
  await page.waitForFunction(
    (thinking) => !document.querySelector('section[aria-label="Sales chat"]')?.textContent?.includes(thinking),
    THINKING,
    { timeout: ANSWER_TIMEOUT },
  );
}

async function openSales(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open sales chat' }).click();
  const chat = page.getByRole('region', { name: 'Sales chat' });
  await chat.waitFor();
  return chat;
}

interface StoredSubmission {
  id: string;
  fullName: string;
  email: string;
  company: string | null;
  message: string;
  submittedFrom: string;
  transcript: { type: string; content: string }[] | null;
}

interface StoredBugReport {
  title: string;
  description: string;
  hasScreenshot: boolean;
}

/** The admin side, through the bff as the admin inbox uses it. */
class AdminApi {
  private page: Page | undefined;

  constructor(private readonly context: BrowserContext) {}

  private async session(): Promise<Page> {
    if (!this.page) {
      this.page = await this.context.newPage();
      await signIn(this.page, 'admin@example.com');
      await this.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    }
    return this.page;
  }

  private async call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const page = await this.session();
    return page.evaluate(
      async ({ path, method, body }) => {
        const response = await fetch(path, {
          method,
          headers: {
            authorization: `Bearer ${localStorage.getItem('authToken')}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
        return (await response.json()) as T;
      },
      { path, method: init.method ?? 'GET', body: init.body },
    );
  }

  /** Contact submissions whose name, e-mail, company or message contains `q`. */
  async submissions(q: string): Promise<StoredSubmission[]> {
    const list = await this.call<{
      data?: { contactSubmissions: { edges: { node: { id: string } }[] } };
      errors?: unknown;
    }>('/graphql', {
      method: 'POST',
      body: {
        query: 'query($q: String) { contactSubmissions(first: 10, q: $q) { edges { node { id } } } }',
        variables: { q },
      },
    });
    if (!list.data) throw new Error(`contactSubmissions failed: ${JSON.stringify(list.errors)}`);
    const found: StoredSubmission[] = [];
    for (const { node } of list.data.contactSubmissions.edges) {
      const detail = await this.call<{ data?: { contactSubmission: StoredSubmission } }>('/graphql', {
        method: 'POST',
        body: {
          query:
            'query($id: ID!) { contactSubmission(id: $id) { id fullName email company message submittedFrom transcript { type content } } }',
          variables: { id: node.id },
        },
      });
      if (detail.data?.contactSubmission) found.push(detail.data.contactSubmission);
    }
    return found;
  }

  /** Waits for the (asynchronously sent) submission mentioning `q`. */
  async waitForSubmissions(q: string): Promise<StoredSubmission[]> {
    const deadline = Date.now() + STORED_TIMEOUT;
    for (;;) {
      const found = await this.submissions(q);
      if (found.length > 0 || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async bugReports(): Promise<StoredBugReport[]> {
    const answer = await this.call<{ data?: { bugReports: { edges: { node: StoredBugReport }[] } }; errors?: unknown }>(
      '/graphql',
      {
        method: 'POST',
        body: { query: '{ bugReports(first: 50) { edges { node { title description hasScreenshot } } } }' },
      },
    );
    if (!answer.data) throw new Error(`bugReports failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.bugReports.edges.map(({ node }) => node);
  }
}

describe('chat-widget flows and placement in Chromium', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: AdminApi;

  beforeAll(async () => {
    browser = await launchChromium();
    adminContext = await browser.newContext();
    admin = new AdminApi(adminContext);
  });

  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  describe('as a visitor on the marketing pages', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // The WhatsApp tab must not leave this machine: answer wa.me locally.
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
      );
      page = await context.newPage();
    });

    afterAll(() => context.close());

    beforeEach(async () => {
      await page.unrouteAll();
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('button', { name: 'Open sales chat' }).waitFor();
    });

    it('[WID-02] the WhatsApp button links to the configured number on wa.me and opens it in a new tab, without opener or referrer', async () => {
      const settings = await page.evaluate(async () => {
        const response = await fetch('/api/settings/public');
        return ((await response.json()) as { data: { whatsappNumber: string } }).data;
      });
      const link = page.getByRole('link', { name: 'Chat on WhatsApp' });
      expect(await link.getAttribute('href')).toBe(`https://wa.me/${settings.whatsappNumber.replace(/\D/g, '')}`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );

      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/^https:\/\/wa\.me\/\d+$/);
      expect(await popup.evaluate(() => ({ opener: window.opener === null, referrer: document.referrer }))).toEqual({
        opener: true,
        referrer: '',
      });
      await popup.close();
      // The page itself stays where it was.
      expect(new URL(page.url()).pathname).toBe('/');
    });

    it('[WID-06] [WID-07] [WID-08] one widget at a time: opening support hides sales, which comes back minimised; minimise and close return to the buttons', async () => {
      const salesButton = page.getByRole('button', { name: 'Open sales chat' });
      const supportButton = page.getByRole('button', { name: 'Open support chat' });
      const salesChat = page.getByRole('region', { name: 'Sales chat' });
      const supportChat = page.getByRole('region', { name: 'Support chat' });
      const whatsapp = page.getByRole('link', { name: 'Chat on WhatsApp' });

      // Sales open: its button gives way to the panel; support stays reachable.
      await salesButton.click();
      await salesChat.waitFor();
      await send(salesChat, 'Your question', 'Do you handle HMO licences?');
      expect(await salesButton.count()).toBe(0);
      expect(await supportButton.isVisible()).toBe(true);
      // ...and clickable: the open panel sits left of the floating buttons, not over them.
      const panel = (await salesChat.boundingBox())!;
      expect((await supportButton.boundingBox())!.x).toBeGreaterThanOrEqual(panel.x + panel.width);

      // WID-06 / WID-08: opening support deactivates sales, which is hidden while support is active.
      await supportButton.click();
      await supportChat.waitFor();
      await salesChat.waitFor({ state: 'detached' });
      expect(await salesButton.count()).toBe(0);
      expect(await supportButton.count()).toBe(0);
      expect(await whatsapp.isVisible()).toBe(true);

      // WID-07: minimising support returns it to its button; sales is back, minimised, not reopened.
      await supportChat.getByRole('button', { name: 'Minimise support chat' }).click();
      await supportButton.waitFor();
      await salesButton.waitFor();
      expect(await supportChat.count()).toBe(0);
      expect(await salesChat.count()).toBe(0);

      // Close returns to the button too, for both.
      await supportButton.click();
      await supportChat.getByRole('button', { name: 'Close support chat' }).click();
      await supportButton.waitFor();
      await salesButton.click();
      await salesChat.getByRole('button', { name: 'Minimise sales chat' }).click();
      await salesButton.waitFor();
      await salesButton.click();
      await salesChat.getByRole('button', { name: 'Close sales chat' }).click();
      await salesButton.waitFor();
      expect(await salesChat.count()).toBe(0);
      expect(await supportButton.isVisible()).toBe(true);
    });

    it('[WID-09] the sales widget is 580 px tall, and at most 80 % of a short viewport', async () => {
      const chat = await openSales(page);
      expect((await chat.boundingBox())?.height).toBeCloseTo(580, 0);
      await page.setViewportSize({ width: 1280, height: 500 });
      try {
        await page.waitForFunction(() => window.innerHeight === 500);
        expect((await chat.boundingBox())?.height).toBeCloseTo(400, 0);
        // Still whole on screen: the header's buttons and the composer are reachable.
        const box = await chat.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(500);
        await chat.getByLabel('Your question', { exact: true }).waitFor();
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      await chat.getByRole('button', { name: 'Close sales chat' }).click();
    });

    it('[WID-10] the support frame opens the support-bot page with country=UK and a message sent in it is stored through the inbound API', async () => {
      const text = `Can I move my deposit scheme? ${uniqueWord()}`;
      await page.getByRole('button', { name: 'Open support chat' }).click();
      const frameElement = page.locator('iframe[title="Support chat"]');
      await frameElement.waitFor();
      const src = new URL((await frameElement.getAttribute('src'))!, baseUrl());
      expect(src.searchParams.get('country')).toBe('UK');

      const frame = page.frameLocator('iframe[title="Support chat"]');
      const [inbound] = await Promise.all([
        page.waitForResponse(
          (response) => response.url().endsWith('/api/support/inbound') && response.request().method() === 'POST',
        ),
        (async () => {
          await frame.getByLabel('Your message', { exact: true }).fill(text);
          await frame.getByRole('button', { name: 'Send' }).click();
        })(),
      ]);
      expect(inbound.status()).toBeLessThan(300);
      expect(inbound.request().postDataJSON()).toMatchObject({ body: text, country: 'UK' });
      await frame.getByRole('list', { name: 'Conversation' }).getByText(text, { exact: true }).waitFor();

      // Read back what the bff stored, with the visitor's conversation token the frame kept.
      const frameHandle = await frameElement.elementHandle();
      const content = await frameHandle!.contentFrame();
      const stored = await content!.evaluate(async () => {
        const kept = JSON.parse(sessionStorage.getItem('supportConversation') ?? 'null') as {
          conversationId: string;
          conversationToken?: string;
        } | null;
        if (!kept) return null;
        const query = kept.conversationToken ? `?token=${encodeURIComponent(kept.conversationToken)}` : '';
        const response = await fetch(`/api/support/conversations/${kept.conversationId}${query}`);
        return {
          status: response.status,
          body: (await response.json()) as {
            data: { country: string; status: string; messages: { sender: string; body: string }[] };
          },
        };
      });
      expect(stored?.status).toBe(200);
      expect(stored!.body.data.country).toBe('UK');
      expect(stored!.body.data.status).toBe('open');
      expect(stored!.body.data.messages).toEqual(
        expect.arrayContaining([expect.objectContaining({ sender: 'visitor', body: text })]),
      );
      await page.getByRole('button', { name: 'Close support chat' }).click();
    });

    it('[SALES-01] [SALES-11] [WID-11] opening shows two greetings then 6 preset questions and 2 extra options; reopening resets the chat', async () => {
      const chat = await openSales(page);
      const options = chat.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
      await options.first().waitFor();
      const fresh = await bubbles(chat);
      expect(fresh.map((bubble) => bubble.from)).toEqual(['bot', 'bot', 'bot']);
      // WID-11: the greeting advertises the 100-day free trial with no agreement.
      expect(fresh[1]!.text).toMatch(/100 days/);
      expect(fresh[1]!.text).toMatch(/no agreement/i);
      expect(await options.allTextContents()).toEqual([
        ...PRESET_QUESTIONS.map((preset) => preset.question),
        'Speak with a sales representative',
        'Ready to submit contact details',
      ]);

      // A preset answers locally known facts through the bot; then the chat has grown.
      await options.filter({ hasText: 'Who is it for?' }).click();
      await waitForAnswer(page, 'Who is it for?');
      expect((await bubbles(chat)).length).toBeGreaterThan(3);

      // Minimise, then open again: the chat starts over.
      await chat.getByRole('button', { name: 'Minimise sales chat' }).click();
      await openSales(page);
      await options.first().waitFor();
      expect(await bubbles(chat)).toEqual(fresh);
      await chat.getByRole('button', { name: 'Minimise sales chat' }).click();
    });

    it('[SALES-10] bot messages type out at 10–39 ms per character', async () => {
      await page.evaluate(() => {
        const samples: { length: number; at: number }[] = [];
        (window as unknown as { typingSamples: typeof samples }).typingSamples = samples;
        new MutationObserver(() => {
          const span = document.querySelector('section[aria-label="Sales chat"] [data-typing]');
          const length = span?.textContent?.length ?? 0;
          if (length > 0 && length !== samples.at(-1)?.length) samples.push({ length, at: performance.now() });
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const chat = await openSales(page);
      const first = chat.locator('[data-typing]').first();
      await page.waitForFunction(
        () =>
          document.querySelector('section[aria-label="Sales chat"] [data-typing]')?.getAttribute('data-typing') ===
          'done',
        undefined,
        { timeout: 10_000 },
      );
      const full = (await first.textContent())!.length;
      const samples = await page.evaluate(
        () => (window as unknown as { typingSamples: { length: number; at: number }[] }).typingSamples,
      );
      // One character per step, each after its own delay.
      expect(samples.map((sample) => sample.length)).toEqual(Array.from({ length: full }, (_, index) => index + 1));
      const gaps = samples.slice(1).map((sample, index) => sample.at - samples[index]!.at);
      const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
      // Uniform 10–39 ms averages 24.5 ms; timers never fire early, rendering may add a little.
      expect(mean).toBeGreaterThanOrEqual(15);
      expect(mean).toBeLessThanOrEqual(39);
      const sorted = [...gaps].sort((a, b) => a - b);
      expect(sorted[Math.floor(sorted.length * 0.05)]).toBeGreaterThanOrEqual(9);
      await chat.getByRole('button', { name: 'Close sales chat' }).click();
    });

    it('[SALES-06] [SALES-07] "I want to talk to a sales rep" opens the contact form after about 1.5 s; Back to Chat and Skip to Contact Form switch views', async () => {
      const chat = await openSales(page);
      const fullName = chat.getByLabel('Full Name', { exact: true });
      await chat.getByLabel('Your question', { exact: true }).fill('I want to talk to a sales rep');
      const sentAt = Date.now();
      await chat.getByRole('button', { name: 'Send' }).click();
      await chat.getByText('I want to talk to a sales rep', { exact: true }).waitFor();
      await page.waitForTimeout(1000);
      expect(await fullName.count()).toBe(0);
      await fullName.waitFor({ timeout: 5_000 });
      const elapsed = Date.now() - sentAt;
      expect(elapsed).toBeGreaterThanOrEqual(1450);
      expect(elapsed).toBeLessThan(3500);
      for (const label of ['Email Address', 'Company', 'Phone', 'Additional Notes']) {
        await chat.getByLabel(label, { exact: true }).waitFor();
      }

      // SALES-07: back to the same conversation, then straight to the form again.
      await chat.getByRole('button', { name: 'Back to Chat' }).click();
      await chat.getByText('I want to talk to a sales rep', { exact: true }).waitFor();
      expect(await fullName.count()).toBe(0);
      await chat.getByRole('button', { name: 'Skip to Contact Form' }).click();
      await fullName.waitFor();
      expect(await chat.getByRole('button', { name: 'Skip to Contact Form' }).count()).toBe(0);
      await chat.getByRole('button', { name: 'Back to Chat' }).click();
      await chat.getByRole('button', { name: 'Skip to Contact Form' }).waitFor();
      await chat.getByRole('button', { name: 'Minimise sales chat' }).click();
    });

    it('[SALES-08] [ENT-05] submitting the contact form stores the request once, shows the success toast and minimises the widget', async () => {
      const word = uniqueWord();
      const visitor = { name: `Isla ${word}`, email: `isla.${word}@example.test`, company: `${word} Estates` };
      const chat = await openSales(page);
      await chat.getByRole('button', { name: 'Skip to Contact Form' }).click();
      await chat.getByLabel('Full Name', { exact: true }).fill(visitor.name);
      await chat.getByLabel('Email Address', { exact: true }).fill(visitor.email);
      await chat.getByLabel('Company', { exact: true }).fill(visitor.company);
      await chat.getByLabel('Additional Notes', { exact: true }).fill('We manage 40 flats in Leeds.');
      await chat.getByRole('button', { name: 'Submit' }).click();

      await toast(page, 'Success', CONTACT_SUCCESS).waitFor();
      await page.getByRole('button', { name: 'Open sales chat' }).waitFor();
      expect(await chat.count()).toBe(0);

      const stored = await admin.waitForSubmissions(visitor.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        fullName: visitor.name,
        email: visitor.email,
        company: visitor.company,
        submittedFrom: 'sales_bot',
      });
      expect(stored[0]!.message).toContain('We manage 40 flats in Leeds.');
    });

    it('[SALES-09] closing a chat with more than 3 messages and a visitor message stores the transcript as Anonymous User with a placeholder e-mail', async () => {
      const word = uniqueWord();
      const question = `Can the ${word} team import my spreadsheets?`;
      const chat = await openSales(page);
      await send(chat, 'Your question', question);
      await waitForAnswer(page, question);
      await chat.getByRole('button', { name: 'Close sales chat' }).click();
      await page.getByRole('button', { name: 'Open sales chat' }).waitFor();

      const stored = await admin.waitForSubmissions(word);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.fullName).toBe('Anonymous User');
      expect(stored[0]!.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(stored[0]!.submittedFrom).toBe('sales_bot');
      expect(stored[0]!.transcript).toEqual(expect.arrayContaining([{ type: 'user', content: question }]));
      expect(stored[0]!.transcript!.length).toBeGreaterThan(3);

      // Only the three opening messages, no visitor message: closing sends nothing.
      let sent = 0;
      const count = (request: { url: () => string; method: () => string }) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/contact/contact-submissions')) sent += 1;
      };
      page.on('request', count);
      try {
        await openSales(page);
        await chat.getByRole('list', { name: 'Suggested questions' }).waitFor();
        await chat.getByRole('button', { name: 'Close sales chat' }).click();
        await page.getByRole('button', { name: 'Open sales chat' }).waitFor();
        await page.waitForTimeout(1000);
      } finally {
        page.off('request', count);
      }
      expect(sent).toBe(0);
    });

    it('[SALES-12] [SALES-13] [SALES-05] when the sales-bot query fails the bot answers from canned local answers, else with the generic line and the options again', async () => {
      let failed = 0;
      await page.route('**/api/sales-bot/query', async (route) => {
        failed += 1;
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"message":"down"}',
        });
      });
      const chat = await openSales(page);
      const ask = async (question: string, expected: string | RegExp) => {
        await send(chat, 'Your question', question);
        await chat.getByText(THINKING, { exact: true }).first().waitFor();
        await chat.getByText(expected, { exact: true }).first().waitFor({ timeout: ANSWER_TIMEOUT });
        const last = await bubbles(chat);
        expect(last.some((bubble) => bubble.text === THINKING)).toBe(false);
      };

      await ask('Who are your customers?', CUSTOMER_INFO_ANSWER);
      await ask('What database do you run on?', TECHNICAL_INTERNALS_ANSWER);
      const trial = PRESET_QUESTIONS.find((preset) => preset.question === 'How long is the free trial?')!;
      await ask('how long is the fre trial', trial.answer);
      await ask('Can I paint my kitchen purple?', GENERIC_FAILURE);
      expect(failed).toBe(4);

      // SALES-13: after the generic line the options are offered again, as the last thing in the chat.
      const after = await bubbles(chat);
      expect(after.at(-2)?.text).toBe(GENERIC_FAILURE);
      const options = chat.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
      expect(await options.count()).toBe(8);
      expect(await options.first().isEnabled()).toBe(true);
      await chat.getByRole('button', { name: 'Minimise sales chat' }).click();
    });
  });

  describe('as a signed-in manager using the bug reporter', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      await signIn(page, 'manager@example.com');
      await page.waitForURL(`${baseUrl()}/dashboard`);
    });

    afterAll(() => context.close());

    async function openBugReporter(): Promise<Locator> {
      await page.getByRole('button', { name: 'Report a bug' }).click();
      const chat = page.getByRole('region', { name: 'Bug report' });
      await chat.waitFor();
      return chat;
    }

    const choice = (chat: Locator, name: string) =>
      chat.getByRole('list', { name: 'Choices' }).getByRole('button', { name, exact: true });

    it('[BUG-03] [VAL-04] [VAL-06] [VAL-07] [WID-07] blank title or description is refused, and a signed-out submit is refused', async () => {
      const chat = await openBugReporter();
      for (const blank of ['', '   ']) {
        await send(chat, 'Bug title', blank);
        await toast(page, 'Input required', INPUT_REQUIRED).waitFor();
        await dismissToasts(page);
      }
      expect((await bubbles(chat)).filter((bubble) => bubble.from === 'user')).toEqual([]);
      await send(chat, 'Bug title', 'Tenant list sorts wrongly');
      await send(chat, 'Bug description', '  ');
      await toast(page, 'Input required', INPUT_REQUIRED).waitFor();
      await dismissToasts(page);
      await chat.getByLabel('Bug description', { exact: true }).waitFor();
      expect((await bubbles(chat)).filter((bubble) => bubble.from === 'user')).toHaveLength(1);
      await send(chat, 'Bug description', 'Sorting by surname puts Z first.');
      await choice(chat, 'Skip screenshot').click();

      // Signed out in another tab: the stored session is gone when the report is sent.
      const saved = await page.evaluate(() => {
        const entries = Object.entries(localStorage);
        localStorage.clear();
        return entries;
      });
      try {
        await choice(chat, 'Submit bug report').click();
        await chat.getByText(NEED_LOGIN, { exact: true }).first().waitFor();
        await toast(page, 'Authentication Required', NEED_LOGIN).waitFor();
      } finally {
        await page.evaluate((entries) => {
          for (const [key, value] of entries) localStorage.setItem(key, value);
        }, saved);
      }
      // WID-07: close returns to the button, and the next report starts over.
      await dismissToasts(page);
      await chat.getByRole('button', { name: 'Close bug report' }).click();
      await openBugReporter();
      await chat.getByLabel('Bug title', { exact: true }).waitFor();
      expect((await bubbles(chat)).filter((bubble) => bubble.from === 'user')).toEqual([]);
      await chat.getByRole('button', { name: 'Minimise bug report' }).click();
      await page.getByRole('button', { name: 'Report a bug' }).waitFor();
    });

    it('[BUG-02] [BUG-01] review shows a summary with submit or modify; modify starts the details again and only the final report is stored', async () => {
      const word = uniqueWord();
      const first = { title: `Draft ${word}`, description: 'First wording of the problem.' };
      const final = { title: `Arrears badge wrong ${word}`, description: 'The arrears badge shows on paid tenancies.' };
      const chat = await openBugReporter();

      await send(chat, 'Bug title', first.title);
      await send(chat, 'Bug description', first.description);
      await choice(chat, 'Skip screenshot').click();
      await choice(chat, 'Let me review the details first').click();
      const summary = chat.getByText(/^Here's a summary of your report:/).first();
      await summary.waitFor();
      const summaryText = (await bubbles(chat)).at(-1)!.text;
      expect(summaryText).toContain(`Title: ${first.title}`);
      expect(summaryText).toContain(`Description: ${first.description}`);
      expect(summaryText).toContain('Screenshot: none');
      expect(await chat.getByRole('list', { name: 'Choices' }).getByRole('button').allTextContents()).toEqual([
        'Submit bug report',
        'Modify details',
      ]);

      await choice(chat, 'Modify details').click();
      await send(chat, 'Bug title', final.title);
      await send(chat, 'Bug description', final.description);
      await choice(chat, 'Skip screenshot').click();
      await choice(chat, 'Let me review the details first').click();
      await chat.getByText(`Title: ${final.title}`).first().waitFor();
      await choice(chat, 'Submit bug report').click();
      // BUG-04's amount is the admin setting (50 unless e2e/admin-ops.spec.ts is changing it just now).
      await toast(page, 'Bug report submitted!', /^You earned \d+ credits\. Thank you!$/).waitFor({
        timeout: ANSWER_TIMEOUT,
      });
      await choice(chat, 'Report another bug').waitFor();

      const reports = await admin.bugReports();
      expect(reports.filter((report) => report.title === final.title)).toEqual([
        expect.objectContaining({ description: final.description, hasScreenshot: false }),
      ]);
      expect(reports.some((report) => report.title === first.title)).toBe(false);
      await chat.getByRole('button', { name: 'Close bug report' }).click();
    });

    it('[BUG-05] when screen capture fails the reporter falls back to the file picker', async () => {
      await page.addInitScript(() => {
        // Headless Chromium has no screen to share; make the refusal certain and immediate.
        navigator.mediaDevices.getDisplayMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
      await page.reload();
      const chat = await openBugReporter();
      await send(chat, 'Bug title', 'Maintenance photos do not load');
      await send(chat, 'Bug description', 'The photo grid stays grey on the request page.');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: 10_000 }),
        choice(chat, 'Take a screenshot').click(),
      ]);
      await chat
        .getByText("Screen capture didn't work here, so please choose an image file instead.")
        .first()
        .waitFor();
      expect(chooser.isMultiple()).toBe(false);
      await chooser.setFiles({ name: 'fallback.png', mimeType: 'image/png', buffer: await testPng() });
      await chat.getByText('Screenshot attached: fallback.png', { exact: true }).waitFor();
      await choice(chat, 'Let me review the details first').click();
      await chat.getByText('Screenshot: fallback.png').first().waitFor();
      await chat.getByRole('button', { name: 'Close bug report' }).click();
    });
  });
});
