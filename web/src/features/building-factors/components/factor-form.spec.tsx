import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EMPTY_FACTOR_FORM, factorFormValues, toFactorInput } from '../lib/factor-form';
import { FactorForm } from './factor-form';

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined), defaultValues = EMPTY_FACTOR_FORM) {
  render(
    <FactorForm
      defaultValues={defaultValues}
      submitLabel="Add building factor"
      pendingLabel="Adding…"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('FactorForm', () => {
  it('[BF-01] needs the name and refuses a bad e-mail or service charge beside the field, sending nothing', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/e-mail/i), 'not-an-email');
    await user.type(screen.getByLabelText(/service charge/i), '420.555');
    await user.click(screen.getByRole('button', { name: 'Add building factor' }));
    expect(await screen.findByText("Enter the factor's company name")).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address, such as name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter the service charge a year in pounds, such as 420 or 420.50')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[BF-01] sends the service charge in pence and blanks as null', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/company name/i), 'Thistle Property Factors Ltd');
    await user.type(screen.getByLabelText(/^contact/i), 'Morag Campbell');
    await user.type(screen.getByLabelText(/service charge/i), '420.50');
    await user.type(screen.getByLabelText(/^fees/i), '£96 a year per flat');
    await user.click(screen.getByRole('button', { name: 'Add building factor' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(toFactorInput(onSubmit.mock.calls[0][0])).toEqual({
      name: 'Thistle Property Factors Ltd',
      contactName: 'Morag Campbell',
      email: null,
      phone: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      postcode: null,
      fees: '£96 a year per flat',
      serviceChargePencePerYear: 42_050,
      notes: null,
    });
  });

  it("[BF-01] shows the server's field messages on their fields, the service charge on the pounds field", async () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: {
              postcode: ['Enter a UK postcode, such as EH1 1YZ'],
              serviceChargePencePerYear: ['Enter the service charge a year in pence, a whole number of at least 0'],
            },
          },
        },
      ],
    });
    renderForm(jest.fn().mockRejectedValue(error));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/company name/i), 'Kelvin Factors');
    await user.type(screen.getByLabelText(/postcode/i), 'G12 8T');
    await user.click(screen.getByRole('button', { name: 'Add building factor' }));
    expect(await screen.findByText('Enter a UK postcode, such as EH1 1YZ')).toBeInTheDocument();
    expect(screen.getByLabelText(/postcode/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/service charge/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('[BF-01] an edit starts from the factor, the service charge in pounds', () => {
    renderForm(
      undefined,
      factorFormValues({
        __typename: 'BuildingFactor',
        id: 'f1',
        name: 'Thistle Property Factors Ltd',
        contactName: null,
        email: 'factoring@thistle.example.com',
        phone: null,
        serviceChargePencePerYear: 42_000,
        addressLine1: null,
        addressLine2: null,
        city: 'Edinburgh',
        postcode: 'EH6 7BS',
        fees: null,
        notes: null,
      }),
    );
    expect(screen.getByLabelText(/company name/i)).toHaveValue('Thistle Property Factors Ltd');
    expect(screen.getByLabelText(/service charge/i)).toHaveValue('420.00');
    expect(screen.getByLabelText(/postcode/i)).toHaveValue('EH6 7BS');
  });
});
