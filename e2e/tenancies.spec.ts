import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import {
  baseUrl,
  fieldError,
  graphqlAnswerIn,
  graphqlIn,
  launchChromium,
  londonToday,
  outboxRow,
  signedIn,
  signIn,
} from './browser';

/**
 * Tenants and tenancies in Chromium (TEN-01, TEN-02, LEASE-01..04, DEP-01, DEP-02, ISO-02, ISO-07): the demo manager
 * adds a tenant (a wrong phone refused beside its field), records their Right to Rent check and invites them, whose
 * invitation reaches the outbox (the e2e stack has no SMTP_URL); then lets the demo owner's vacant English bungalow
 * NGL-009 to them: a deposit over England's cap is refused with the cap, one at the cap is saved as a draft with its
 * rent schedule, activated, and the home is let. The demo tenant, owner and trade each see only their slice.
 */
describe('tenants and tenancies in Chromium', () => {
  let browser: Browser;
  const tag = randomBytes(3).toString('hex');
  const firstName = 'Esme';
  const lastName = `Tenant-${tag}`;
  const name = `${firstName} ${lastName}`;
  const email = `esme.${tag}@example.test`;
  /** NGL-009 · 31 Fog Lane, Manchester: vacant, in England, owned by the demo owner (services/portfolio seed). */
  const home = 'NGL-009 · 31 Fog Lane, Manchester';
  /** £1,100.00 a month: 5 weeks' rent (Tenant Fees Act 2019) is £13,200 × 5 / 52 = £1,269.23, rounded down. */
  const cap = '£1,269.23';

  // The tenancy starts on the 1st of next month with rent due on the 1st: its first charge is a whole month.
  const [year, month] = londonToday().split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month, 1));
  const startDate = start.toISOString().slice(0, 10);
  const shown = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  const firstPeriod = `${shown(start)} – ${shown(new Date(Date.UTC(year, month + 1, 0)))}`;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Rows of a list table, by the text of their row header (the title column). */
  async function rowTitles(page: Page, table: string): Promise<string[]> {
    const rows = page.getByRole('table', { name: table }).locator('tbody tr');
    await rows.first().getByRole('link').first().waitFor();
    return (await rows.getByRole('rowheader').allTextContents()).map((text) => text.trim());
  }

  describe('as the demo manager', () => {
    let page: Page;
    let tenantPath = '';
    let tenancyPath = '';

    beforeAll(async () => {
      page = await signedIn(browser, 'manager@example.com');
    });
    afterAll(() => page?.close());

    it('[TEN-01] adds a tenant: a wrong phone number is refused by its field and nothing is sent, a UK one saved', async () => {
      const creates: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('createTenant')) {
          creates.push(request.postData() ?? '');
        }
      });
      await page.goto(`${baseUrl()}/tenants`);
      await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
      await page.getByRole('button', { name: 'Add tenant' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add tenant' });
      await sheet.getByLabel('First name', { exact: true }).fill(firstName);
      await sheet.getByLabel('Last name', { exact: true }).fill(lastName);
      await sheet.getByLabel('E-mail', { exact: true }).fill(email);
      await sheet.getByLabel('Phone', { exact: true }).fill('12345');
      await sheet.getByRole('button', { name: 'Add tenant' }).click();
      const phoneMessage = 'Enter a UK phone number, such as 07700 900123 or 020 7946 0018';
      await sheet.getByText(phoneMessage).waitFor();
      expect(await fieldError(sheet, 'Phone')).toBe(phoneMessage);
      expect(creates).toEqual([]);

      await sheet.getByLabel('Phone', { exact: true }).fill('07700 900987');
      await sheet.getByRole('button', { name: 'Add tenant' }).click();
      await page.waitForURL(/\/tenants\/[0-9a-f-]{36}$/);
      tenantPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(creates).toHaveLength(1);

      // One tenant of that name: the refused form saved nothing.
      await page.goto(`${baseUrl()}/tenants?q=${tag}`);
      expect(await rowTitles(page, 'Tenants')).toEqual([name]);
    });

    it('[TEN-02] records a Right to Rent check for a tenant bound for England, and sees it checked', async () => {
      await page.goto(`${baseUrl()}${tenantPath}`);
      const section = page.getByRole('region', { name: 'Right to Rent' });
      // An applicant with no tenancy yet is checked before one starts.
      await section.getByText('Right to Rent not checked', { exact: true }).waitFor();
      await section.getByRole('button', { name: 'Record a check' }).click();
      expect(await section.getByLabel('Date of the check', { exact: true }).inputValue()).toBe(londonToday());
      await section
        .getByLabel('How it was checked', { exact: true })
        .selectOption({ label: 'Document seen in person' });
      await section.getByRole('button', { name: 'Record check' }).click();
      await page.getByText('Right to Rent check recorded').first().waitFor();
      await section.getByText('Right to Rent checked', { exact: true }).waitFor();
      const checks = section.getByRole('list', { name: 'Right to Rent checks' }).getByRole('listitem');
      expect(await checks.count()).toBe(1);
      await checks.getByText(`${shown(new Date(`${londonToday()}T00:00:00Z`))}: Document seen in person`).waitFor();
      await checks.getByText('No time limit').waitFor();
    });

    it('[TEN-01] invites the tenant to the portal: confirmed on screen, and the invitation is in the outbox', async () => {
      await page.getByRole('button', { name: 'Invite to portal' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Invite to the portal?' });
      await ask.getByText(`${email} gets a link to make their login`).waitFor();
      await ask.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`Invitation sent to ${email}`).first().waitFor();
      await page.getByText('Invited, not signed up yet').waitFor();
      await page.getByRole('button', { name: 'Invite again' }).waitFor();

      const admin = await browser.newPage();
      await signIn(admin, 'admin@example.com');
      await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
      const mail = await outboxRow(admin, email);
      await mail.getByText('Northgate Lettings invites you to the Letting Platform', { exact: true }).waitFor();
      expect((await mail.locator('pre').textContent()) ?? '').toMatch(
        new RegExp(`${baseUrl()}/register/[A-Za-z0-9_-]+\\s`),
      );
      await admin.close();
    });

    it('[LEASE-01] [LEASE-02] [DEP-01] starts a tenancy of a vacant English home: a deposit over the cap is refused with the cap, one at the cap saved as a draft', async () => {
      await page.goto(`${baseUrl()}/leases`);
      await page.getByRole('heading', { level: 1, name: 'Leases' }).waitFor();
      await page.getByRole('button', { name: 'New tenancy' }).click();
      const sheet = page.getByRole('dialog', { name: 'New tenancy' });
      const property = sheet.getByLabel('Property', { exact: true });
      await property.locator('option', { hasText: home }).waitFor({ state: 'attached' });
      await property.selectOption({ label: home });
      await sheet.getByText('In England: its law decides the types, the deposit cap and the schemes.').waitFor();
      await sheet.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
      // LEASE-02: England's types for a new tenancy; no Scottish or Welsh one, and no assured shorthold since May 2026.
      const type = sheet.getByLabel('Tenancy type in England', { exact: true });
      await type.locator('option', { hasText: 'Assured periodic tenancy' }).waitFor({ state: 'attached' });
      const types = (await type.locator('option').allTextContents()).filter((text) => text !== 'Choose a type');
      expect(types).toContain('Assured periodic tenancy');
      expect(types).not.toContain('Private residential tenancy');
      expect(types).not.toContain('Standard occupation contract');
      await type.selectOption({ label: 'Assured periodic tenancy' });
      await sheet.getByLabel('Start date', { exact: true }).fill(startDate);
      await sheet.getByLabel('Rent (£)', { exact: true }).fill('1100');
      await sheet.getByLabel('Paid', { exact: true }).selectOption({ label: 'Monthly' });
      await sheet.getByLabel('Due on day', { exact: true }).fill('1');
      await sheet.getByText(`At most ${cap} in England (5 weeks' rent)`).waitFor();
      // DEP-01: England's schemes only.
      const schemes = await sheet.getByLabel('Scheme (optional)', { exact: true }).locator('option').allTextContents();
      expect(schemes.filter((text) => text !== 'Choose later').sort()).toEqual([
        'Deposit Protection Service (DPS)',
        'Tenancy Deposit Scheme (TDS)',
        'mydeposits',
      ]);

      await sheet.getByLabel('Deposit (£)', { exact: true }).fill('1500');
      await sheet.getByRole('button', { name: 'Save as draft' }).click();
      const refusal = `The deposit can be at most ${cap} in England (5 weeks' rent).`;
      await sheet.getByText(refusal).waitFor();
      expect(await fieldError(sheet, 'Deposit (£)')).toBe(refusal);

      await sheet.getByLabel('Deposit (£)', { exact: true }).fill('1269.23');
      await sheet
        .getByLabel('Scheme (optional)', { exact: true })
        .selectOption({ label: 'Deposit Protection Service (DPS)' });
      await sheet.getByRole('button', { name: 'Save as draft' }).click();
      await page.waitForURL(/\/leases\/[0-9a-f-]{36}$/);
      tenancyPath = new URL(page.url()).pathname;

      // The refused attempt saved nothing: the tenant has this one draft.
      await page.goto(`${baseUrl()}/leases?status=draft`);
      const rows = page.getByRole('table', { name: 'Tenancies' }).locator('tbody tr').filter({ hasText: name });
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      await rows.getByText('Draft', { exact: true }).waitFor();
      await rows.getByRole('link').first().click();
      await page.waitForURL(`${baseUrl()}${tenancyPath}`);
    });

    it('[LEASE-04] [DEP-01] shows the draft with its terms, its rent schedule from the first whole month and its deposit', async () => {
      await page.getByRole('heading', { level: 1, name: 'NGL-009 · 31 Fog Lane' }).waitFor();
      const terms = page.getByRole('region', { name: 'Terms' });
      await terms.getByText(name).waitFor();
      await terms.getByText('£1,100.00 a month, due on day 1').waitFor();
      await terms.getByText('Periodic: no end date').waitFor();
      const schedule = page.getByRole('table', { name: 'Rent charges' });
      const first = schedule.locator('tbody tr').first();
      await first.waitFor();
      expect((await first.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([
        firstPeriod,
        shown(start),
        '£1,100.00',
      ]);
      const deposit = page.getByRole('region', { name: 'Deposit' });
      await deposit.getByText('£1,269.23', { exact: true }).waitFor();
      await deposit.getByText(`${cap} (5 weeks' rent)`).waitFor();
      await deposit.getByText('Deposit Protection Service (DPS)').waitFor();
    });

    it('[LEASE-03] [TEN-02] activates it, the Right to Rent check covering the tenant: active, and the home let', async () => {
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await header.getByText('Draft', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Activate' }).click();
      await page
        .getByRole('alertdialog', { name: 'Activate this tenancy?' })
        .getByRole('button', { name: 'Activate' })
        .click();
      await header.getByText('Active', { exact: true }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'Right to Rent' }).count()).toBe(0);

      await page.getByRole('region', { name: 'Terms' }).getByRole('link', { name: '31 Fog Lane, Manchester' }).click();
      await page.getByRole('heading', { level: 1, name: '31 Fog Lane' }).waitFor();
      await page.locator('header').getByText('Let', { exact: true }).waitFor();
    });

    it('[DEP-01] [DEP-02] records the deposit: only the tenancy nation’s schemes, another nation’s refused and nothing changed', async () => {
      await page.goto(`${baseUrl()}${tenancyPath}`);
      const actions = page.getByRole('region', { name: 'Actions' });
      await actions.getByRole('button', { name: 'Record deposit' }).click();
      // The form keeps the scheme chosen for the tenancy (England's, from the create form): it offers no other.
      const form = actions.locator('form');
      await form.getByLabel('Protected on (optional)', { exact: true }).waitFor();
      expect(await form.getByLabel(/Scheme/).count()).toBe(0);

      // The service is the last word: recordDeposit with a Scottish scheme is refused, naming England's schemes.
      const id = tenancyPath.split('/').pop()!;
      const refused = await graphqlAnswerIn(
        page,
        'mutation($id: ID!, $input: RecordDepositInput!) { recordDeposit(id: $id, input: $input) { id } }',
        { id, input: { scheme: 'safedeposits_scotland', receivedOn: londonToday() } },
      );
      expect(refused.data ?? null).toBeNull();
      expect(JSON.stringify(refused.errors)).toContain('not SafeDeposits Scotland');
      const after = await graphqlIn<{ tenancy: { deposit: { scheme: string; receivedOn: string | null } } }>(
        page,
        'query($id: ID!) { tenancy(id: $id) { deposit { scheme receivedOn } } }',
        { id },
      );
      expect(after.tenancy.deposit).toEqual({ scheme: 'dps', receivedOn: null });

      const today = londonToday();
      await form.getByLabel('Received on (optional)', { exact: true }).fill(today);
      await form.getByLabel('Protected on (optional)', { exact: true }).fill(today);
      await form.getByLabel('Certificate or reference (optional)', { exact: true }).fill(`DPS-E2E-${tag}`);
      await form.getByLabel('Prescribed information served on (optional)', { exact: true }).fill(today);
      await form.getByRole('button', { name: 'Save deposit' }).click();
      const deposit = page.getByRole('region', { name: 'Deposit' });
      await deposit.getByText('Protected', { exact: true }).waitFor();
      await deposit.getByText(`DPS-E2E-${tag}`).waitFor();
    });
  });

  describe('as the demo tenant (Emily Carter, at NGL-001)', () => {
    let page: Page;

    beforeAll(async () => {
      page = await signedIn(browser, 'tenant@example.com');
    });
    afterAll(() => page?.close());

    it('[ISO-02] [ISO-07] /leases shows their own tenancy only', async () => {
      await page.goto(`${baseUrl()}/leases`);
      await page.getByRole('heading', { level: 1, name: 'Your lease' }).waitFor();
      expect(await rowTitles(page, 'Your tenancies')).toEqual(['NGL-001 · Flat 3, 112 Wilmslow Road, Manchester']);
      const row = page.getByRole('table', { name: 'Your tenancies' }).locator('tbody tr');
      await row.getByText('Emily Carter').waitFor();
      await row.getByText('Active', { exact: true }).waitFor();
      expect(await page.getByText("Liam O'Connor").count()).toBe(0);
      expect(await page.getByText(name).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'New tenancy' }).count()).toBe(0);
    });

    it('[ISO-02] [ISO-07] /tenants shows their own details only', async () => {
      await page.goto(`${baseUrl()}/tenants`);
      await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
      expect(await rowTitles(page, 'Your details')).toEqual(['Emily Carter']);
      expect(await page.getByRole('button', { name: 'Add tenant' }).count()).toBe(0);
    });
  });

  describe('as the demo owner (NGL-001, NGL-006 and NGL-009)', () => {
    it('[ISO-02] /leases shows only the tenancies of their properties', async () => {
      const page = await signedIn(browser, 'owner@example.com');
      await page.goto(`${baseUrl()}/leases`);
      await page.getByRole('heading', { level: 1, name: 'Leases of your properties' }).waitFor();
      // NGL-001's current and former tenancies, and the one the manager started at NGL-009 above.
      expect((await rowTitles(page, 'Tenancies')).sort()).toEqual([
        'NGL-001 · Flat 3, 112 Wilmslow Road, Manchester',
        'NGL-001 · Flat 3, 112 Wilmslow Road, Manchester',
        home,
      ]);
      const rows = page.getByRole('table', { name: 'Tenancies' }).locator('tbody tr');
      await rows.filter({ hasText: 'Emily Carter' }).waitFor();
      await rows.filter({ hasText: "Liam O'Connor" }).waitFor();
      await rows.filter({ hasText: name }).waitFor();
      expect(await page.getByText('James Patel').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'New tenancy' }).count()).toBe(0);
      await page.close();
    });
  });

  describe('as the demo trade', () => {
    it('[ISO-07] /leases says tenancies are not theirs and points to their jobs, with no tenancy shown', async () => {
      const page = await signedIn(browser, 'trade@example.com');
      await page.goto(`${baseUrl()}/leases`);
      await page.getByRole('heading', { level: 1, name: 'Leases' }).waitFor();
      await page.getByText('Tenancies are for your letting agent, owners and tenants').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Maintenance' }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByText('Wilmslow Road').count()).toBe(0);
      await page.close();
    });
  });
});
