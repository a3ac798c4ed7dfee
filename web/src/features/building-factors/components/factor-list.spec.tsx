import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import { BuildingFactorsDocument } from '../api/building-factors.generated';
import type { BuildingFactorListItemFragment } from '../api/building-factors.generated';
import { FactorList } from './factor-list';

function factor(overrides: Partial<BuildingFactorListItemFragment> = {}): BuildingFactorListItemFragment {
  return {
    __typename: 'BuildingFactor',
    id: 'f1',
    name: 'Thistle Property Factors Ltd',
    contactName: 'Morag Campbell',
    email: 'factoring@thistle.example.com',
    phone: '0131 496 0788',
    serviceChargePencePerYear: 125_000,
    ...overrides,
  };
}

function page(variables: { q?: string }, factors: BuildingFactorListItemFragment[]): MockedResponse {
  return {
    request: { query: BuildingFactorsDocument, variables: { first: 25, q: null, ...variables } },
    result: {
      data: {
        buildingFactors: {
          __typename: 'BuildingFactorConnection',
          edges: factors.map((node) => ({ __typename: 'BuildingFactorEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: factors.length,
        },
      },
    },
  };
}

function renderList(mocks: MockedResponse[], path = '/properties/building-factors') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <FactorList />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('FactorList', () => {
  beforeEach(() => setViewportWidth(1280));

  it('[BF-01] lists factors with contact and service charge in pounds, each opening its properties', async () => {
    renderList([
      page({}, [
        factor(),
        factor({ id: 'f2', name: 'Kelvin Tenement Factors', contactName: null, serviceChargePencePerYear: null }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: /building factors/i });
    const link = await within(table).findByRole('link', { name: 'Thistle Property Factors Ltd' });
    expect(link).toHaveAttribute('href', '/properties/building-factors/f1/properties');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('£1,250.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Morag Campbell')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not recorded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add building factor' })).toHaveAttribute(
      'href',
      '/properties/building-factors/new',
    );
  });

  it('[BF-01] [ISO-03] says when there are none yet', async () => {
    renderList([page({}, [])]);
    expect(await screen.findByText('No building factors yet')).toBeInTheDocument();
  });

  it('[BF-01] [ISO-03] searches from the URL and says when nothing matches', async () => {
    renderList([page({ q: 'nobody' }, [])], '/properties/building-factors?q=nobody');
    expect(await screen.findByText('No building factor matches')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /search/i })).toHaveValue('nobody');
  });

  it('[BF-01] [ISO-03] shows cards at 360 px', async () => {
    setViewportWidth(360);
    renderList([page({}, [factor()])]);
    expect(await screen.findByText('Thistle Property Factors Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('[ISO-03] shows an error with a retry when the list cannot load', async () => {
    renderList([
      {
        request: { query: BuildingFactorsDocument, variables: { first: 25, q: null } },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
