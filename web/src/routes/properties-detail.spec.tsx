import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { DocumentsDocument } from '@/features/documents/api/documents.generated';
import { PropertyDocument } from '@/features/properties/api/properties.generated';
import { UtilityAccountsDocument } from '@/features/utility-accounts/api/utility-accounts.generated';
import type { Role } from '@/gql/types';

import { meMock } from '../../test/me-mock';
import { PropertyDetailRoute } from './properties-detail';

const ID = 'p1';

const property: MockedResponse = {
  request: { query: PropertyDocument, variables: { id: ID } },
  result: {
    data: {
      property: {
        __typename: 'Property',
        id: ID,
        reference: 'NGL-001',
        addressLine1: 'Flat 3, 112 Wilmslow Road',
        addressLine2: null,
        city: 'Manchester',
        postcode: 'M14 5AL',
        type: 'flat',
        bedrooms: 2,
        status: 'let',
        monthlyRentPence: 95_000,
        owner: null,
        compliance: null,
        nation: 'england',
        bathrooms: 1,
        furnished: false,
        buildingFactorId: null,
        archivedAt: null,
        hasGasSupply: true,
        licence: 'none',
        hasCommonParts: false,
        epcRating: 'C',
        epcMinimumExempt: false,
      },
    },
  },
};

const accounts: MockedResponse = {
  request: { query: UtilityAccountsDocument, variables: { propertyId: ID } },
  result: {
    data: {
      utilityAccounts: [
        {
          __typename: 'UtilityAccount',
          id: 'a1',
          propertyId: ID,
          kind: 'water',
          supplier: 'United Utilities',
          accountNumber: 'UU-123',
          meterPoint: null,
          payer: 'tenant',
          readings: [],
        },
      ],
    },
  },
};

const documents: MockedResponse = {
  request: {
    query: DocumentsDocument,
    variables: { first: 25, category: null, parentType: 'property', parentId: ID, from: null, to: null, q: null },
  },
  result: {
    data: {
      documents: {
        __typename: 'DocumentConnection',
        totalCount: 1,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: [
          {
            __typename: 'DocumentEdge',
            node: {
              __typename: 'Document',
              id: 'd1',
              title: 'EICR 2026',
              category: 'certificate',
              parentType: 'property',
              parentId: ID,
              createdAt: '2026-11-20T10:00:00.000Z',
              visibleToOwner: true,
              visibleToTenant: false,
              visibleToTrade: false,
              latestVersion: {
                __typename: 'DocumentVersion',
                documentId: 'd1',
                version: 1,
                fileName: 'eicr.pdf',
                contentType: 'application/pdf',
                sizeBytes: 2048,
                uploadedAt: '2026-11-20T10:00:00.000Z',
                downloadUrl: '/api/documents/d1/versions/1/download?expires=1&signature=s',
              },
            },
          },
        ],
      },
    },
  },
};

function renderAs(role: Role, search = '') {
  render(
    <MockedProvider mocks={[meMock(role), property, accounts, documents]}>
      <MemoryRouter initialEntries={[`/properties/${ID}${search}`]}>
        <Routes>
          <Route path="/properties/:id" element={<PropertyDetailRoute />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('/properties/{id}', () => {
  it('[PROP-03] [UTIL-01] shows the utility accounts on the Utilities tab, with the way to add one for staff', async () => {
    const user = userEvent.setup();
    renderAs('manager');
    await user.click(await screen.findByRole('tab', { name: 'Utilities' }));
    expect(await screen.findByText('United Utilities')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an account in Utility management' })).toHaveAttribute(
      'href',
      '/utility-management?property=p1',
    );
  });

  it('[PROP-03] [DOC-01] shows the property’s documents on the Documents tab, with the upload for staff only', async () => {
    const user = userEvent.setup();
    renderAs('manager');
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('EICR 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
    expect(screen.queryByLabelText('About')).not.toBeInTheDocument();
  });

  it('[ISO-02] [DOC-01] offers an owner the property’s documents to read, not to upload', async () => {
    const user = userEvent.setup();
    renderAs('owner');
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('EICR 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  });

  it('[ISO-02] offers an owner the accounts to read, not to add', async () => {
    const user = userEvent.setup();
    renderAs('owner');
    await user.click(await screen.findByRole('tab', { name: 'Utilities' }));
    expect(await screen.findByText('United Utilities')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add an account/ })).not.toBeInTheDocument();
  });

  it('[CMP-03] opens on the tab the address names (the compliance alerts link to ?tab=compliance), else on Overview', async () => {
    renderAs('manager', '?tab=compliance');
    expect(await screen.findByRole('tab', { name: 'Compliance', selected: true })).toBeInTheDocument();
  });

  it('[PROP-03] opens on Overview for a tab it does not have', async () => {
    renderAs('manager', '?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });
});
