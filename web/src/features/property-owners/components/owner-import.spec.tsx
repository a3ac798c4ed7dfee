import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { saveDownload } from '@/lib/download';
import { uploadText } from '@/lib/upload-file';

import { setViewportWidth } from '../../../../test/viewport';
import { PropertyOwnersDocument } from '../api/property-owners.generated';
import { OwnerList } from './owner-list';

jest.mock('@/lib/download', () => ({ saveDownload: jest.fn(() => Promise.resolve()) }));
jest.mock('@/lib/upload-file', () => ({
  uploadText: jest.fn(),
  refusalDetails: (error: { details?: Record<string, unknown> }) => error.details,
}));
const upload = jest.mocked(uploadText);

/** The owner list's first page, empty: the sheet and the export do not need rows. */
function emptyList(q: string | null): MockedResponse {
  return {
    request: { query: PropertyOwnersDocument, variables: { first: 25, q, sort: null } },
    result: {
      data: {
        propertyOwners: {
          __typename: 'PropertyOwnerConnection',
          edges: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: 0,
        },
      },
    },
    maxUsageCount: 5,
  };
}

const FILE = new File(['Name,Spending limit (£)\nAnn,250\n'], 'landlords.csv', { type: 'text/csv' });

function renderList(path = '/property-owners', canAdd = true) {
  const q = new URL(path, 'http://x').searchParams.get('q');
  return render(
    <MockedProvider mocks={[emptyList(q)]}>
      <MemoryRouter initialEntries={[path]}>
        <OwnerList canAdd={canAdd} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('OwnerList: owners in and out as CSV (issue 11 item 6)', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    upload.mockReset();
    jest.mocked(saveDownload).mockClear();
  });

  it('[OWN-01] exports the list as searched, and offers the template with a word on masked bank numbers', async () => {
    const user = userEvent.setup();
    renderList('/property-owners?q=holloway');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(saveDownload).toHaveBeenCalledWith('/property-owners/export.csv?q=holloway', 'property-owners.csv', {
      accept: 'text/csv',
    });

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import owners' });
    expect(within(sheet).getByText(/an export shows them masked/)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Download the template' }));
    expect(saveDownload).toHaveBeenLastCalledWith(
      '/property-owners/import-template.csv',
      'property-owners-import-template.csv',
      { accept: 'text/csv' },
    );
  });

  it('[OWN-01] lists a dry run’s problems by line and column, then imports a clean file whole', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValueOnce({
      dryRun: true,
      rowCount: 3,
      createdCount: 0,
      problems: [
        { line: 2, column: 'Sort code', message: 'Enter the sort code: 6 digits, such as 12-34-56' },
        { line: 4, column: 'E-mail', message: 'Line 3 has this e-mail too' },
      ],
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import owners' });
    await user.upload(within(sheet).getByLabelText('CSV file'), FILE);
    expect(await within(sheet).findByText(/landlords\.csv: 2 problems\. Nothing was stored/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('/property-owners/import', {
      csv: 'Name,Spending limit (£)\nAnn,250\n',
      dryRun: true,
    });
    const rows = within(within(sheet).getByRole('table', { name: 'Problems in the file' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2Sort codeEnter the sort code: 6 digits, such as 12-34-56');
    expect(rows[2]).toHaveTextContent('4E-mailLine 3 has this e-mail too');

    upload.mockResolvedValueOnce({ dryRun: true, rowCount: 1, createdCount: 0, problems: [] });
    upload.mockResolvedValueOnce({ dryRun: false, rowCount: 1, createdCount: 1, problems: [] });
    await user.upload(within(sheet).getByLabelText('CSV file'), FILE);
    await user.click(await within(sheet).findByRole('button', { name: 'Import 1 owner' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Imported 1 owner.');
    expect(upload).toHaveBeenLastCalledWith('/property-owners/import', { csv: expect.any(String), dryRun: false });
  });

  it('[ISO-02] an owner looking at their own record has neither import nor export', async () => {
    renderList('/property-owners', false);
    expect(await screen.findByText(/no owners yet/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
