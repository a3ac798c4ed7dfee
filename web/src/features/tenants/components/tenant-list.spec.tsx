import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import { TenantsDocument } from '../api/tenants.generated';
import type { TenantListItemFragment } from '../api/tenants.generated';
import { TenantList } from './tenant-list';

function tenant(overrides: Partial<TenantListItemFragment> = {}): TenantListItemFragment {
  return {
    __typename: 'Tenant',
    id: 't1',
    firstName: 'Emily',
    lastName: 'Carter',
    email: 'emily.carter@example.com',
    phone: '07700 900201',
    status: 'current',
    rightToRent: { __typename: 'RightToRent', state: 'valid', alertDate: null, latestCheck: null },
    ...overrides,
  };
}

function page(variables: { q?: string; status?: string }, tenants: TenantListItemFragment[]): MockedResponse {
  return {
    request: { query: TenantsDocument, variables: { first: 25, q: null, status: null, ...variables } },
    result: {
      data: {
        tenants: {
          __typename: 'TenantConnection',
          edges: tenants.map((node) => ({ __typename: 'TenantEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: tenants.length,
        },
      },
    },
  };
}

function renderList(mocks: MockedResponse[], props: Parameters<typeof TenantList>[0] = {}, path = '/tenants') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <TenantList canAdd {...props} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const JAMES = tenant({
  id: 't2',
  firstName: 'James',
  lastName: 'Patel',
  rightToRent: {
    __typename: 'RightToRent',
    state: 'expiring',
    alertDate: '2026-11-20',
    latestCheck: { __typename: 'RightToRentCheck', id: 'c2', expiresOn: '2026-12-18' },
  },
});

describe('TenantList', () => {
  beforeEach(() => setViewportWidth(1280));

  it('[TEN-01] [TEN-02] lists tenants with their status and Right to Rent, an expiring right with its end date', async () => {
    renderList([page({}, [tenant(), JAMES])]);
    const table = await screen.findByRole('table', { name: 'Tenants' });
    await within(table).findByRole('link', { name: 'James Patel' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Emily Carter' })).toHaveAttribute('href', '/tenants/t1');
    expect(within(rows[1]!).getByText('Right to Rent checked')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Right to Rent expiring')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Ends 18 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tenant' })).toBeInTheDocument();
  });

  it('[TEN-01] [ISO-03] filters by status from the URL and says when nothing matches', async () => {
    renderList([page({ status: 'former', q: 'zed' }, [])], {}, '/tenants?status=former&q=zed');
    expect(await screen.findByText(/no .*match/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('former');
  });

  it('[TEN-01] the Add tenant sheet shows field errors inline and sends nothing', async () => {
    renderList([page({}, [])]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add tenant' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add tenant' });
    await user.type(within(sheet).getByLabelText(/first name/i), 'Amara');
    await user.type(within(sheet).getByLabelText(/e-mail/i), 'not-an-email');
    await user.type(within(sheet).getAllByLabelText(/^phone/i)[0]!, '12345');
    await user.click(within(sheet).getByRole('button', { name: 'Add tenant' }));
    expect(await within(sheet).findByText('Enter the last name')).toBeInTheDocument();
    expect(within(sheet).getByText('Enter an e-mail address, such as name@example.com')).toBeInTheDocument();
    expect(within(sheet).getAllByText('Enter a UK phone number, such as 07700 900123 or 020 7946 0018')).toHaveLength(
      1,
    );
  });

  it('[ISO-02] [ISO-07] a tenant sees their own record without search or Add; an empty list says why', async () => {
    renderList([page({}, [])], { scope: 'tenant', canAdd: false });
    expect(await screen.findByText('Your details are not linked yet')).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add tenant' })).toBeNull();
  });

  it('[ISO-03] shows cards on a phone', async () => {
    setViewportWidth(390);
    renderList([page({}, [tenant()])]);
    expect(await screen.findByText('Emily Carter')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
