import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { MeDocument } from '@/features/auth/api/me.generated';
import { PortfolioSummaryDocument, type PortfolioFiguresFragment } from '@/features/portfolio/api/portfolio.generated';
import type { Role } from '@/gql/types';

import { PortfolioRoute } from './portfolio';

const me = (role: Role): MockedResponse => ({
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        email: `${role}@example.com`,
        firstName: 'Emily',
        lastName: 'Carter',
        role,
        company: { __typename: 'Company', id: 'c1', name: 'Northgate Lettings', logoUrl: null },
      },
    },
  },
});

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

const figure = (testId: string) => screen.findByTestId(testId).then((el) => el.textContent);
const linkOf = (testId: string) => screen.getByTestId(testId).closest('a')?.getAttribute('href');

describe('/portfolio', () => {
  it('[PORT-01] shows every figure in UK money and percentages, each linking to the filtered list behind it', async () => {
    renderWith([me('manager'), summary(FIGURES)]);

    expect(await figure('figure-properties')).toBe('12');
    expect(await figure('figure-occupancy')).toBe('58%');
    expect(await figure('figure-rent-roll')).toBe('£8,125.50');
    expect(await figure('figure-compliant')).toBe('67%');
    expect(screen.getByText('8 of 12 properties')).toBeInTheDocument();
    expect(await figure('figure-expiring')).toBe('2');
    expect(await figure('figure-expired')).toBe('1');
    expect(await figure('figure-missing')).toBe('1');
    expect(await figure('figure-repairs-emergency')).toBe('1');
    expect(screen.getByText('7 repairs not yet done.')).toBeInTheDocument();
    expect(screen.getByText(/by its most urgent item, on 26 Nov 2026/)).toBeInTheDocument();

    expect(linkOf('figure-properties')).toBe('/properties');
    expect(linkOf('figure-occupancy')).toBe('/properties?status=let');
    expect(linkOf('figure-rent-roll')).toBe('/properties?status=let');
    expect(linkOf('figure-compliant')).toBe('/properties?compliance=compliant');
    expect(linkOf('figure-expiring')).toBe('/properties?compliance=expiring');
    expect(linkOf('figure-expired')).toBe('/properties?compliance=expired');
    expect(linkOf('figure-missing')).toBe('/properties?compliance=missing');
    expect(linkOf('figure-repairs-urgent')).toBe('/maintenance?priority=urgent');
  });

  it('[PORT-01] says arrears are recorded once rent is tracked, never a made-up figure', async () => {
    renderWith([me('manager'), summary(FIGURES)]);
    expect(await figure('figure-arrears')).toMatch(/^Recorded once rent is tracked/);
    expect(screen.queryByText('£0.00')).not.toBeInTheDocument();
  });

  it('[PORT-01] draws properties by status as an image with a spoken summary and the table behind it', async () => {
    renderWith([me('manager'), summary(FIGURES)]);
    const chart = await screen.findByRole('figure', { name: 'Properties by status' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      'Properties by status. Vacant: 3 of 12, Let: 7 of 12, Under offer: 1 of 12, Unavailable: 1 of 12',
    );
    const letRow = within(chart).getByRole('row', { name: /^Let/ });
    expect(within(letRow).getByRole('link', { name: 'Let' })).toHaveAttribute('href', '/properties?status=let');
    expect(
      within(letRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '58%']);
    expect(within(chart).getByRole('link', { name: 'Under offer' })).toHaveAttribute(
      'href',
      '/properties?status=under_offer',
    );
  });

  it('[PORT-01] [ISO-02] an owner sees the same figures worded for their own properties', async () => {
    renderWith([me('owner'), summary({ ...FIGURES, propertyCount: 3 })]);
    expect(await screen.findByRole('heading', { name: 'Your portfolio' })).toBeInTheDocument();
    expect(await screen.findByText('Your properties')).toBeInTheDocument();
    expect(await figure('figure-properties')).toBe('3');
  });

  it('[PORT-01] shows an empty state without properties, with no rates to divide by', async () => {
    renderWith([
      me('landlord'),
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
    renderWith([me('manager'), { request: { query: PortfolioSummaryDocument }, error: new Error('Service down') }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the portfolio figures')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('[ISO-07] tells a tenant there is no portfolio and points to their dashboard', async () => {
    renderWith([me('tenant')]);
    expect(await screen.findByRole('heading', { name: 'There is no portfolio to show you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
