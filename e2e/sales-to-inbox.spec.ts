import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { KB_FACTS } from '../services/engagement/src/content/kb-facts';
import { baseUrl, launchChromium, signIn } from './browser';

/** Letters only, so the search and the knowledge base's stemming see one plain word. */
const uniqueWord = () =>
  Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26)))
    .join('')
    .slice(0, 8);

const ANSWER_TIMEOUT = 30_000;

async function send(chat: Locator, label: string, text: string): Promise<void> {
  const box = chat.getByLabel(label, { exact: true });
  await box.waitFor();
  await box.fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
}

async function signedInAdmin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin@example.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page };
}

describe('sales chat to the admin inbox, and the knowledge base behind it, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('[SALES-05] [SALES-02] [SALES-03] [SALES-04] [CALL-10] [CALL-11] [ENT-05] a visitor’s question is answered from the knowledge base, their details reach the admin inbox with the transcript', async () => {
    const fact = KB_FACTS.find((candidate) => candidate.question === 'Can tenants report repairs themselves?');
    if (!fact) throw new Error('the seeded knowledge base no longer holds the repairs article');
    const word = uniqueWord();
    const visitor = {
      name: `Morven ${word[0]!.toUpperCase()}${word.slice(1)}`,
      company: `${word} Lettings`,
      email: `morven.${word}@example.test`,
      phone: '07700 900456',
    };
    const question = 'can my tenants report repairs on their own?';

    const visitorContext = await browser.newContext();
    try {
      const page = await visitorContext.newPage();
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('button', { name: 'Open sales chat' }).click();
      const chat = page.getByRole('region', { name: 'Sales chat' });

      // SALES-05: free text goes to the bot, whose answer is the seeded article's.
      await send(chat, 'Your question', question);
      await chat.getByText(fact.answer, { exact: true }).first().waitFor({ timeout: ANSWER_TIMEOUT });

      // SALES-02 / SALES-03: text mentioning contact starts capture in the order name, company, e-mail, phone.
      await send(chat, 'Your question', 'Please contact me about a demo');
      await send(chat, "What's your name?", visitor.name);
      await send(chat, 'Which company are you with? (optional)', visitor.company);
      await send(chat, "What's your email address?", visitor.email);
      await send(chat, 'And a phone number we can reach you on? (optional)', visitor.phone);
      // SALES-04: after the phone the request is sent and the questions are offered again.
      await chat
        .getByText('Thank you! Your details have been sent and our team will be in touch shortly.', { exact: true })
        .first()
        .waitFor({ timeout: ANSWER_TIMEOUT });
      await chat
        .getByRole('list', { name: 'Suggested questions' })
        .getByRole('button', { name: 'How long is the free trial?' })
        .waitFor();
    } finally {
      await visitorContext.close();
    }

    const { context, page } = await signedInAdmin(browser);
    try {
      await page.goto(`${baseUrl()}/admin/contact-submissions`);
      await page.getByRole('searchbox', { name: 'Search' }).fill(visitor.email);
      const row = page.getByRole('link', { name: visitor.name, exact: true });
      await row.waitFor();
      expect(await row.count()).toBe(1);
      await row.click();

      const detail = page.getByRole('complementary', { name: 'Contact submission' });
      await detail.getByRole('heading', { name: visitor.name }).waitFor();
      await detail.getByRole('link', { name: visitor.email }).waitFor();
      await detail.getByText(visitor.company, { exact: true }).waitFor();
      await detail.getByText(visitor.phone, { exact: true }).waitFor();
      await detail.getByText('Sales bot', { exact: true }).first().waitFor();
      const transcript = detail.getByRole('region', { name: 'Chat transcript' });
      const entry = (text: string) => transcript.getByRole('listitem').filter({ hasText: text });
      await entry(question).waitFor();
      expect(await entry(question).textContent()).toBe(`Visitor${question}`);
      expect(await entry(fact.answer).textContent()).toBe(`Bot${fact.answer}`);
      expect(await entry(visitor.email).textContent()).toBe(`Visitor${visitor.email}`);
    } finally {
      await context.close();
    }
  });

  it('[CALL-10] an article an admin adds at /admin/knowledge-base is what “Try a question” answers, until it is deleted', async () => {
    const word = uniqueWord();
    const question = `Does the ${word} portal send deposit reminders?`;
    const answer = `Yes: the ${word} portal reminds each tenant a week before their deposit is due.`;
    const { context, page } = await signedInAdmin(browser);
    try {
      await page.goto(`${baseUrl()}/admin/knowledge-base`);
      await page.getByRole('heading', { level: 1, name: 'Sales-bot knowledge base' }).waitFor();
      await page.getByRole('table', { name: 'Knowledge-base articles' }).waitFor();
      await page.getByText(/^Showing 1–\d+ of \d+$/).waitFor();

      await page.getByRole('button', { name: 'New article' }).click();
      const editor = page.getByRole('complementary', { name: 'New article' });
      // A blank article is refused field by field before anything is sent.
      await editor.getByRole('button', { name: 'Add article' }).click();
      await editor.getByText('Enter the question visitors ask.').waitFor();
      await editor.getByText('Enter the answer the sales bot gives.').waitFor();

      await editor.getByLabel('Question', { exact: true }).fill(question);
      await editor.getByLabel('Answer', { exact: true }).fill(answer);
      await editor.getByLabel('Keywords', { exact: true }).fill(`${word}, Deposit reminders`);
      await editor.getByRole('button', { name: 'Add article' }).click();
      await page.getByText('Article added', { exact: true }).waitFor();
      const saved = page.getByRole('complementary', { name: 'Edit article' });
      await saved.getByText(/^Last changed .+ by \S/).waitFor();
      expect(await saved.getByLabel('Keywords', { exact: true }).inputValue()).toBe(`${word}, deposit reminders`);

      const tryBox = page.getByRole('region', { name: 'Try a question' });
      await tryBox.getByLabel('Question to ask').fill(`does the ${word} portal send reminders for deposits?`);
      await tryBox.getByRole('button', { name: 'Ask' }).click();
      const result = tryBox.getByRole('group', { name: 'Sales bot answer' });
      await result.getByText(answer, { exact: true }).waitFor({ timeout: ANSWER_TIMEOUT });
      await result.getByRole('button', { name: question }).waitFor();

      // The list finds it by its unique word.
      await page.getByRole('searchbox', { name: 'Search' }).fill(word);
      await page.getByText('Showing 1–1 of 1').waitFor();

      await saved.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete this article?' })
        .getByRole('button', { name: 'Delete article' })
        .click();
      await page.getByText('Article deleted', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'No matching articles' }).waitFor();

      await tryBox.getByLabel('Question to ask').fill(question);
      await tryBox.getByRole('button', { name: 'Ask' }).click();
      await result.getByText(`Asked: “${question}”`).waitFor({ timeout: ANSWER_TIMEOUT });
      expect(await result.textContent()).not.toContain(answer);
      expect(await result.getByRole('button', { name: question }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
