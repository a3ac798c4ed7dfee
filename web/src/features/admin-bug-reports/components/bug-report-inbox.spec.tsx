import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastProvider } from '@/components/ui/toast-provider';
import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer, FakeCall } from '../../../../test/fake-fetch';
import type { AdminBugReport } from '../api/admin-bug-reports';
import { BugReportInbox } from './bug-report-inbox';

const TOKEN = fakeJwt({ sub: 'admin-1' });

function report(n: number, changes: Partial<AdminBugReport> = {}): AdminBugReport {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    companyId: 'company-1',
    userId: 'user-1',
    title: `Rent column wrong ${n}`,
    description: 'The rent of NGL-004 shows without pence.\nSecond line.',
    currentUrl: 'http://localhost:3000/properties',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    consoleLog: [
      { type: 'error', message: 'TypeError: rent is undefined', timestamp: '2026-03-01T09:00:00.000Z' },
      { type: 'warn', message: 'token [REDACTED]', timestamp: '2026-03-01T09:00:01.000Z' },
    ],
    technicalInfo: {
      url: 'http://localhost:3000/properties',
      timestamp: '2026-03-01T09:00:00.000Z',
      viewport: { width: 1280, height: 800 },
      screen: { width: 1920, height: 1080 },
      browser: { cookieEnabled: true, language: 'en-GB', platform: 'Linux x86_64', onLine: true },
    },
    creditsAwarded: 50,
    status: 'new',
    hasScreenshot: true,
    reporter: { id: 'user-1', name: 'Mia Manager', email: 'manager@example.com' },
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...changes,
  };
}

const page = (items: AdminBugReport[], nextCursor: string | null, total: number): FakeAnswer => ({
  body: { success: true, data: items, pageInfo: { nextCursor, total } },
});
const query = (call: FakeCall) => new URL(call.url, 'http://localhost').searchParams;

function renderInbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <BugReportInbox />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** jsdom has no object URLs and the fake fetch answers no blobs: both are provided here. */
function serveScreenshot(fetchMock: jest.Mock) {
  const createObjectURL = jest.fn(() => 'blob:http://localhost/shot-1');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const fake = fetchMock.getMockImplementation() as (input: string, init?: RequestInit) => Promise<unknown>;
  const screenshotCalls: RequestInit[] = [];
  fetchMock.mockImplementation((input: string, init: RequestInit = {}) => {
    if (input.endsWith('/screenshot')) {
      screenshotCalls.push(init);
      return Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['png'])) });
    }
    return fake(input, init);
  });
  return { createObjectURL, revokeObjectURL, screenshotCalls };
}

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('BugReportInbox', () => {
  it('lists reports newest first with their reporter, and pages with "Load more"', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch({
      'GET /api/admin/bug-reports': (call) =>
        query(call).get('cursor') === 'c2' ? page([report(3)], null, 3) : page([report(1), report(2)], 'c2', 3),
    });
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Bug reports' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Rent column wrong 1'), expect.stringContaining('Rent column wrong 2')]);
    expect(within(list).getAllByText('Mia Manager · manager@example.com')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    expect(fetch.calls[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(query(fetch.calls[0]!).get('limit')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Rent column wrong 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by status and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch({
      'GET /api/admin/bug-reports': (call) =>
        query(call).get('status') === 'fixed' ? page([], null, 0) : page([report(1)], null, 1),
    });
    renderInbox();
    await screen.findByText('Rent column wrong 1');
    const filter = screen.getByLabelText('Filter by status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'New', 'Triaged', 'Fixed', "Won't fix"]);
    await user.selectOptions(filter, 'fixed');
    expect(await screen.findByRole('heading', { name: 'No fixed bug reports' })).toBeInTheDocument();
    expect(query(fetch.calls[fetch.calls.length - 1]!).get('status')).toBe('fixed');
  });

  it('shows an empty queue, and an error with a retry', async () => {
    let fail = true;
    installFakeFetch({
      'GET /api/admin/bug-reports': () =>
        fail
          ? {
              status: 503,
              body: { success: false, statusCode: 503, code: 'X', message: 'The engagement service failed' },
            }
          : page([], null, 0),
    });
    const user = userEvent.setup();
    renderInbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load bug reports');
    expect(alert).toHaveTextContent('The engagement service failed');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No bug reports yet' })).toBeInTheDocument();
  });

  it('[ENT-06] shows a report in full with its screenshot, and changes its status', async () => {
    const user = userEvent.setup();
    let stored = report(1);
    const fetch = installFakeFetch({
      'GET /api/admin/bug-reports': () => page([stored], null, 1),
      [`GET /api/admin/bug-reports/${stored.id}`]: () => ({ body: { success: true, data: stored } }),
      [`PATCH /api/admin/bug-reports/${stored.id}`]: (call) => {
        stored = { ...stored, status: (call.body as { status: AdminBugReport['status'] }).status };
        return { body: { success: true, data: stored } };
      },
    });
    const shots = serveScreenshot(fetch.fetchMock);
    const view = renderInbox();
    await user.click(await screen.findByRole('button', { name: /Rent column wrong 1/ }));

    const panel = await screen.findByRole('complementary', { name: 'Bug report' });
    expect(await within(panel).findByRole('heading', { name: 'Rent column wrong 1' })).toBeInTheDocument();
    expect(within(panel).getByText(/Second line\./)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'manager@example.com' })).toHaveAttribute(
      'href',
      'mailto:manager@example.com',
    );
    expect(within(panel).getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBeInTheDocument();
    expect(within(panel).getAllByText('http://localhost:3000/properties')).toHaveLength(2);
    expect(within(panel).getByText('50')).toBeInTheDocument();
    expect(within(panel).getByText('1280 × 800')).toBeInTheDocument();
    expect(within(panel).getByText('1920 × 1080')).toBeInTheDocument();
    expect(within(panel).getByText('en-GB')).toBeInTheDocument();
    const log = within(panel).getByRole('list', { name: 'Console log entries' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'error2026-03-01T09:00:00.000ZTypeError: rent is undefined',
      'warn2026-03-01T09:00:01.000Ztoken [REDACTED]',
    ]);

    const image = await within(panel).findByRole('img', { name: 'Screenshot of the bug report "Rent column wrong 1"' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/shot-1');
    expect(shots.screenshotCalls[0]?.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });

    const status = within(panel).getByLabelText('Status');
    expect(status).toHaveValue('new');
    await user.selectOptions(status, 'triaged');
    await waitFor(() => expect(within(panel).getByLabelText('Status')).toHaveValue('triaged'));
    expect(fetch.callsTo('PATCH', `/api/admin/bug-reports/${stored.id}`)[0]?.body).toEqual({ status: 'triaged' });
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    // The list is read again, so the badge there follows.
    const list = screen.getByRole('list', { name: 'Bug reports' });
    expect(await within(list).findByText('Triaged')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('complementary', { name: 'Bug report' })).not.toBeInTheDocument();
    expect(shots.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/shot-1');
    view.unmount();
  });

  it('says when a report has no screenshot, and when the stored file is gone', async () => {
    const user = userEvent.setup();
    const without = report(1, { hasScreenshot: false, consoleLog: [] });
    const gone = report(2);
    const fetch = installFakeFetch({
      'GET /api/admin/bug-reports': page([without, gone], null, 2),
      [`GET /api/admin/bug-reports/${without.id}`]: { body: { success: true, data: without } },
      [`GET /api/admin/bug-reports/${gone.id}`]: { body: { success: true, data: gone } },
      [`GET /api/admin/bug-reports/${gone.id}/screenshot`]: {
        status: 404,
        body: { success: false, statusCode: 404, code: 'BUG_REPORT_SCREENSHOT_NOT_FOUND', message: 'none' },
      },
    });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Rent column wrong 1/ }));
    const panel = await screen.findByRole('complementary', { name: 'Bug report' });
    expect(await within(panel).findByText('No screenshot was attached.')).toBeInTheDocument();
    expect(within(panel).getByText('Nothing was logged.')).toBeInTheDocument();
    expect(fetch.calls.some((call) => call.url.endsWith('/screenshot'))).toBe(false);

    await user.click(screen.getByRole('button', { name: /Rent column wrong 2/ }));
    expect(await within(panel).findByText('The screenshot is no longer stored')).toBeInTheDocument();
  });
});
