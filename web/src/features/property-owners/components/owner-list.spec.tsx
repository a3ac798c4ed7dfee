import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import { PropertyOwnersDocument } from '../api/property-owners.generated';
import type { PropertyOwnerListItemFragment } from '../api/property-owners.generated';
import { OwnerList } from './owner-list';

function owner(overrides: Partial<PropertyOwnerListItemFragment> = {}): PropertyOwnerListItemFragment {
  return {
    __typename: 'PropertyOwner',
    id: 'o1',
    name: 'Margaret Holloway',
    email: 'margaret@example.com',
    phone: '07700 900123',
    managementFeeKind: 'percent',
    managementFeePercent: 10,
    managementFeeFixedPence: null,
    spendingLimitPence: 25_000,
    ...overrides,
  };
}

function page(variables: { q?: string }, owners: PropertyOwnerListItemFragment[]): MockedResponse {
  return {
    request: { query: PropertyOwnersDocument, variables: { first: 25, q: null, sort: null, ...variables } },
    result: {
      data: {
        propertyOwners: {
          __typename: 'PropertyOwnerConnection',
          edges: owners.map((node) => ({ __typename: 'PropertyOwnerEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: owners.length,
        },
      },
    },
  };
}

function renderList(mocks: MockedResponse[], canAdd = true, path = '/property-owners') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <OwnerList canAdd={canAdd} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('OwnerList', () => {
  beforeEach(() => setViewportWidth(1280));

  it('[OWN-01] lists owners with their fee and spending limit, rows linking to each owner', async () => {
    renderList([
      page({}, [
        owner(),
        owner({
          id: 'o2',
          name: 'Pennine Residential',
          email: null,
          managementFeeKind: 'fixed',
          managementFeePercent: null,
          managementFeeFixedPence: 9_500,
        }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: /property owners/i });
    await within(table).findByRole('link', { name: 'Margaret Holloway' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('10% of rent collected')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('£250.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('£95.00 a month')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Margaret Holloway' })).toHaveAttribute(
      'href',
      '/property-owners/o1',
    );
    expect(screen.getByRole('button', { name: 'Add owner' })).toBeInTheDocument();
  });

  it('[OWN-01] [ISO-03] searches from the URL and says when nothing matches; no Add for an owner', async () => {
    renderList([page({ q: 'nobody' }, [])], false, '/property-owners?q=nobody');
    expect(await screen.findByText(/no .*match/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add owner' })).toBeNull();
  });

  it('[ISO-03] shows cards on a phone', async () => {
    setViewportWidth(390);
    renderList([page({}, [owner()])]);
    expect(await screen.findByText('Margaret Holloway')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
