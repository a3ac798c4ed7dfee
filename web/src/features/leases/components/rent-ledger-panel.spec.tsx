import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { DeleteRentPaymentDocument, RentLedgerDocument } from '../api/rent.generated';
import { RentLedgerPanel } from './rent-ledger-panel';

const charge = (dueDate: string, paidPence: number, state: string, daysOverdue = 0) => ({
  __typename: 'LedgerCharge',
  periodStart: dueDate,
  periodEnd: dueDate,
  dueDate,
  amountPence: 100_000,
  paidPence,
  outstandingPence: 100_000 - paidPence,
  state,
  daysOverdue,
});

const LEDGER: MockedResponse = {
  request: { query: RentLedgerDocument, variables: { tenancyId: 't1' } },
  result: {
    data: {
      rentLedger: {
        __typename: 'RentLedger',
        leaseId: 't1',
        asOf: '2026-11-27',
        state: 'overdue',
        balancePence: 150_000,
        arrearsPence: 50_000,
        creditPence: 0,
        oldestDaysOverdue: 57,
        nextCharge: {
          __typename: 'LedgerCharge',
          dueDate: '2026-12-01',
          amountPence: 100_000,
          outstandingPence: 100_000,
          state: 'due',
        },
        charges: [
          charge('2026-10-01', 100_000, 'paid'),
          charge('2026-11-01', 50_000, 'overdue', 26),
          charge('2026-12-01', 0, 'due'),
        ],
        payments: [
          {
            __typename: 'RentPayment',
            id: 'p1',
            paidOn: '2026-11-03',
            amountPence: 150_000,
            method: 'standing_order',
            reference: 'SO 42',
          },
        ],
      },
    },
  },
};

function renderPanel(mocks: MockedResponse[], canRecord: boolean) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <RentLedgerPanel tenancyId="t1" label="NGL-001 · Flat 3" canRecord={canRecord} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('RentLedgerPanel', () => {
  it('[RENT-01] shows each charge with what was paid and is outstanding, the payments, balance, arrears and next due', async () => {
    renderPanel([LEDGER], true);
    const section = await screen.findByRole('region', { name: 'Ledger' });
    expect(await within(section).findByText('£1,500.00 owed')).toBeInTheDocument();
    expect(within(section).getByText('57')).toBeInTheDocument();
    expect(within(section).getByText('£1,000.00 on 1 Dec 2026')).toBeInTheDocument();
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('26 days')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('£500.00')).toHaveLength(2);
    expect(within(section).getByText('3 Nov 2026 · Standing order · SO 42')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  });

  it('[RENT-01] [ISO-04] staff take a mistaken payment off after confirming', async () => {
    const deleted = jest.fn(() => ({
      data: { deleteRentPayment: { __typename: 'RentLedger', leaseId: 't1', balancePence: 300_000 } },
    }));
    renderPanel(
      [
        LEDGER,
        {
          request: { query: DeleteRentPaymentDocument, variables: { tenancyId: 't1', paymentId: 'p1' } },
          result: deleted,
        },
        LEDGER,
      ],
      true,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take off £1,500.00 of 3 Nov 2026' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('£1,500.00 received 3 Nov 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Take off' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
  });

  it('[RENT-03] [ISO-02] a tenant or owner reads the ledger with nothing to record or take off', async () => {
    renderPanel([LEDGER], false);
    expect(await screen.findByText('£1,500.00 owed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /take off/i })).toBeNull();
  });
});
