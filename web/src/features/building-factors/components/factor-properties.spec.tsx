import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import {
  BuildingFactorHistoryDocument,
  BuildingFactorPropertiesDocument,
  LinkablePropertySearchDocument,
  LinkPropertyToBuildingFactorDocument,
} from '../api/building-factors.generated';
import type { BuildingFactorPropertyFragment } from '../api/building-factors.generated';
import { FactorProperties } from './factor-properties';

const FACTOR = {
  __typename: 'BuildingFactor' as const,
  id: 'f1',
  name: 'Thistle Property Factors Ltd',
  contactName: 'Morag Campbell',
  email: 'factoring@thistle.example.com',
  phone: '0131 496 0788',
  serviceChargePencePerYear: 42_000,
  addressLine1: '22 Constitution Street',
  addressLine2: null,
  city: 'Edinburgh',
  postcode: 'EH6 7BS',
  fees: '£96 a year per flat',
  notes: null,
};

function property(id: string, reference: string, buildingFactorId: string | null): BuildingFactorPropertyFragment {
  return {
    __typename: 'Property',
    id,
    reference,
    addressLine1: `Flat ${id}, 18 Dalmeny Street`,
    city: 'Edinburgh',
    postcode: 'EH6 8PG',
    buildingFactorId,
  };
}

function linked(properties: BuildingFactorPropertyFragment[], factor: typeof FACTOR | null = FACTOR): MockedResponse {
  return {
    request: { query: BuildingFactorPropertiesDocument, variables: { first: 25, q: null, buildingFactorId: 'f1' } },
    result: {
      data: {
        buildingFactor: factor,
        properties: {
          __typename: 'PropertyConnection',
          edges: properties.map((node) => ({ __typename: 'PropertyEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: properties.length,
        },
      },
    },
  };
}

function linkMutation(propertyId: string, buildingFactorId: string | null): MockedResponse {
  return {
    request: { query: LinkPropertyToBuildingFactorDocument, variables: { propertyId, buildingFactorId } },
    result: { data: { linkPropertyToBuildingFactor: property(propertyId, 'NGL-003', buildingFactorId) } },
  };
}

const HISTORY: MockedResponse = {
  request: { query: BuildingFactorHistoryDocument, variables: { id: 'f1' } },
  result: {
    data: {
      buildingFactor: {
        __typename: 'BuildingFactor',
        id: 'f1',
        history: [
          {
            __typename: 'AuditEntry',
            id: 'a1',
            action: 'updated',
            actorName: 'Lena Landlord',
            data: { changes: { serviceChargePencePerYear: { from: 40_000, to: 42_000 } } },
            at: '2026-11-23T10:00:00.000Z',
          },
        ],
      },
    },
  },
};

function renderPage(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={[...mocks, HISTORY]}>
      <MemoryRouter initialEntries={['/properties/building-factors/f1/properties']}>
        <FactorProperties id="f1" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('FactorProperties', () => {
  beforeEach(() => setViewportWidth(1280));

  it('[BF-01] shows the factor with its service charge and its linked properties; Unlink asks first, then unlinks', async () => {
    const flat = property('p3', 'NGL-003', 'f1');
    renderPage([linked([flat]), linkMutation('p3', null), linked([])]);
    expect(await screen.findByText('Thistle Property Factors Ltd')).toBeInTheDocument();
    expect(screen.getByText('£420.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/properties/building-factors/f1/edit');
    const table = screen.getByRole('table', { name: /linked properties/i });
    expect(within(table).getByRole('link', { name: 'NGL-003' })).toHaveAttribute('href', '/properties/p3');
    // ISO-04: the factor's changes, money as pounds.
    expect(await screen.findByText(/£400\.00 → £420\.00/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Unlink NGL-003' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('No properties linked')).toBeInTheDocument();
  });

  it('[BF-01] finds a property and links it, saying when it moves from another factor', async () => {
    const elsewhere = {
      ...property('p5', 'NGL-005', 'f2'),
      buildingFactor: { __typename: 'BuildingFactor' as const, id: 'f2', name: 'Kelvin Tenement Factors' },
    };
    renderPage([
      linked([]),
      {
        request: { query: LinkablePropertySearchDocument, variables: { q: 'NGL-005' } },
        result: {
          data: {
            properties: { __typename: 'PropertyConnection', edges: [{ __typename: 'PropertyEdge', node: elsewhere }] },
          },
        },
      },
      linkMutation('p5', 'f1'),
      linked([property('p5', 'NGL-005', 'f1')]),
    ]);
    expect(await screen.findByText('No properties linked')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /find a property/i }), 'NGL-005');
    const found = await screen.findByRole('list', { name: 'Properties found' });
    expect(within(found).getByText(/now with kelvin tenement factors/i)).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Link NGL-005' }));
    const table = await screen.findByRole('table', { name: /linked properties/i });
    expect(await within(table).findByRole('link', { name: 'NGL-005' })).toBeInTheDocument();
  });

  it('[BF-01] [ISO-03] at 360 px the linked properties are cards, each with its Unlink', async () => {
    setViewportWidth(360);
    renderPage([linked([property('p3', 'NGL-003', 'f1')])]);
    expect(await screen.findByRole('button', { name: 'Unlink NGL-003' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'NGL-003' })).toHaveAttribute('href', '/properties/p3');
  });

  it('[BF-01] [ISO-02] an unknown factor, or one of another company, is not found', async () => {
    renderPage([linked([], null)]);
    expect(await screen.findByText('This building factor does not exist')).toBeInTheDocument();
  });

  it('[ISO-03] shows an error with a retry when the page cannot load', async () => {
    renderPage([
      {
        request: { query: BuildingFactorPropertiesDocument, variables: { first: 25, q: null, buildingFactorId: 'f1' } },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
