import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import { installFakeFetch } from '../../test/fake-fetch';
import { usePublicSettings, useRefreshPublicSettings } from './public-settings';

function Widget() {
  const { whatsappNumber } = usePublicSettings();
  return <p>{whatsappNumber}</p>;
}

function Operator() {
  const { operator } = usePublicSettings();
  return <p>{operator ? `${operator.operatorLegalName} (${operator.operatorCompanyNumber})` : 'unknown'}</p>;
}

let refresh: () => Promise<void> = async () => undefined;
function Refresher() {
  refresh = useRefreshPublicSettings();
  return null;
}

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })}>
    {children}
  </QueryClientProvider>
);

describe('public settings', () => {
  it('are read by the widgets, and read again once they changed', async () => {
    let whatsappNumber = '447700900123';
    const fetch = installFakeFetch({
      'GET /api/settings/public': () => ({
        body: { success: true, data: { whatsappNumber, supportBotUrl: '/support-bot', bugReportCredits: 50 } },
      }),
    });
    render(
      wrap(
        <>
          <Widget />
          <Refresher />
        </>,
      ),
    );
    expect(await screen.findByText('447700900123')).toBeInTheDocument();

    whatsappNumber = '447700900999';
    await act(() => refresh());
    expect(await screen.findByText('447700900999')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/settings/public')).toHaveLength(2);
  });

  it('give the operator only once read, and none when a part is blank', async () => {
    let operatorLegalName = 'Example Lettings Software Ltd';
    installFakeFetch({
      'GET /api/settings/public': () => ({
        body: {
          success: true,
          data: {
            whatsappNumber: '447700900123',
            supportBotUrl: '/support-bot',
            bugReportCredits: 50,
            operatorLegalName,
            operatorCompanyNumber: '00000000',
            operatorAddress: '1 Example Street',
          },
        },
      }),
    });
    render(
      wrap(
        <>
          <Operator />
          <Refresher />
        </>,
      ),
    );
    expect(screen.getByText('unknown')).toBeInTheDocument();
    expect(await screen.findByText('Example Lettings Software Ltd (00000000)')).toBeInTheDocument();
    operatorLegalName = ' ';
    await act(() => refresh());
    expect(await screen.findByText('unknown')).toBeInTheDocument();
  });
});
