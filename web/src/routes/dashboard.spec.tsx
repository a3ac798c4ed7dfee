import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import {
  CurrentTenanciesDocument,
  DashboardDocument,
  OwnerRentDocument,
  TenantRentDocument,
} from '@/features/dashboard/api/dashboard.generated';
import { PortfolioSummaryDocument } from '@/features/portfolio/api/portfolio.generated';
import { OpenComplianceAlertsDocument } from '@/features/properties/api/compliance-alerts.generated';

import { meMock } from '../../test/me-mock';
import { DashboardRoute } from './dashboard';

const dashboard = (propertyCount: number, openMaintenanceCount: number, maintenanceCount: number): MockedResponse => ({
  request: { query: DashboardDocument },
  result: {
    data: { dashboard: { __typename: 'DashboardSummary', propertyCount, openMaintenanceCount, maintenanceCount } },
  },
});

const PORTFOLIO: MockedResponse = {
  request: { query: PortfolioSummaryDocument },
  result: {
    data: {
      portfolioSummary: {
        __typename: 'PortfolioSummary',
        asOf: '2026-11-26',
        propertyCount: 12,
        byStatus: [
          { __typename: 'PropertyStatusCount', status: 'vacant', count: 4 },
          { __typename: 'PropertyStatusCount', status: 'let', count: 8 },
          { __typename: 'PropertyStatusCount', status: 'under_offer', count: 0 },
          { __typename: 'PropertyStatusCount', status: 'unavailable', count: 0 },
        ],
        occupancyRate: 8 / 12,
        rentRollPencePerMonth: 760_000,
        arrearsTotalPence: null,
        compliance: {
          __typename: 'PortfolioCompliance',
          fullyCompliant: 9,
          fullyCompliantShare: 0.75,
          expiring: 1,
          expired: 1,
          missing: 1,
        },
        openRepairCount: 7,
        openRepairsByPriority: [
          { __typename: 'RepairPriorityCount', priority: 'emergency', count: 1 },
          { __typename: 'RepairPriorityCount', priority: 'urgent', count: 2 },
          { __typename: 'RepairPriorityCount', priority: 'routine', count: 4 },
        ],
      },
    },
  },
};

const ALERTS: MockedResponse = {
  request: { query: OpenComplianceAlertsDocument, variables: { first: 8 } },
  result: {
    data: {
      complianceAlerts: {
        __typename: 'ComplianceAlertConnection',
        totalCount: 1,
        edges: [
          {
            __typename: 'ComplianceAlertEdge',
            node: {
              __typename: 'ComplianceAlert',
              id: 'a1',
              itemType: 'gas_safety',
              threshold: 'expired',
              expiresOn: '2026-11-20',
              raisedAt: '2026-11-20T05:30:00.000Z',
              property: {
                __typename: 'ComplianceAlertProperty',
                id: 'p1',
                reference: 'NGL-001',
                addressLine1: 'Flat 3, 112 Wilmslow Road',
              },
            },
          },
        ],
      },
    },
  },
};

const TENANCY: MockedResponse = {
  request: { query: CurrentTenanciesDocument },
  result: {
    data: {
      leases: {
        __typename: 'LeaseConnection',
        edges: [
          {
            __typename: 'LeaseEdge',
            node: {
              __typename: 'Lease',
              id: 'l1',
              status: 'active',
              startDate: '2025-10-27',
              endDate: null,
              monthlyRentPence: 95_000,
              property: {
                __typename: 'Property',
                id: 'p1',
                addressLine1: 'Flat 3, 112 Wilmslow Road',
                addressLine2: 'Rusholme',
                city: 'Manchester',
                postcode: 'M14 5AL',
              },
            },
          },
        ],
      },
    },
  },
};

const OWNER_RENT: MockedResponse = {
  request: { query: OwnerRentDocument },
  result: {
    data: {
      dashboard: {
        __typename: 'DashboardSummary',
        rent: {
          __typename: 'RentSummary',
          asOf: '2026-11-27',
          tenancyCount: 2,
          receivedThisMonthPence: 95_000,
          arrearsPence: 0,
        },
      },
    },
  },
};

const TENANT_RENT: MockedResponse = {
  request: { query: TenantRentDocument },
  result: {
    data: {
      tenancies: {
        __typename: 'TenancyConnection',
        edges: [
          {
            __typename: 'TenancyEdge',
            node: {
              __typename: 'Tenancy',
              id: 'l1',
              rentStanding: {
                __typename: 'RentStanding',
                asOf: '2026-11-27',
                balancePence: 40_000,
                arrearsPence: 40_000,
                nextCharge: {
                  __typename: 'LedgerCharge',
                  dueDate: '2026-12-27',
                  amountPence: 95_000,
                  outstandingPence: 95_000,
                },
              },
            },
          },
        ],
      },
    },
  },
};

function renderWith(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const figure = (testId: string) => screen.findByTestId(testId).then((el) => el.textContent);

describe('/dashboard by role', () => {
  it("[DASH-01] [PORT-01] shows the staff the company's portfolio figures, with a link to the portfolio", async () => {
    renderWith([meMock('manager'), dashboard(12, 7, 10), PORTFOLIO, ALERTS]);
    expect(await screen.findByText('Here is what is happening across your portfolio.')).toBeInTheDocument();
    expect(await figure('figure-properties')).toBe('12');
    expect(await figure('figure-occupancy')).toBe('67%');
    expect(await figure('figure-rent-roll')).toBe('£7,600.00');
    expect(await figure('figure-compliant')).toBe('75%');
    expect(await figure('count-open-maintenance')).toBe('7');
    expect(screen.queryByTestId('count-properties')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the portfolio at a glance' })).toHaveAttribute('href', '/portfolio');
    // The charts are the portfolio page's: the dashboard draws none, so it never loads the chart library.
    expect(screen.queryByRole('figure', { name: 'Properties by status' })).not.toBeInTheDocument();
  });

  it('[DASH-01] [CMP-03] shows the staff the open compliance alerts, each linking to the property’s Compliance tab', async () => {
    renderWith([meMock('manager'), dashboard(12, 7, 10), PORTFOLIO, ALERTS]);
    const panel = await screen.findByRole('region', { name: 'Compliance alerts' });
    expect(await within(panel).findByRole('link', { name: 'Gas safety record' })).toHaveAttribute(
      'href',
      '/properties/p1?tab=compliance',
    );
    expect(panel).toHaveTextContent('NGL-001 · Flat 3, 112 Wilmslow Road · expired 20 Nov 2026');
  });

  it('[DASH-01] [RENT-03] [ISO-07] shows an owner the figures of their properties with the rent received this month, and says what is not there yet', async () => {
    renderWith([meMock('owner'), dashboard(3, 1, 3), OWNER_RENT]);
    expect(await screen.findByRole('heading', { name: 'Your properties' })).toBeInTheDocument();
    expect(await figure('count-properties')).toBe('3');
    expect(screen.getByRole('heading', { name: 'Open repairs at your properties' })).toBeInTheDocument();
    expect(await figure('rent-received')).toBe('£950.00');
    expect(screen.getByText('From 2 tenancies of your properties')).toBeInTheDocument();
    expect(screen.getByText(/Repairs awaiting your approval will show here/)).toBeInTheDocument();
  });

  it('[DASH-01] [RENT-03] [ISO-07] shows a tenant their tenancy, their next rent and balance, their requests and a way to report a repair', async () => {
    renderWith([meMock('tenant'), dashboard(1, 1, 2), TENANCY, TENANT_RENT]);
    const rent = await screen.findByRole('region', { name: 'Your rent' });
    expect(within(rent).getByText('£950.00 on 27 Dec 2026')).toBeInTheDocument();
    expect(within(rent).getByText('£400.00 owed')).toBeInTheDocument();
    const tenancy = await screen.findByRole('region', { name: 'Flat 3, 112 Wilmslow Road, Manchester, M14 5AL' });
    expect(within(tenancy).getByText('£950.00 a month')).toBeInTheDocument();
    expect(within(tenancy).getByText('27 Oct 2025')).toBeInTheDocument();
    expect(within(tenancy).getByText('No end date (periodic)')).toBeInTheDocument();
    expect(await figure('count-open-maintenance')).toBe('1');
    expect(await figure('count-maintenance')).toBe('2');
    expect(screen.queryByTestId('count-properties')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report a repair' })).toHaveAttribute('href', '/maintenance');
  });

  it('[DASH-01] [ISO-07] tells a trade honestly that no jobs have been offered yet', async () => {
    renderWith([meMock('trade'), dashboard(0, 0, 0)]);
    expect(await screen.findByRole('heading', { name: 'Your jobs' })).toBeInTheDocument();
    expect(await figure('count-open-maintenance')).toBe('0');
    expect(screen.getByText(/No jobs have been offered to you yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('count-properties')).not.toBeInTheDocument();
  });
});
