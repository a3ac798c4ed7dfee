import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { saveDownload } from '@/lib/download';

import { setViewportWidth } from '../../../../test/viewport';
import { PropertiesDocument } from '../api/properties.generated';
import type { PropertyListItemFragment } from '../api/properties.generated';
import { QrCodePicker } from './qr-code-picker';

jest.mock('@/lib/download', () => ({ saveDownload: jest.fn(() => Promise.resolve()) }));
const saved = jest.mocked(saveDownload);

function property(id: string, reference: string): PropertyListItemFragment {
  return {
    __typename: 'Property',
    id,
    reference,
    addressLine1: `${id} Wilmslow Road`,
    addressLine2: null,
    city: 'Manchester',
    postcode: 'M14 5AL',
    type: 'flat',
    bedrooms: 2,
    status: 'let',
    monthlyRentPence: 95_000,
    owner: null,
    compliance: null,
  };
}

function page(variables: Record<string, string>, properties: PropertyListItemFragment[]): MockedResponse {
  return {
    request: {
      query: PropertiesDocument,
      variables: { first: 25, q: null, status: null, nation: null, type: null, sort: null, ...variables },
    },
    result: {
      data: {
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

function renderPicker(mocks: MockedResponse[], path = '/properties/qr-codes') {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <QrCodePicker />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('QrCodePicker', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    saved.mockClear();
  });

  it('[PROP-04] prints every property the filters match, then only the ticked ones', async () => {
    const user = userEvent.setup();
    renderPicker(
      [page({ status: 'let' }, [property('p1', 'NGL-001'), property('p2', 'NGL-002')])],
      '/properties/qr-codes?status=let',
    );
    await user.click(await screen.findByRole('button', { name: 'Download labels for all 2 matching (PDF)' }));
    expect(saved).toHaveBeenCalledWith('/properties/qr-codes.pdf?status=let', 'property-qr-codes.pdf', {
      accept: 'application/pdf',
    });

    await user.click(screen.getByRole('checkbox', { name: 'Print NGL-002' }));
    await user.click(screen.getByRole('button', { name: 'Download labels for 1 ticked (PDF)' }));
    expect(saved).toHaveBeenLastCalledWith('/properties/qr-codes.pdf?ids=p2', 'property-qr-codes.pdf', {
      accept: 'application/pdf',
    });
    await user.click(screen.getByRole('button', { name: 'Untick all' }));
    expect(screen.getByRole('checkbox', { name: 'Print NGL-002' })).not.toBeChecked();
  });

  it('[PROP-04] downloads one code as SVG or PNG, named by its reference', async () => {
    const user = userEvent.setup();
    renderPicker([page({}, [property('p1', 'NGL-001')])]);
    await user.click(await screen.findByRole('button', { name: 'NGL-001 as SVG' }));
    expect(saved).toHaveBeenCalledWith('/properties/p1/qr-code.svg', 'NGL-001-qr-code.svg', {
      accept: 'image/svg+xml',
    });
    await user.click(screen.getByRole('button', { name: 'NGL-001 as PNG' }));
    expect(saved).toHaveBeenLastCalledWith('/properties/p1/qr-code.png', 'NGL-001-qr-code.png', {
      accept: 'image/png',
    });
  });

  it('[PROP-04] shows why a download failed', async () => {
    const user = userEvent.setup();
    saved.mockRejectedValueOnce(new Error('More than 500 properties match'));
    renderPicker([page({}, [property('p1', 'NGL-001')])]);
    await user.click(await screen.findByRole('button', { name: 'Download labels for all 1 matching (PDF)' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('More than 500 properties match'));
  });
});
