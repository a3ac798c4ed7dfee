import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomBytes, randomInt } from 'node:crypto';
import { baseUrl, graphqlIn, launchChromium, signIn } from './browser';

interface Operator {
  operatorLegalName: string;
  operatorCompanyNumber: string;
  operatorAddress: string;
}

const OPERATOR_FIELDS = 'operatorLegalName operatorCompanyNumber operatorAddress';

describe('the operator and the privacy notice in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let superPage: Page;
  let original: Operator | undefined;

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchChromium();
    superPage = await newPage();
    await signIn(superPage, 'super@example.com');
    await superPage.waitForURL((url) => !url.pathname.startsWith('/login'));
    original = (await graphqlIn<{ systemSettings: Operator }>(superPage, `{ systemSettings { ${OPERATOR_FIELDS} } }`))
      .systemSettings;
  });

  afterAll(async () => {
    // Other spec files share this database: the operator goes back to the fictional example.
    if (original && superPage) {
      await graphqlIn(
        superPage,
        `mutation($input: UpdateSystemSettingsInput!) { updateSystemSettings(input: $input) { ${OPERATOR_FIELDS} } }`,
        { input: original },
      );
    }
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a superuser changes the legal name and company number; the footer, the terms and the privacy notice show them', async () => {
    expect(original?.operatorLegalName).toBe('Example Lettings Software Ltd');
    const name = `Harbour ${randomBytes(3).toString('hex')} Lettings Software Ltd`;
    const number = `SC${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

    await superPage.goto(`${baseUrl()}/admin/system`);
    const legalName = superPage.getByLabel('Legal name');
    await legalName.waitFor();
    expect(await legalName.inputValue()).toBe('Example Lettings Software Ltd');
    await legalName.fill(name);
    const companyNumber = superPage.getByLabel('Company number');
    await companyNumber.fill('1234');
    await superPage.getByRole('button', { name: 'Save settings' }).click();
    await superPage
      .getByText('Enter 8 characters: 8 digits (e.g. 01234567) or 2 letters and 6 digits (e.g. SC123456).')
      .waitFor();
    await companyNumber.fill(number.toLowerCase());
    await superPage.getByRole('button', { name: 'Save settings' }).click();
    await superPage.getByText('Settings saved', { exact: true }).waitFor();

    const visitor = await newPage();
    const expected = `${name}, a company registered in Scotland (company number ${number})`;
    await visitor.goto(`${baseUrl()}/`);
    const footer = visitor.getByRole('contentinfo');
    await footer.getByTestId('operator-footer').filter({ hasText: expected }).waitFor();

    await footer.getByRole('link', { name: 'Terms of service' }).click();
    await visitor.waitForURL(`${baseUrl()}/terms-of-service`);
    await visitor.getByRole('main').getByTestId('operator-identity').filter({ hasText: expected }).waitFor();

    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await visitor.waitForURL(`${baseUrl()}/privacy`);
    await visitor.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    const main = visitor.getByRole('main');
    await main.getByTestId('operator-identity').filter({ hasText: expected }).waitFor();
    for (const heading of ['Who we are', 'What we collect, why, and for how long', 'Your rights', 'How to complain']) {
      expect(await main.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    expect(await main.getByRole('link', { name: 'ico.org.uk/make-a-complaint' }).getAttribute('href')).toBe(
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it.each(['/contact', '/register'])('the form on %s links to the privacy notice', async (path) => {
    const visitor = await newPage();
    await visitor.goto(`${baseUrl()}${path}`);
    const link = visitor.getByRole('main').getByRole('link', { name: 'privacy notice' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/privacy');
  });
});
