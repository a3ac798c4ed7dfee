import { MockedProvider } from '@apollo/client/testing/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { SystemSettingsDocument } from '@/features/system-settings/api/system-settings.generated';

import { AdminSystemRoute } from './admin-system';

jest.mock('@/features/auth/hooks/use-current-user', () => ({ useCurrentUser: jest.fn() }));

const SETTINGS = {
  request: { query: SystemSettingsDocument },
  result: {
    data: {
      systemSettings: {
        __typename: 'SystemSettings',
        whatsappNumber: '447700900123',
        supportBotUrl: '/support-bot',
        bugReportCredits: 50,
        bugReportDailyCreditCap: 250,
      },
    },
  },
};

function renderAs(role: string) {
  jest.mocked(useCurrentUser).mockReturnValue({
    user: { id: 'u1', email: `${role}@example.com`, role } as ReturnType<typeof useCurrentUser>['user'],
    isLoading: false,
    isError: false,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MockedProvider mocks={[SETTINGS]}>
        <MemoryRouter initialEntries={['/admin/system']}>
          <AdminSystemRoute />
        </MemoryRouter>
      </MockedProvider>
    </QueryClientProvider>,
  );
}

describe('/admin/system', () => {
  it('[ROUTE-10] lets a superuser edit the system settings', async () => {
    renderAs('superuser');
    expect(screen.getByRole('heading', { level: 1, name: 'System Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('WhatsApp number')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
  });

  it('[ROUTE-10] shows an admin the settings read-only', async () => {
    renderAs('admin');
    expect(await screen.findByLabelText('WhatsApp number')).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent('Only a superuser');
  });
});
