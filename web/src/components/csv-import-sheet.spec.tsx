import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PropertiesDocument } from '@/features/properties/api/properties.generated';
import { propertyCsv } from '@/features/properties/api/property-csv';
import { saveDownload } from '@/lib/download';
import { uploadText } from '@/lib/upload-file';

import { CsvImportSheet } from './csv-import-sheet';

jest.mock('@/lib/download', () => ({ saveDownload: jest.fn(() => Promise.resolve()) }));
jest.mock('@/lib/upload-file', () => ({
  uploadText: jest.fn(),
  refusalDetails: (error: { details?: Record<string, unknown> }) => error.details,
}));
const upload = jest.mocked(uploadText);

const FILE = new File(['Reference,Address line 1\nA,1 High St\n'], 'portfolio.csv', { type: 'text/csv' });

function renderSheet() {
  render(
    <MockedProvider mocks={[]}>
      <CsvImportSheet transfer={propertyCsv} guidance="One property per row." refetch={[PropertiesDocument]} />
    </MockedProvider>,
  );
}

describe('CsvImportSheet for properties', () => {
  beforeEach(() => upload.mockReset());

  it('[PROP-02] checks the file first and lists every problem by line and column, storing nothing', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValueOnce({
      dryRun: true,
      rowCount: 2,
      createdCount: 0,
      problems: [
        { line: 3, column: 'Postcode', message: 'Enter a UK postcode, such as SW1A 1AA' },
        { line: 1, column: 'Ref', message: 'Unknown column "Ref": use the template\'s header' },
      ],
    });
    renderSheet();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import properties' });
    await user.click(within(sheet).getByRole('button', { name: 'Download the template' }));
    expect(saveDownload).toHaveBeenCalledWith('/properties/import-template.csv', 'properties-import-template.csv', {
      accept: 'text/csv',
    });

    await user.upload(within(sheet).getByLabelText('CSV file'), FILE);
    expect(await within(sheet).findByText(/portfolio\.csv: 2 problems\. Nothing was stored/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('/properties/import', {
      csv: 'Reference,Address line 1\nA,1 High St\n',
      dryRun: true,
    });
    const rows = within(within(sheet).getByRole('table', { name: 'Problems in the file' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3PostcodeEnter a UK postcode, such as SW1A 1AA');
    expect(within(sheet).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('[PROP-02] imports a clean file whole, and shows problems the import itself found', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValueOnce({ dryRun: true, rowCount: 1, createdCount: 0, problems: [] });
    upload.mockResolvedValueOnce({ dryRun: false, rowCount: 1, createdCount: 1, problems: [] });
    renderSheet();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import properties' });
    await user.upload(within(sheet).getByLabelText('CSV file'), FILE);
    await user.click(await within(sheet).findByRole('button', { name: 'Import 1 property' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Imported 1 property.');
    expect(upload).toHaveBeenLastCalledWith('/properties/import', { csv: expect.any(String), dryRun: false });

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    upload.mockResolvedValueOnce({ dryRun: true, rowCount: 1, createdCount: 0, problems: [] });
    upload.mockRejectedValueOnce({
      message: 'The file has 1 problem: nothing was imported',
      details: { problems: [{ line: 2, column: 'Reference', message: 'A property already has this reference' }] },
    });
    const again = await screen.findByRole('dialog', { name: 'Import properties' });
    await user.upload(within(again).getByLabelText('CSV file'), FILE);
    await user.click(await within(again).findByRole('button', { name: 'Import 1 property' }));
    expect(await within(again).findByText('A property already has this reference')).toBeInTheDocument();
  });
});
