import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run e2e tests through jest (e2e/global-setup.ts)');
  return url;
}

export async function signIn(page: Page, email: string, password = 'Password123!'): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signed in as `email` in a new page of `browser`, on the dashboard. */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, email);
  await page.waitForURL(`${baseUrl()}/dashboard`);
  return page;
}

/** Today's date in Europe/London, YYYY-MM-DD. */
export const londonToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** The text of the messages that describe a field: its error once the field is invalid. */
export async function fieldError(scope: Page | Locator, label: string): Promise<string | null> {
  const field = scope.getByLabel(label, { exact: true });
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids.length === 1 ? scope.locator(`[id="${ids[0]}"]`).textContent() : null;
}

/** Mail is queued twice over (the job, then delivery), each polled every second or two. */
export const MAIL_WAIT_MS = 30_000;

/**
 * The row of /admin/outbox holding the message to `email`, once it has arrived: the e2e stack has no SMTP_URL, so
 * mail lands in the outbox. `admin` is signed in as an admin.
 */
export async function outboxRow(admin: Page, email: string): Promise<Locator> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  const table = admin.getByRole('table', { name: 'Mail outbox' });
  const row = table.getByRole('row').filter({ hasText: email });
  for (;;) {
    await admin.goto(`${baseUrl()}/admin/outbox`);
    await admin.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
    await table.or(admin.getByText('No mail sent yet')).first().waitFor();
    if ((await row.count()) > 0) return row;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} on /admin/outbox`);
    await admin.waitForTimeout(1000);
  }
}

/** A GraphQL operation sent from inside the signed-in page, with its bearer token (as the SPA sends it): its answer. */
export async function graphqlAnswerIn(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: unknown; errors?: unknown[] }> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('authToken')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    { query, variables },
  );
}

/** As graphqlIn's answer, failing on any error. */
export async function graphqlIn<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await graphqlAnswerIn(page, query, variables);
  if (!body.data || body.errors) throw new Error(`GraphQL call failed: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}
