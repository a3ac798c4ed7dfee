import { installFakeFetch } from '../../../../test/fake-fetch';

import { BugReportError, bugReportFailureMessage, DEFAULT_BUG_REPORT_CREDITS, submitBugReport } from './bug-report-api';
import { recordConsoleEntry, resetConsoleCapture } from './console-capture';

const ROUTE = 'POST /api/bug-reports';
const draft = { title: 'Rent total wrong', description: 'VAT added twice', screenshot: null };

function signIn(token = 'token-abc') {
  localStorage.setItem(
    'authData',
    JSON.stringify({ token, refreshToken: 'r', expiresAt: Date.now() + 3_600_000, user: null }),
  );
  localStorage.setItem('authToken', token);
}

beforeEach(() => {
  localStorage.clear();
  resetConsoleCapture();
});

describe('bug report submission', () => {
  it('[CALL-12] [ENT-06] posts multipart with credentials and the bearer from authToken', async () => {
    signIn();
    recordConsoleEntry('error', ['failed for jo@example.com']);
    const screenshot = new File(['png'], 'shot.png', { type: 'image/png' });
    const fetch = installFakeFetch({ [ROUTE]: { status: 201, body: { success: true, creditsAwarded: 50 } } });
    await expect(submitBugReport({ ...draft, screenshot })).resolves.toEqual({
      credits: 50,
      dailyLimitReached: false,
      dailyCap: null,
    });
    const [call] = fetch.calls;
    expect(call?.credentials).toBe('include');
    expect(call?.headers.Authorization).toBe('Bearer token-abc');
    const form = call?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Rent total wrong');
    expect(form.get('description')).toBe('VAT added twice');
    expect(form.get('currentUrl')).toBe(window.location.href);
    expect(form.get('userAgent')).toBe(navigator.userAgent);
    expect((form.get('screenshot') as File).name).toBe('shot.png');
    const consoleLog = JSON.parse(String(form.get('consoleLog'))) as { type: string; message: string }[];
    expect(consoleLog).toEqual([
      { type: 'error', message: 'failed for [REDACTED_EMAIL]', timestamp: expect.any(String) },
    ]);
    const info = JSON.parse(String(form.get('technicalInfo'))) as Record<string, unknown>;
    expect(Object.keys(info).sort()).toEqual(['browser', 'screen', 'timestamp', 'url', 'userAgent', 'viewport']);
    expect(Object.keys(info.browser as object).sort()).toEqual(['cookieEnabled', 'language', 'onLine', 'platform']);
    expect(Object.keys(info.viewport as object).sort()).toEqual(['height', 'width']);
  });

  it('[BUG-04] [CONST-07] credits default to 50 when the answer does not say', async () => {
    signIn();
    installFakeFetch({ [ROUTE]: { status: 201, body: { success: true } } });
    expect(DEFAULT_BUG_REPORT_CREDITS).toBe(50);
    await expect(submitBugReport(draft)).resolves.toMatchObject({ credits: 50, dailyLimitReached: false });
  });

  it('[BUG-04] the credits of the answer are shown as given', async () => {
    signIn();
    installFakeFetch({ [ROUTE]: { status: 201, body: { success: true, data: { creditsAwarded: 75 } } } });
    await expect(submitBugReport(draft)).resolves.toMatchObject({ credits: 75 });
  });

  it("[BUG-04] reads whether today's cap of bug report credits stopped the report earning", async () => {
    signIn();
    const data = {
      id: 'r1',
      creditsAwarded: 0,
      dailyCreditLimitReached: true,
      creditsLeftToday: 0,
      dailyCreditCap: 250,
      creditsResetAt: '2026-11-24T00:00:00.000Z',
    };
    installFakeFetch({ [ROUTE]: { status: 201, body: { success: true, creditsAwarded: 0, message: 'm', data } } });
    await expect(submitBugReport(draft)).resolves.toEqual({ credits: 0, dailyLimitReached: true, dailyCap: 250 });
  });

  it('[ERR-12] a refusal carries the status and the server message', async () => {
    signIn();
    installFakeFetch({ [ROUTE]: { status: 400, body: { success: false, message: 'Missing required fields' } } });
    await expect(submitBugReport(draft)).rejects.toEqual(new BugReportError(400, 'Missing required fields'));
  });

  const APOLOGY = 'I apologize, but there was an error submitting your report.';
  it.each([
    [new BugReportError(401, 'Unauthorized'), 'log in'],
    [new BugReportError(403, 'Authentication required'), 'log in'],
    [new BugReportError(400, 'Bad request'), 'all fields are filled in'],
    [new BugReportError(422, 'Missing required fields'), 'all fields are filled in'],
    [new BugReportError(500, 'Internal error'), 'try again, or contact support'],
    [new BugReportError(0, 'Network error'), 'try again, or contact support'],
  ])('[ERR-12] %s gets the apology and the hint "%s"', (error, hint) => {
    const message = bugReportFailureMessage(error);
    expect(message.startsWith(APOLOGY)).toBe(true);
    expect(message).toContain(hint);
  });
});
