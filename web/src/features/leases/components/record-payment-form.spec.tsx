import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RecordRentPaymentDocument } from '../api/rent.generated';
import { RecordPaymentForm } from './record-payment-form';

const TODAY = '2026-11-27';

function recorded(input: Record<string, unknown>, result: MockedResponse['result']): MockedResponse {
  return { request: { query: RecordRentPaymentDocument, variables: { tenancyId: 't1', input } }, result };
}

const LEDGER = {
  data: {
    recordRentPayment: { __typename: 'RentLedger', leaseId: 't1', balancePence: 119_950, arrearsPence: 119_950 },
  },
};

function renderForm(mocks: MockedResponse[], onDone = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <RecordPaymentForm tenancyId="t1" today={TODAY} onDone={onDone} />
    </MockedProvider>,
  );
  return onDone;
}

describe('RecordPaymentForm', () => {
  it('[RENT-01] sends the amount in pence with the day, method and reference, then closes', async () => {
    const onDone = renderForm([
      recorded({ amountPence: 125_050, paidOn: '2026-11-20', method: 'cash', reference: 'Receipt 7' }, LEDGER),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/amount/i), '1,250.50');
    const date = screen.getByLabelText(/received on/i);
    expect(date).toHaveValue(TODAY);
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.selectOptions(screen.getByLabelText(/method/i), 'cash');
    await user.type(screen.getByLabelText(/reference/i), 'Receipt 7');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("[RENT-01] shows the service's refusal beside the field it names, and stays open", async () => {
    const onDone = renderForm([
      recorded(
        { amountPence: 5_000, paidOn: TODAY, method: 'bank_transfer', reference: null },
        {
          errors: [
            {
              message: 'Invalid input: A payment cannot be recorded on a future date',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { paidOn: ['A payment cannot be recorded on a future date'] },
              },
            },
          ],
        },
      ),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/amount/i), '50');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('A payment cannot be recorded on a future date')).toBeInTheDocument();
    expect(screen.getByLabelText(/received on/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('[RENT-01] asks for an amount in pounds more than £0 before sending anything', async () => {
    const onDone = renderForm([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/amount/i), '0');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Enter an amount more than £0')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/amount/i));
    await user.type(screen.getByLabelText(/amount/i), '12.345');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/Enter the amount in pounds/)).toBeInTheDocument();
    expect(screen.getByLabelText(/amount/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
