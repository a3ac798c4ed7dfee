import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { saveDownload } from '@/lib/download';

import { OwnerStatementDocument } from '../api/property-owners.generated';
import type { OwnerStatementQuery } from '../api/property-owners.generated';
import { lastMonth, OwnerStatementSection, REPAIR_COSTS_NOTE } from './owner-statement';

jest.mock('@/lib/download', () => ({ saveDownload: jest.fn(() => Promise.resolve()) }));

type Statement = NonNullable<OwnerStatementQuery['ownerStatement']>;

const line = (reference: string, rent: number, fee: number): Statement['lines'][number] => ({
  __typename: 'OwnerStatementLine',
  propertyId: `p-${reference}`,
  reference,
  addressLine1: `1 ${reference} Street`,
  city: 'Leeds',
  postcode: 'LS1 6AZ',
  rentReceivedPence: rent,
  managementFeePence: fee,
  repairCostsPence: 0,
  netPence: rent - fee,
});

function statement(month: string, overrides: Partial<Statement> = {}): Statement {
  const lines = [line('NGL-001', 95_001, 8_075), line('NGL-002', 0, 0)];
  return {
    __typename: 'OwnerStatement',
    month,
    managementFeeKind: 'percent',
    managementFeePercent: 8.5,
    fixedManagementFeePence: 0,
    repairCostsRecorded: false,
    lines,
    totals: {
      __typename: 'OwnerStatementTotals',
      rentReceivedPence: 95_001,
      managementFeePence: 8_075,
      repairCostsPence: 0,
      netPence: 86_926,
    },
    ...overrides,
  };
}

const answer = (month: string, result: MockedResponse['result'] | Error): MockedResponse => ({
  request: { query: OwnerStatementDocument, variables: { ownerId: 'o1', month } },
  ...(result instanceof Error ? { error: result } : { result }),
});

const renderSection = (mocks: MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <OwnerStatementSection ownerId="o1" />
    </MockedProvider>,
  );

describe('OwnerStatementSection', () => {
  it('[OWN-02] takes last month in Europe/London, across the year end', () => {
    expect(lastMonth('2026-01-01')).toBe('2025-12');
    expect(lastMonth('2026-11-27')).toBe('2026-10');
  });

  it('[OWN-02] shows last month by property with the totals and the repair-costs note, and downloads it', async () => {
    const month = lastMonth();
    renderSection([answer(month, { data: { ownerStatement: statement(month) } })]);

    expect(screen.getByLabelText('Loading statement')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(screen.getByLabelText('Month')).toHaveValue(month);
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['£950.01', '£80.75', '£0.00', '£869.26'],
      ['£0.00', '£0.00', '£0.00', '£0.00'],
      ['£950.01', '£80.75', '£0.00', '£869.26'],
    ]);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(screen.getByText(REPAIR_COSTS_NOTE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saveDownload).toHaveBeenLastCalledWith(
      `/property-owners/o1/statements/${month}.csv`,
      `statement-${month}.csv`,
      {
        accept: 'text/csv',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(saveDownload).toHaveBeenLastCalledWith(
      `/property-owners/o1/statements/${month}.pdf`,
      `statement-${month}.pdf`,
      {
        accept: 'application/pdf',
      },
    );
  });

  it('[OWN-02] shows a fixed fee once as its own line and a negative net for another month', async () => {
    const month = lastMonth();
    const fixed = statement('2025-02', {
      managementFeeKind: 'fixed',
      managementFeePercent: null,
      fixedManagementFeePence: 12_000,
      lines: [line('NGL-001', 0, 0)],
      totals: {
        __typename: 'OwnerStatementTotals',
        rentReceivedPence: 0,
        managementFeePence: 12_000,
        repairCostsPence: 0,
        netPence: -12_000,
      },
    });
    renderSection([
      answer(month, { data: { ownerStatement: statement(month) } }),
      answer('2025-02', { data: { ownerStatement: fixed } }),
    ]);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-02' } });

    const feeRow = (await screen.findByRole('rowheader', { name: 'Fixed management fee for the month' })).closest(
      'tr',
    )!;
    expect(
      within(feeRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '£120.00', '', '-£120.00']);
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(total).getAllByRole('cell').at(-1)).toHaveTextContent('-£120.00');
  });

  it('[OWN-02] says so when the owner has no properties, and offers a retry when the statement fails', async () => {
    const month = lastMonth();
    const { unmount } = renderSection([answer(month, { data: { ownerStatement: statement(month, { lines: [] }) } })]);
    expect(await screen.findByText('No properties')).toBeInTheDocument();
    unmount();

    renderSection([answer(month, new Error('The portfolio service is unavailable'))]);
    expect(await screen.findByText('Could not load the statement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('[OWN-02] shows a refused download by its message', async () => {
    jest.mocked(saveDownload).mockRejectedValueOnce(new Error('Property owner not found'));
    const month = lastMonth();
    renderSection([answer(month, { data: { ownerStatement: statement(month) } })]);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Property owner not found');
  });
});
