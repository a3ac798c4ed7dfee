import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import { CreditBalanceCard } from './credit-balance-card';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: fakeJwt(), refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('CreditBalanceCard', () => {
  it('[BUG-04] shows the signed-in user’s balance and reads it again each time it is shown', async () => {
    let balance = 1250;
    const fetch = installFakeFetch({
      'GET /api/credits/balance': () => ({ body: { success: true, data: { balance } } }),
    });
    const queryClient = client();
    const first = render(
      <QueryClientProvider client={queryClient}>
        <CreditBalanceCard />
      </QueryClientProvider>,
    );
    const card = screen.getByRole('region', { name: 'Your credit balance' });
    expect(await within(card).findByText('1,250')).toBeInTheDocument();
    first.unmount();

    // A report sent from the dashboard in the meantime: the next visit shows the new balance.
    balance = 1300;
    render(
      <QueryClientProvider client={queryClient}>
        <CreditBalanceCard />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1,300')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/credits/balance')).toHaveLength(2);
  });

  it('says when the balance cannot be read, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    installFakeFetch({
      'GET /api/credits/balance': () =>
        fail
          ? { status: 503, body: { success: false, statusCode: 503, code: 'X', message: 'down' } }
          : { body: { success: true, data: { balance: 0 } } },
    });
    render(
      <QueryClientProvider client={client()}>
        <CreditBalanceCard />
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your balance.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0')).toBeInTheDocument();
  });
});
