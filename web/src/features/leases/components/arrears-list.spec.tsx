import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import { ArrearsDocument } from '../api/rent.generated';
import type { ArrearsItemFragment } from '../api/rent.generated';
import { ArrearsList } from './arrears-list';

function tenancy(overrides: Partial<ArrearsItemFragment> = {}): ArrearsItemFragment {
  return {
    __typename: 'Tenancy',
    id: 't2',
    status: 'active',
    property: {
      __typename: 'Property',
      id: 'p2',
      reference: 'NGL-002',
      addressLine1: '14 Cardigan Road',
      city: 'Leeds',
    },
    tenants: [
      { __typename: 'Tenant', id: 'tn2', firstName: 'James', lastName: 'Okafor' },
      { __typename: 'Tenant', id: 'tn3', firstName: 'Sofia', lastName: 'Marsh' },
    ],
    rentStanding: {
      __typename: 'RentStanding',
      asOf: '2026-11-27',
      state: 'overdue',
      balancePence: 145_000,
      arrearsPence: 145_000,
      creditPence: 0,
      oldestDaysOverdue: 12,
      receivedThisMonthPence: 100_000,
      nextCharge: {
        __typename: 'LedgerCharge',
        dueDate: '2026-12-15',
        amountPence: 245_000,
        outstandingPence: 245_000,
        state: 'due',
      },
    },
    ...overrides,
  };
}

function page(variables: Record<string, unknown>, nodes: ArrearsItemFragment[]): MockedResponse {
  return {
    request: { query: ArrearsDocument, variables: { first: 25, state: null, ...variables } },
    result: {
      data: {
        arrears: {
          __typename: 'TenancyConnection',
          edges: nodes.map((node) => ({ __typename: 'TenancyEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: nodes.length,
        },
      },
    },
  };
}

function renderList(mocks: MockedResponse[], scope: 'company' | 'owner' | 'tenant' = 'company', path = '/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <ArrearsList scope={scope} canRecord={scope === 'company'} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ArrearsList', () => {
  beforeEach(() => setViewportWidth(1280));

  it('[RENT-01] lists each tenancy with its tenants, next due, balance, arrears, days overdue and state; staff record a payment in a sheet', async () => {
    const paidUp = tenancy({
      id: 't1',
      property: { __typename: 'Property', id: 'p1', reference: 'NGL-001', addressLine1: 'Flat 3', city: 'Manchester' },
      tenants: [{ __typename: 'Tenant', id: 'tn1', firstName: 'Emily', lastName: 'Carter' }],
      rentStanding: {
        ...tenancy().rentStanding!,
        state: 'paid',
        balancePence: -500,
        arrearsPence: 0,
        oldestDaysOverdue: 0,
      },
    });
    renderList([page({}, [tenancy(), paidUp])]);
    const table = await screen.findByRole('table', { name: /rent by tenancy/i });
    await within(table).findByText('James Okafor, Sofia Marsh');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('NGL-002 · 14 Cardigan Road, Leeds')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('15 Dec 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('£1,450.00')).toHaveLength(2);
    expect(within(rows[1]!).getByText('12')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('£1,000.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('£5.00 credit')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', '/leases/t2');

    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: /record payment/i }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText(/NGL-002 · 14 Cardigan Road, Leeds/)).toBeInTheDocument();
    expect(within(sheet).getByLabelText(/amount/i)).toBeInTheDocument();
    expect(within(sheet).getByLabelText(/method/i)).toHaveValue('bank_transfer');
  });

  it('[RENT-01] [ISO-03] filters by state from the URL, and says when nothing matches', async () => {
    renderList([page({ state: ['part_paid'] }, [])], 'company', '/payment-reminders?state=part_paid');
    expect(await screen.findByText(/no .*match/i)).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('part_paid');
  });

  it('[RENT-01] says when the ledger cannot be loaded', async () => {
    renderList([{ request: page({}, []).request, error: new Error('Service unavailable') }]);
    expect(await screen.findByText(/could not load/i)).toBeInTheDocument();
  });

  it('[RENT-03] [ISO-02] a tenant reads their own rent with no Record payment', async () => {
    renderList([page({}, [tenancy()])], 'tenant');
    const table = await screen.findByRole('table', { name: /your rent/i });
    await within(table).findByText('Overdue');
    expect(screen.queryByRole('button', { name: /record payment/i })).toBeNull();
  });

  it('[RENT-03] an owner with no tenancies is told why the list is empty', async () => {
    renderList([page({}, [])], 'owner');
    expect(await screen.findByText('No rent on your properties yet')).toBeInTheDocument();
  });
});
