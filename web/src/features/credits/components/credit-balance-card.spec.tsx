import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CreditBalanceDocument } from '../api/credits.generated';
import { CreditBalanceCard } from './credit-balance-card';

const allowance = (remainingToday: number, dailyCap = 250) => ({
  __typename: 'CreditAllowance' as const,
  dailyCap,
  earnedToday: dailyCap - remainingToday,
  remainingToday,
  resetsAt: '2026-11-24T00:00:00.000Z',
});

const balance = (creditBalance: number, remainingToday = 250, dailyCap = 250): MockLink.MockedResponse => ({
  request: { query: CreditBalanceDocument },
  result: { data: { creditBalance, bugReportCreditAllowance: allowance(remainingToday, dailyCap) } },
});

describe('CreditBalanceCard', () => {
  it('[BUG-04] shows the signed-in user’s balance and reads it again each time it is shown', async () => {
    const mocks = [balance(1250), balance(1300)];
    const view = render(
      <MockedProvider mocks={mocks}>
        <CreditBalanceCard />
      </MockedProvider>,
    );
    const card = screen.getByRole('region', { name: 'Your credit balance' });
    expect(await within(card).findByText('1,250')).toBeInTheDocument();
    view.rerender(<MockedProvider mocks={mocks}>{null}</MockedProvider>);
    expect(screen.queryByRole('region', { name: 'Your credit balance' })).not.toBeInTheDocument();

    // A report sent from the dashboard in the meantime: the next visit shows the new balance.
    view.rerender(
      <MockedProvider mocks={mocks}>
        <CreditBalanceCard />
      </MockedProvider>,
    );
    expect(await screen.findByText('1,300')).toBeInTheDocument();
  });

  it("shows today's remaining allowance of bug report credits, and when the daily limit is reached", async () => {
    const view = render(
      <MockedProvider mocks={[balance(1250, 200, 1250)]}>
        <CreditBalanceCard />
      </MockedProvider>,
    );
    expect(await screen.findByTestId('credit-allowance')).toHaveTextContent(
      'Bug reports can earn you 200 more credits today (a limit of 1,250 a day).',
    );
    view.unmount();
    render(
      <MockedProvider mocks={[balance(1500, 0)]}>
        <CreditBalanceCard />
      </MockedProvider>,
    );
    expect(await screen.findByTestId('credit-allowance')).toHaveTextContent(
      "You have reached today's limit of 250 credits for bug reports. Reports earn credits again from midnight.",
    );
  });

  it('says when the balance cannot be read, with a retry', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: CreditBalanceDocument },
            result: { data: null, errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
          },
          balance(0),
        ]}
      >
        <CreditBalanceCard />
      </MockedProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your balance.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0')).toBeInTheDocument();
  });
});
