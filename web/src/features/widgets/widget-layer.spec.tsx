import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { installFakeFetch } from '../../../test/fake-fetch';

import { resetWidgets } from './lib/widget-manager';
import { WidgetLayer } from './widget-layer';

const SETTINGS = {
  'GET /api/settings/public': {
    body: {
      success: true,
      data: { whatsappNumber: '+44 7700 900999', supportBotUrl: '/support-bot', bugReportCredits: 50 },
    },
  },
};

function signIn() {
  localStorage.setItem(
    'authData',
    JSON.stringify({ token: 'tok', refreshToken: 'r', expiresAt: Date.now() + 3_600_000, user: null }),
  );
  localStorage.setItem('authToken', 'tok');
}

async function renderAt(path: string) {
  installFakeFetch(SETTINGS);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <WidgetLayer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The widgets wait for an idle moment and are code-split: let both and the settings query resolve.
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const button = (name: string) => screen.queryByRole('button', { name });
const whatsapp = () => screen.queryByRole('link', { name: 'Chat on WhatsApp' });

beforeEach(() => localStorage.clear());
afterEach(() => act(() => resetWidgets()));

describe('widget layer', () => {
  it('[WID-01] [ROLE-01] a visitor on a marketing page gets the sales bot, the support bot and WhatsApp', async () => {
    await renderAt('/');
    expect(button('Open sales chat')).toBeInTheDocument();
    expect(button('Open support chat')).toBeInTheDocument();
    expect(whatsapp()).toBeInTheDocument();
    expect(button('Report a bug')).not.toBeInTheDocument();
  });

  it('[WID-02] the WhatsApp button opens the external chat link of the configured number in a new tab', async () => {
    await renderAt('/company/about-us');
    const link = whatsapp();
    await waitFor(() => expect(link).toHaveAttribute('href', 'https://wa.me/447700900999'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('[WID-03] /register/{hash}: only the support bot, in the page, without a floating button', async () => {
    await renderAt('/register/abc123');
    expect(screen.getByTitle('Support chat')).toBeInTheDocument();
    expect(button('Open support chat')).not.toBeInTheDocument();
    expect(button('Open sales chat')).not.toBeInTheDocument();
    expect(whatsapp()).not.toBeInTheDocument();
    expect(button('Report a bug')).not.toBeInTheDocument();
  });

  it('[WID-10] the support bot page is framed with country=UK', async () => {
    await renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
    expect(screen.getByTitle('Support chat')).toHaveAttribute('src', '/support-bot?country=UK');
  });

  it.each(['/dashboard', '/properties/123', '/maintenance', '/tenants'])(
    '[WID-04] [WID-05] [ROLE-02] %s: the bug reporter for a signed-in user, no public widgets',
    async (path) => {
      signIn();
      await renderAt(path);
      expect(button('Report a bug')).toBeInTheDocument();
      expect(button('Open sales chat')).not.toBeInTheDocument();
      expect(button('Open support chat')).not.toBeInTheDocument();
      expect(whatsapp()).not.toBeInTheDocument();
    },
  );

  it('[WID-05] no bug reporter for a signed-out visitor', async () => {
    await renderAt('/dashboard');
    expect(button('Report a bug')).not.toBeInTheDocument();
  });

  it('[WID-04] /leases shows no widget at all', async () => {
    signIn();
    await renderAt('/leases');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(whatsapp()).not.toBeInTheDocument();
  });

  it('[WID-06] [WID-08] opening the support chat hides the sales button; closing brings it back', async () => {
    await renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
    expect(button('Open sales chat')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Support chat' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(button('Open sales chat')).toBeInTheDocument();
    expect(button('Open support chat')).toBeInTheDocument();
  });
});
