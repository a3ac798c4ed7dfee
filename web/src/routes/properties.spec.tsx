import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { PropertiesDocument } from '@/features/properties/api/properties.generated';
import type { PropertyListItemFragment } from '@/features/properties/api/properties.generated';

import { meMock } from '../../test/me-mock';
import { setViewportWidth } from '../../test/viewport';
import { PropertiesRoute } from './properties';

const HOME: PropertyListItemFragment = {
  __typename: 'Property',
  id: 'p1',
  reference: 'NGL-001',
  addressLine1: 'Flat 3, 112 Wilmslow Road',
  addressLine2: 'Rusholme',
  city: 'Manchester',
  postcode: 'M14 5AL',
  type: 'flat',
  bedrooms: 2,
  status: 'let',
  monthlyRentPence: 95_000,
  owner: null,
  compliance: {
    __typename: 'PropertyCompliance',
    propertyId: 'p1',
    summary: { __typename: 'ComplianceSummary', worst: 'valid' },
  },
};

const properties = (first: number, nodes: PropertyListItemFragment[]): MockedResponse => ({
  request: {
    query: PropertiesDocument,
    // The staff's and owner's list sends its search, filters and sort, unset; the tenant's home only `first`.
    variables:
      first === 5
        ? { first }
        : {
            first,
            q: null,
            status: null,
            nation: null,
            type: null,
            compliance: null,
            sort: null,
            ownerId: null,
            buildingFactorId: null,
          },
  },
  result: {
    data: {
      properties: {
        __typename: 'PropertyConnection',
        edges: nodes.map((node) => ({ __typename: 'PropertyEdge', cursor: `c-${node.id}`, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: nodes.length,
      },
    },
  },
});

function renderAs(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/properties']}>
        <PropertiesRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('/properties by role', () => {
  beforeEach(() => setViewportWidth(1280));

  it("[ISO-07] shows a tenant their home, in a tenant's words", async () => {
    renderAs([meMock('tenant'), properties(5, [HOME])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your home' })).toBeInTheDocument();
    const home = await screen.findByRole('region', { name: 'Flat 3, 112 Wilmslow Road' });
    expect(within(home).getByText('Rusholme, Manchester, M14 5AL')).toBeInTheDocument();
    expect(within(home).getByText('£950.00 a month')).toBeInTheDocument();
    expect(within(home).getByText('Northgate Lettings')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('[ISO-07] tells a tenant with no current tenancy whom to ask', async () => {
    renderAs([meMock('tenant'), properties(5, [])]);
    expect(await screen.findByText('No current tenancy on your account')).toBeInTheDocument();
    expect(screen.getByText(/Ask Northgate Lettings to link your login/)).toBeInTheDocument();
  });

  it('[ISO-07] lists an owner their own properties, without an owner column', async () => {
    renderAs([
      meMock('owner'),
      properties(25, [{ ...HOME, owner: { __typename: 'PropertyOwner', id: 'o1', name: 'Margaret Holloway' } }]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your properties' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your properties' });
    await within(table).findByRole('link', { name: 'NGL-001' });
    expect(within(table).queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(screen.queryByText('Margaret Holloway')).not.toBeInTheDocument();
  });

  it("[ISO-07] keeps the staff's portfolio wording and owner column", async () => {
    renderAs([meMock('manager'), properties(25, [HOME])]);
    expect(await screen.findByText(/Every property in your portfolio/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Properties' });
    expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
  });

  it('[ISO-07] explains to a trade why there is nothing here yet and where to go', async () => {
    renderAs([meMock('trade')]);
    expect(await screen.findByText('No jobs assigned to you yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
