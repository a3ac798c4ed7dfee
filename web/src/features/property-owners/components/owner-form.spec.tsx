import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EMPTY_OWNER_FORM, toCreateOwnerInput, toUpdateOwnerInput } from '../lib/owner-form';
import { OwnerForm } from './owner-form';

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined), storedBank?: string) {
  render(
    <OwnerForm
      defaultValues={EMPTY_OWNER_FORM}
      submitLabel="Add owner"
      pendingLabel="Adding…"
      storedBank={storedBank}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('OwnerForm', () => {
  it('[OWN-01] refuses a sort code or account number of the wrong length, beside the field', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^name/i), 'Margaret Holloway');
    await user.type(screen.getByLabelText(/sort code/i), '12-34-5');
    await user.type(screen.getByLabelText(/account number/i), '1234567');
    await user.click(screen.getByRole('button', { name: 'Add owner' }));
    expect(await screen.findByText('Enter the sort code: 6 digits, such as 12-34-56')).toBeInTheDocument();
    expect(screen.getByText('Enter the account number: 8 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[OWN-01] sends money in pence and bank numbers as digits; a fixed fee replaces the percent', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^name/i), 'Pennine Residential');
    await user.type(screen.getByLabelText(/sort code/i), '12-34-56');
    await user.type(screen.getByLabelText(/account number/i), '1234 5678');
    await user.selectOptions(screen.getByLabelText(/management fee/i), 'fixed');
    await user.type(screen.getByLabelText(/monthly fee/i), '95.50');
    await user.click(screen.getByRole('button', { name: 'Add owner' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const input = toCreateOwnerInput(onSubmit.mock.calls[0][0]);
    expect(input).toMatchObject({
      name: 'Pennine Residential',
      bankSortCode: '123456',
      bankAccountNumber: '12345678',
      managementFeeKind: 'fixed',
      managementFeePercent: null,
      managementFeeFixedPence: 9_550,
      spendingLimitPence: 25_000,
      email: null,
    });
  });

  it('[OWN-01] on an edit, blank bank numbers keep what is on record and say so', async () => {
    const onSubmit = renderForm(undefined, 'sort code **-**-56, account ****5678');
    expect(screen.getByText(/on record: sort code \*\*-\*\*-56/i)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^name/i), 'Margaret');
    await user.click(screen.getByRole('button', { name: 'Add owner' }));
    const input = toUpdateOwnerInput(onSubmit.mock.calls[0][0]);
    expect(input).not.toHaveProperty('bankSortCode');
    expect(input).not.toHaveProperty('bankAccountNumber');
  });
});
