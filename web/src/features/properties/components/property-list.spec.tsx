import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import { PropertiesDocument, PropertyBuildingFactorOptionsDocument } from '../api/properties.generated';
import type { PropertyListItemFragment } from '../api/properties.generated';
import { PropertyList } from './property-list';

function property(overrides: Partial<PropertyListItemFragment> = {}): PropertyListItemFragment {
  return {
    __typename: 'Property',
    id: 'p1',
    reference: 'NGL-001',
    addressLine1: 'Flat 3, 112 Wilmslow Road',
    addressLine2: null,
    city: 'Manchester',
    postcode: 'M14 5AL',
    type: 'flat',
    bedrooms: 2,
    status: 'let',
    monthlyRentPence: 95000,
    owner: { __typename: 'PropertyOwner', id: 'o1', name: 'Margaret Holloway' },
    compliance: {
      __typename: 'PropertyCompliance',
      propertyId: overrides.id ?? 'p1',
      summary: { __typename: 'ComplianceSummary', worst: 'expiring' },
    },
    ...overrides,
  };
}

/** The list's search, filters and sort, unset. */
const LIST_DEFAULTS = {
  q: null,
  status: null,
  nation: null,
  type: null,
  compliance: null,
  sort: null,
  ownerId: null,
  buildingFactorId: null,
};

function page(
  variables: {
    after?: string;
    q?: string;
    status?: string;
    compliance?: string;
    sort?: string;
    buildingFactorId?: string;
  },
  properties: PropertyListItemFragment[],
  next: { endCursor: string; total: number } | null = null,
  total = next?.total ?? properties.length,
): MockedResponse {
  return {
    request: { query: PropertiesDocument, variables: { first: 25, ...LIST_DEFAULTS, ...variables } },
    result: {
      data: {
        properties: {
          __typename: 'PropertyConnection',
          edges: properties.map((node) => ({ __typename: 'PropertyEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next?.endCursor ?? null },
          totalCount: total,
        },
      },
    },
  };
}

function renderList(mocks: MockedResponse[], path = '/properties') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <PropertyList />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const TWO = [property(), property({ id: 'p2', reference: 'NGL-002', owner: null, monthlyRentPence: null })];

describe('PropertyList', () => {
  beforeEach(() => setViewportWidth(1280));

  it('[PROP-01] lists the portfolio in a table whose rows link to each property, with its compliance state', async () => {
    renderList([page({}, TWO)]);
    const table = screen.getByRole('table', { name: 'Properties' });
    // Skeleton rows under the real headers until the page arrives.
    expect(table).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('link', { name: 'NGL-001' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader', { name: 'NGL-001' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'NGL-001' })).toHaveAttribute('href', '/properties/p1');
    expect(within(rows[0]!).getByText('£950.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No owner')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not set')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Expiring')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('folds postcode and bedrooms into other cells below 1280 and 1536 px', async () => {
    renderList([page({}, [property()])]);
    await screen.findByRole('link', { name: 'NGL-001' });
    expect(screen.getByRole('columnheader', { name: 'Postcode' })).toHaveClass('hidden', 'xl:table-cell');
    expect(screen.getByRole('columnheader', { name: 'Bedrooms' })).toHaveClass('hidden', '2xl:table-cell');
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getAllByText('M14 5AL')).toHaveLength(2);
    expect(within(row).getByText('2 bedrooms')).toHaveClass('2xl:hidden');
  });

  it('[ISO-03] shows a card per property on a 360 px phone', async () => {
    setViewportWidth(360);
    renderList([page({}, TWO)]);
    await screen.findByRole('link', { name: 'NGL-001' });
    const cards = within(screen.getByRole('list', { name: 'Properties' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'NGL-001' })).toHaveAttribute('href', '/properties/p1');
    expect(within(cards[0]!).getByText('Flat')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2 bedrooms')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No owner')).toBeInTheDocument();
  });

  it('[ISO-03] pages with Next and Previous through the server cursor', async () => {
    const user = userEvent.setup();
    renderList([
      page({}, [property()], { endCursor: 'cursor-1', total: 26 }),
      page({ after: 'cursor-1' }, [property({ id: 'p2', reference: 'NGL-026' })], null, 26),
    ]);
    // One row per mocked page stands for 25: the count is what the offset and the server's total say.
    expect(await screen.findByText('Showing 1–1 of 26')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'NGL-026' })).toBeInTheDocument();
    expect(screen.getByText('Showing 26–26 of 26')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    // The first page comes back from Apollo's cache.
    expect(await screen.findByRole('link', { name: 'NGL-001' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 26')).toBeInTheDocument();
  });

  it('says when the portfolio is empty', async () => {
    renderList([page({}, [])]);
    expect(await screen.findByRole('heading', { name: 'No properties yet' })).toBeInTheDocument();
  });

  it('shows the error state with a retry when the list cannot load', async () => {
    renderList([
      {
        request: { query: PropertiesDocument, variables: { first: 25, ...LIST_DEFAULTS } },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Could not load properties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('[PROP-01] [ISO-03] searches and filters through the server, keeping them in the URL', async () => {
    const user = userEvent.setup();
    renderList([
      page({}, TWO),
      page({ status: 'let' }, [property()]),
      page({ status: 'let', q: 'wilmslow' }, [property()]),
    ]);
    await screen.findByRole('link', { name: 'NGL-002' });
    await user.selectOptions(screen.getByLabelText('Status'), 'let');
    await screen.findByText('Showing 1–1 of 1');
    await user.type(screen.getByLabelText('Search'), 'wilmslow');
    expect(await screen.findByRole('link', { name: 'NGL-001' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Let', selected: true })).toBeInTheDocument();
  });

  it('[PROP-01] [BF-01] filters by building factor through the server, once the company has factors', async () => {
    const user = userEvent.setup();
    const factorId = '3f0c6a52-5d0e-4c47-9a8e-8a1f1f6f0b01';
    renderList([
      page({}, TWO),
      {
        request: { query: PropertyBuildingFactorOptionsDocument },
        result: {
          data: {
            buildingFactors: {
              __typename: 'BuildingFactorConnection',
              edges: [
                {
                  __typename: 'BuildingFactorEdge',
                  node: { __typename: 'BuildingFactor', id: factorId, name: 'Harbour Block Management' },
                },
              ],
            },
          },
        },
      },
      page({ buildingFactorId: factorId }, [property()]),
    ]);
    await screen.findByRole('link', { name: 'NGL-002' });
    await user.selectOptions(await screen.findByLabelText('Building factor'), 'Harbour Block Management');
    await screen.findByText('Showing 1–1 of 1');
    expect(screen.getByRole('option', { name: 'Harbour Block Management', selected: true })).toBeInTheDocument();
  });

  it('[PROP-01] [PORT-01] opens filtered by compliance from the URL, as a portfolio figure links to it', async () => {
    renderList([page({ compliance: 'expired' }, [property()])], '/properties?compliance=expired');
    expect(await screen.findByRole('link', { name: 'NGL-001' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Expired', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'NGL-002' })).not.toBeInTheDocument();
  });

  it('[PROP-01] offers "Add property" to the company staff and not to an owner', async () => {
    renderList([page({}, TWO)]);
    expect(await screen.findByRole('button', { name: 'Add property' })).toBeInTheDocument();
  });
});
