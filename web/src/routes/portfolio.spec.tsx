import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { PortfolioSummaryDocument, type PortfolioFiguresFragment } from '@/features/portfolio/api/portfolio.generated';

import { meMock } from '../../test/me-mock';
import { PortfolioRoute } from './portfolio';

const FIGURES: PortfolioFiguresFragment = {
  __typename: 'PortfolioSummary',
  asOf: '2026-11-26',
  propertyCount: 12,
  byStatus: [
    { __typename: 'PropertyStatusCount', status: 'vacant', count: 3 },
    { __typename: 'PropertyStatusCount', status: 'let', count: 7 },
    { __typename: 'PropertyStatusCount', status: 'under_offer', count: 1 },
    { __typename: 'PropertyStatusCount', status: 'unavailable', count: 1 },
  ],
  occupancyRate: 7 / 12,
  rentRollPencePerMonth: 812_550,
  arrearsTotalPence: null,
  compliance: {
    __typename: 'PortfolioCompliance',
    fullyCompliant: 8,
    fullyCompliantShare: 8 / 12,
    expiring: 2,
    expired: 1,
    missing: 1,
  },
  openRepairCount: 7,
  openRepairsByPriority: [
    { __typename: 'RepairPriorityCount', priority: 'emergency', count: 1 },
    { __typename: 'RepairPriorityCount', priority: 'urgent', count: 2 },
    { __typename: 'RepairPriorityCount', priority: 'routine', count: 4 },
  ],
};

const summary = (figures: PortfolioFiguresFragment): MockedResponse => ({
  request: { query: PortfolioSummaryDocument },
  result: { data: { portfolioSummary: figures } },
});

function renderWith(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/portfolio']}>
        <PortfolioRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** WCAG's contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/** A chart once its figures are in (while loading, the same figure stands busy with placeholders). */
const loadedChart = (title: string) => screen.findByRole('figure', { name: title, busy: false });

/** The chart's image once Recharts has drawn its bars (it lays them out a render after the chart mounts). */
async function drawnImage(title: string) {
  const image = within(await loadedChart(title)).getByRole('img');
  await waitFor(() => expect(image.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0));
  return image;
}

const figure = (testId: string) => screen.findByTestId(testId).then((el) => el.textContent);
const linkOf = (testId: string) => screen.getByTestId(testId).closest('a')?.getAttribute('href');

describe('/portfolio', () => {
  it('[PORT-01] shows the headline figures in UK money and percentages, each linking to the filtered list behind it', async () => {
    renderWith([meMock('manager'), summary(FIGURES)]);

    expect(await figure('figure-properties')).toBe('12');
    expect(await figure('figure-occupancy')).toBe('58%');
    expect(await figure('figure-rent-roll')).toBe('£8,125.50');
    expect(await figure('figure-compliant')).toBe('67%');
    expect(screen.getByText('8 of 12 properties')).toBeInTheDocument();
    expect(screen.getByText('7 repairs not yet done.')).toBeInTheDocument();
    expect(screen.getByText(/by its most urgent item, on 26 Nov 2026/)).toBeInTheDocument();

    expect(linkOf('figure-properties')).toBe('/properties');
    expect(linkOf('figure-occupancy')).toBe('/properties?status=let');
    expect(linkOf('figure-rent-roll')).toBe('/properties?status=let');
    expect(linkOf('figure-compliant')).toBe('/properties?compliance=compliant');
  });

  it('[PORT-01] shows the arrears recorded, and no made-up figure when there is none', async () => {
    renderWith([meMock('manager'), summary({ ...FIGURES, arrearsTotalPence: 145_000 })]);
    expect(await figure('figure-arrears')).toBe('£1,450.00');
    cleanup();
    renderWith([meMock('manager'), summary(FIGURES)]);
    expect(await figure('figure-arrears')).toMatch(/^No arrears figure is available/);
    expect(screen.queryByText('£0.00')).not.toBeInTheDocument();
  });

  const CHARTS: ReadonlyArray<{
    title: string;
    spoken: string;
    /** Each row of the table behind the chart: label, count, share, and the list it links to. */
    rows: ReadonlyArray<[string, string, string, string]>;
  }> = [
    {
      title: 'Properties by status',
      spoken: 'Properties by status. Vacant: 3 of 12, Let: 7 of 12, Under offer: 1 of 12, Unavailable: 1 of 12',
      rows: [
        ['Vacant', '3', '25%', '/properties?status=vacant'],
        ['Let', '7', '58%', '/properties?status=let'],
        ['Under offer', '1', '8%', '/properties?status=under_offer'],
        ['Unavailable', '1', '8%', '/properties?status=unavailable'],
      ],
    },
    {
      title: 'Compliance',
      spoken: 'Compliance. Fully compliant: 8 of 12, Expiring: 2 of 12, Expired: 1 of 12, Missing an item: 1 of 12',
      rows: [
        ['Fully compliant', '8', '67%', '/properties?compliance=compliant'],
        ['Expiring', '2', '17%', '/properties?compliance=expiring'],
        ['Expired', '1', '8%', '/properties?compliance=expired'],
        ['Missing an item', '1', '8%', '/properties?compliance=missing'],
      ],
    },
    {
      title: 'Open repairs by priority',
      spoken: 'Open repairs by priority. Emergency: 1 of 7, Urgent: 2 of 7, Routine: 4 of 7',
      rows: [
        ['Emergency', '1', '14%', '/maintenance?priority=emergency'],
        ['Urgent', '2', '29%', '/maintenance?priority=urgent'],
        ['Routine', '4', '57%', '/maintenance?priority=routine'],
      ],
    },
  ];

  it.each(CHARTS)(
    '[PORT-01] charts $title as an image with a spoken summary, and the table behind it links each row to its list',
    async ({ title, spoken, rows }) => {
      renderWith([meMock('manager'), summary(FIGURES)]);
      const chart = await loadedChart(title);
      expect(within(chart).getByRole('img')).toHaveAccessibleName(spoken);

      const table = within(chart).getByRole('table', { name: title });
      const bodyRows = within(table).getAllByRole('row').slice(1);
      expect(
        bodyRows.map((row) => [
          within(row).getByRole('rowheader').textContent,
          ...within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
          within(row).getByRole('link').getAttribute('href'),
        ]),
      ).toEqual(rows);
    },
  );

  it.each(CHARTS)(
    '[PORT-01] draws $title with Recharts, each bar labelled with its name and count, not told apart by colour alone',
    async ({ title, rows }) => {
      renderWith([meMock('manager'), summary(FIGURES)]);
      const image = await drawnImage(title);
      const texts = (selector: string) => Array.from(image.querySelectorAll(selector), (el) => el.textContent);

      expect(image.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(rows.length);
      expect(texts('.recharts-cartesian-axis-tick-value')).toEqual(rows.map(([label]) => label));
      expect(texts('.recharts-label-list text')).toEqual(rows.map(([, count]) => count));
    },
  );

  it('[PORT-01] colours each state in the same meaning wherever it shows, every bar 4.5:1 on white', async () => {
    renderWith([meMock('manager'), summary(FIGURES)]);
    const fills = async (title: string) =>
      Array.from(
        (await drawnImage(title)).querySelectorAll('.recharts-bar-rectangle path'),
        (bar) => bar.getAttribute('fill') ?? '',
      );
    const status = await fills('Properties by status');
    const compliance = await fills('Compliance');
    const repairs = await fills('Open repairs by priority');
    // Let and fully compliant are green; vacant, expiring and urgent amber; expired and emergency red.
    expect(status[1]).toBe(compliance[0]);
    expect(new Set([status[0], compliance[1], repairs[1]]).size).toBe(1);
    expect(compliance[2]).toBe(repairs[0]);
    for (const fill of [...status, ...compliance, ...repairs])
      expect(contrastOnWhite(fill)).toBeGreaterThanOrEqual(4.5);
  });

  it('[PORT-01] keeps each chart and table the same size while the figures load, so nothing moves when they come', async () => {
    renderWith([meMock('manager'), { ...summary(FIGURES), delay: Infinity }]);
    const sizes = async () =>
      Promise.all(
        CHARTS.map(async ({ title }) => {
          const chart = await screen.findByRole('figure', { name: title });
          const box = chart.querySelector<HTMLElement>('[style*="height"]');
          return { title, height: box?.style.height, rows: within(chart).getAllByRole('row').length };
        }),
      );
    const loading = await sizes();
    expect(screen.getAllByRole('figure', { busy: true })).toHaveLength(CHARTS.length);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    cleanup();

    renderWith([meMock('manager'), summary(FIGURES)]);
    await Promise.all(CHARTS.map(({ title }) => loadedChart(title)));
    expect(await sizes()).toEqual(loading);
    expect(loading.map(({ height }) => height)).toEqual(['160px', '160px', '120px']);
  });

  it('[PORT-01] [ISO-02] an owner sees the same figures worded for their own properties', async () => {
    renderWith([meMock('owner'), summary({ ...FIGURES, propertyCount: 3 })]);
    expect(await screen.findByRole('heading', { name: 'Your portfolio' })).toBeInTheDocument();
    expect(await screen.findByText('Your properties')).toBeInTheDocument();
    expect(await figure('figure-properties')).toBe('3');
  });

  it('[PORT-01] shows an empty state without properties, with no rates to divide by', async () => {
    renderWith([
      meMock('landlord'),
      summary({
        ...FIGURES,
        propertyCount: 0,
        occupancyRate: null,
        rentRollPencePerMonth: 0,
        compliance: { ...FIGURES.compliance, fullyCompliant: 0, fullyCompliantShare: null },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'No properties yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to properties' })).toHaveAttribute('href', '/properties');
    expect(screen.queryByTestId('figure-occupancy')).not.toBeInTheDocument();
  });

  it('[PORT-01] shows an error with a way to try again', async () => {
    renderWith([meMock('manager'), { request: { query: PortfolioSummaryDocument }, error: new Error('Service down') }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the portfolio figures')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('[ISO-07] tells a tenant there is no portfolio and points to their dashboard', async () => {
    renderWith([meMock('tenant')]);
    expect(await screen.findByRole('heading', { name: 'There is no portfolio to show you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
