import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import { TenanciesDocument, TenancyPropertyOptionsDocument } from '../api/tenancies.generated';
import type { TenancyListItemFragment } from '../api/tenancies.generated';
import { TenancyList } from './tenancy-list';

const PROPERTY_ID = '00000000-0000-4000-8201-000000000001';

function tenancy(overrides: Partial<TenancyListItemFragment> = {}): TenancyListItemFragment {
  return {
    __typename: 'Tenancy',
    id: 't1',
    status: 'active',
    type: 'assured_periodic',
    startDate: '2025-10-28',
    endDate: null,
    currentRentPence: 95_000,
    rentFrequency: 'monthly',
    property: {
      __typename: 'Property',
      id: PROPERTY_ID,
      reference: 'NGL-001',
      addressLine1: 'Flat 3, 112 Wilmslow Road',
      city: 'Manchester',
    },
    tenants: [{ __typename: 'Tenant', id: 'tenant-1', firstName: 'Emily', lastName: 'Carter' }],
    deposit: { __typename: 'Deposit', state: 'protected' },
    ...overrides,
  };
}

const NO_FILTERS = { first: 25, status: null, type: null, endingWithinDays: null, propertyId: null };

function page(variables: Record<string, unknown>, tenancies: TenancyListItemFragment[]): MockedResponse {
  return {
    request: { query: TenanciesDocument, variables: { ...NO_FILTERS, ...variables } },
    result: {
      data: {
        tenancies: {
          __typename: 'TenancyConnection',
          edges: tenancies.map((node) => ({ __typename: 'TenancyEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: tenancies.length,
        },
      },
    },
  };
}

const PROPERTY_OPTIONS: MockedResponse = {
  request: { query: TenancyPropertyOptionsDocument },
  result: {
    data: {
      properties: {
        __typename: 'PropertyConnection',
        edges: [
          {
            __typename: 'PropertyEdge',
            node: {
              __typename: 'Property',
              id: PROPERTY_ID,
              reference: 'NGL-001',
              addressLine1: 'Flat 3, 112 Wilmslow Road',
              city: 'Manchester',
              nation: 'england',
              status: 'let',
            },
          },
        ],
      },
    },
  },
};

function renderList(mocks: MockedResponse[], scope: 'company' | 'owner' | 'tenant' = 'company', path = '/leases') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <TenancyList scope={scope} canCreate={scope === 'company'} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('TenancyList', () => {
  beforeEach(() => setViewportWidth(1280));

  it('[LEASE-01] lists tenancies with property, tenants, type, dates or periodic, rent and frequency, deposit state and status', async () => {
    renderList([
      page({}, [
        tenancy(),
        tenancy({
          id: 't2',
          status: 'ending',
          type: 'private_residential_tenancy',
          endDate: '2026-12-27',
          currentRentPence: 106_154,
          rentFrequency: 'four_weekly',
          deposit: { __typename: 'Deposit', state: 'due_soon' },
        }),
      ]),
      PROPERTY_OPTIONS,
    ]);
    const table = await screen.findByRole('table', { name: /tenancies/i });
    await within(table).findByText('Assured periodic tenancy');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Assured periodic tenancy')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Emily Carter')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Periodic')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('£950.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('a month')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Protected')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('to 27 Dec 2026')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('every 4 weeks')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Protect within a week')).toBeInTheDocument();
    expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', '/leases/t1');
    expect(screen.getByRole('button', { name: 'New tenancy' })).toBeInTheDocument();
  });

  it('[LEASE-01] [ISO-03] filters by status, type, property and ending within N days from the URL, and says when nothing matches', async () => {
    renderList(
      [
        page({ status: ['ending'], type: ['company_let'], endingWithinDays: 30, propertyId: PROPERTY_ID }, []),
        PROPERTY_OPTIONS,
      ],
      'company',
      `/leases?status=ending&type=company_let&ending=30&propertyId=${PROPERTY_ID}`,
    );
    expect(await screen.findByText(/no .*match/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('ending');
    expect(screen.getByLabelText('Ending')).toHaveValue('30');
    expect(await screen.findByRole('option', { name: /NGL-001/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Property')).toHaveValue(PROPERTY_ID);
  });

  it('[LEASE-01] [ISO-03] says when the list cannot be loaded', async () => {
    renderList([{ request: page({}, []).request, error: new Error('Service unavailable') }, PROPERTY_OPTIONS]);
    expect(await screen.findByText(/could not load/i)).toBeInTheDocument();
  });

  it('[ISO-02] [ISO-07] a tenant sees their own tenancies, with no property filter and no New tenancy', async () => {
    renderList([page({}, [])], 'tenant');
    expect(await screen.findByText('No tenancy linked to your account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New tenancy' })).toBeNull();
    expect(screen.queryByLabelText('Property')).toBeNull();
  });
});
