import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { resetToasts } from '@/components/ui/toast-context';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { BugReportStatus } from '@/gql/types';
import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer } from '../../../../test/fake-fetch';
import { BugReportDocument, BugReportsDocument, SetBugReportStatusDocument } from '../api/bug-reports.generated';
import type { BugReportDetailFragment } from '../api/bug-reports.generated';
import { BugReportInbox } from './bug-report-inbox';

const PATH = '/admin/bug-reports';
const TOKEN = fakeJwt({ sub: 'admin-1' });

const idOf = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function report(n: number, changes: Partial<BugReportDetailFragment> = {}) {
  return {
    __typename: 'BugReport' as const,
    id: idOf(n),
    title: `Rent column wrong ${n}`,
    description: 'The rent of NGL-004 shows without pence.\nSecond line.',
    currentUrl: 'http://localhost:3000/properties',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    consoleLog: [
      {
        __typename: 'ConsoleLogEntry' as const,
        type: 'error' as const,
        message: 'TypeError: rent is undefined',
        timestamp: '2026-03-01T09:00:00.000Z',
      },
      {
        __typename: 'ConsoleLogEntry' as const,
        type: 'warn' as const,
        message: 'token [REDACTED]',
        timestamp: '2026-03-01T09:00:01.000Z',
      },
    ],
    technicalInfo: {
      __typename: 'BugTechnicalInfo' as const,
      url: 'http://localhost:3000/properties',
      timestamp: '2026-03-01T09:00:00.000Z',
      viewport: { __typename: 'BugScreenSize' as const, width: 1280, height: 800 },
      screen: { __typename: 'BugScreenSize' as const, width: 1920, height: 1080 },
      browser: {
        __typename: 'BugBrowserInfo' as const,
        cookieEnabled: true,
        language: 'en-GB',
        platform: 'Linux x86_64',
        onLine: true,
      },
    },
    creditsAwarded: 50,
    status: 'new' as BugReportStatus,
    hasScreenshot: true,
    reporter: {
      __typename: 'User' as const,
      id: 'user-1',
      firstName: 'Mia',
      lastName: 'Manager',
      email: 'manager@example.com',
    },
    createdAt: '2026-03-01T09:00:00.000Z',
    ...changes,
  };
}

type Report = ReturnType<typeof report>;

/** The list's fields of a report, as the list query selects them. */
const listed = ({ id, title, status, hasScreenshot, createdAt, reporter }: Report) => ({
  __typename: 'BugReport' as const,
  id,
  title,
  status,
  hasScreenshot,
  createdAt,
  reporter,
});

/** A page of the queue for these variables (all statuses, first page by default); answered as often as asked. */
function list(
  variables: { after?: string; status?: BugReportStatus | null },
  items: () => Report[],
  page: { endCursor?: string; total?: number } = {},
): MockedResponse {
  return {
    request: { query: BugReportsDocument, variables: { first: 25, status: null, ...variables } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({
      data: {
        bugReports: {
          __typename: 'BugReportConnection',
          edges: items().map((item) => ({ __typename: 'BugReportEdge', cursor: `c-${item.id}`, node: listed(item) })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: Boolean(page.endCursor), endCursor: page.endCursor ?? null },
          totalCount: page.total ?? items().length,
        },
      },
    }),
  };
}

function detail(answer: () => Report): MockedResponse {
  return {
    request: { query: BugReportDocument, variables: { id: answer().id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { bugReport: answer() } }),
  };
}

function renderInbox(mocks: MockedResponse[], path = PATH) {
  const router = createMemoryRouter([{ path: PATH, element: <BugReportInbox /> }], { initialEntries: [path] });
  const view = render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { router, view };
}

/** The screenshot download: jsdom has no object URLs and the fake fetch answers no blobs. */
function serveScreenshots(routes: Record<string, FakeAnswer>) {
  const fake = installFakeFetch(routes);
  const answer = fake.fetchMock.getMockImplementation()!;
  const fetchMock: jest.Mock = fake.fetchMock;
  fetchMock.mockImplementation((input: string, init?: RequestInit) =>
    routes[`GET ${input}`]
      ? answer(input, init)
      : Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['png'])) }),
  );
  const createObjectURL = jest.fn(() => 'blob:http://localhost/shot-1');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { fetchMock, revokeObjectURL };
}

beforeEach(() => {
  localStorage.clear();
  resetToasts();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('BugReportInbox', () => {
  it('lists reports newest first with their reporter, and pages with Next', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox([
      list({}, () => [report(1), report(2, { hasScreenshot: false })], { endCursor: 'c2', total: 3 }),
      list({ after: 'c2' }, () => [report(3)], { total: 3 }),
    ]);
    const first = await screen.findByRole('row', { name: /Rent column wrong 1/ });
    const rows = within(screen.getByRole('table', { name: 'Bug reports' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Rent column wrong 1'),
      expect.stringContaining('Rent column wrong 2'),
    ]);
    expect(within(first).getByText('Mia Manager · manager@example.com')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Has a screenshot' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Has a screenshot' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Rent column wrong 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?after=c2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by status in the URL and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox([list({}, () => [report(1)]), list({ status: 'fixed' }, () => [])]);
    await screen.findByText('Rent column wrong 1');
    const filter = screen.getByLabelText('Filter by status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'New', 'Triaged', 'Fixed', "Won't fix"]);
    await user.selectOptions(filter, 'fixed');
    expect(await screen.findByRole('heading', { name: 'No fixed bug reports' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=fixed');
  });

  it('shows an empty queue, and an error with a retry', async () => {
    const user = userEvent.setup();
    renderInbox([
      {
        request: { query: BugReportsDocument, variables: { first: 25, status: null } },
        result: { errors: [{ message: 'The engagement service failed', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
      },
      list({}, () => []),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load bug reports');
    expect(alert).toHaveTextContent('The engagement service failed');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No bug reports yet' })).toBeInTheDocument();
  });

  it('[ENT-06] shows a report in full with its screenshot, and changes its status', async () => {
    const user = userEvent.setup();
    let stored = report(1);
    const statusSet = jest.fn((variables: { status: BugReportStatus }) => {
      stored = { ...stored, status: variables.status };
      return {
        data: {
          setBugReportStatus: { __typename: 'BugReport', id: stored.id, title: stored.title, status: stored.status },
        },
      };
    });
    const shots = serveScreenshots({});
    const { router, view } = renderInbox([
      list({}, () => [stored]),
      detail(() => stored),
      {
        request: { query: SetBugReportStatusDocument, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: statusSet,
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Rent column wrong 1' }));
    expect(router.state.location.search).toBe(`?report=${idOf(1)}`);

    const panel = await screen.findByRole('complementary', { name: 'Bug report' });
    expect(await within(panel).findByRole('heading', { name: 'Rent column wrong 1' })).toBeInTheDocument();
    expect(within(panel).getByText(/Second line\./)).toBeInTheDocument();
    expect(within(panel).getByText(/Mia Manager/)).toBeInTheDocument();
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
    expect(shots.fetchMock).toHaveBeenCalledWith(
      `/api/admin/bug-reports/${idOf(1)}/screenshot`,
      expect.objectContaining({ headers: { Authorization: `Bearer ${TOKEN}` } }),
    );

    const status = within(panel).getByLabelText('Status');
    expect(status).toHaveValue('new');
    await user.selectOptions(status, 'triaged');
    await waitFor(() => expect(within(panel).getByLabelText('Status')).toHaveValue('triaged'));
    expect(statusSet).toHaveBeenCalledWith({ id: idOf(1), status: 'triaged' });
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    // The list follows, so the badge there changes too.
    const row = screen.getByRole('row', { name: /Rent column wrong 1/ });
    expect(await within(row).findByText('Triaged')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('complementary', { name: 'Bug report' })).not.toBeInTheDocument();
    expect(shots.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/shot-1');
    expect(router.state.location.search).toBe('');
    view.unmount();
  });

  it('says when a report has no screenshot, and when the stored file is gone', async () => {
    const user = userEvent.setup();
    const without = report(1, { hasScreenshot: false, consoleLog: [] });
    const gone = report(2);
    const shots = serveScreenshots({
      [`GET /api/admin/bug-reports/${gone.id}/screenshot`]: {
        status: 404,
        body: { success: false, statusCode: 404, code: 'BUG_REPORT_SCREENSHOT_NOT_FOUND', message: 'none' },
      },
    });
    renderInbox([list({}, () => [without, gone]), detail(() => without), detail(() => gone)]);
    await user.click(await screen.findByRole('link', { name: 'Rent column wrong 1' }));
    const panel = await screen.findByRole('complementary', { name: 'Bug report' });
    expect(await within(panel).findByText('No screenshot was attached.')).toBeInTheDocument();
    expect(within(panel).getByText('Nothing was logged.')).toBeInTheDocument();
    expect(shots.fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Rent column wrong 2' }));
    expect(await within(panel).findByText('The screenshot is no longer stored')).toBeInTheDocument();
  });
});
