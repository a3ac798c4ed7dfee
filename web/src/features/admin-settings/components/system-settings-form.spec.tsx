import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastProvider } from '@/components/ui/toast-provider';
import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer } from '../../../../test/fake-fetch';
import { PUBLIC_SETTINGS_KEY } from '../api/system-settings';
import { SystemSettingsForm } from './system-settings-form';

const DEFAULTS = { whatsappNumber: '447700900123', supportBotUrl: '/support-bot', bugReportCredits: 50 };
const settingsAnswer = (data = DEFAULTS): FakeAnswer => ({ body: { success: true, data } });

function renderForm(canEdit: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(PUBLIC_SETTINGS_KEY, DEFAULTS);
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SystemSettingsForm canEdit={canEdit} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const field = (name: string) => screen.getByLabelText(name);

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: fakeJwt(), refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('SystemSettingsForm', () => {
  it('[CONST-07] shows the settings in use, 50 credits by default', async () => {
    installFakeFetch({ 'GET /api/admin/settings': settingsAnswer() });
    renderForm(true);
    expect(await screen.findByLabelText('WhatsApp number')).toHaveValue('447700900123');
    expect(field('Support bot URL')).toHaveValue('/support-bot');
    expect(field('Credits per bug report')).toHaveValue(50);
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('shows a message by each invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch({ 'GET /api/admin/settings': settingsAnswer() });
    renderForm(true);
    await screen.findByLabelText('WhatsApp number');
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '07700');
    await user.clear(field('Support bot URL'));
    await user.type(field('Support bot URL'), 'http://chat.example.com');
    await user.clear(field('Credits per bug report'));
    await user.type(field('Credits per bug report'), '20000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(field('WhatsApp number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('WhatsApp number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter 8 to 15 digits in international format') as unknown as string,
    );
    expect(field('WhatsApp number')).toHaveFocus();
    expect(
      screen.getByText(/Enter a path on this site \(e\.g\. \/support-bot\) or an https:\/\/ address\./),
    ).toBeVisible();
    expect(screen.getByText('Enter a whole number from 0 to 10,000.')).toBeVisible();
    expect(fetch.callsTo('PATCH', '/api/admin/settings')).toHaveLength(0);

    await user.type(field('WhatsApp number'), '9');
    expect(field('WhatsApp number')).not.toHaveAttribute('aria-invalid');
  });

  it('[WID-02] saves only what changed, normalising the number, and refreshes the widgets’ settings', async () => {
    const user = userEvent.setup();
    const saved = { ...DEFAULTS, whatsappNumber: '447700900999' };
    const fetch = installFakeFetch({
      'GET /api/admin/settings': settingsAnswer(),
      'PATCH /api/admin/settings': { body: { success: true, data: saved, message: 'System settings saved' } },
    });
    const { client } = renderForm(true);
    await screen.findByLabelText('WhatsApp number');
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '+44 7700 900999');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(fetch.callsTo('PATCH', '/api/admin/settings').map((call) => call.body)).toEqual([
      { whatsappNumber: '447700900999' },
    ]);
    await waitFor(() => expect(field('WhatsApp number')).toHaveValue('447700900999'));
    expect(client.getQueryState(PUBLIC_SETTINGS_KEY)?.isInvalidated).toBe(true);
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it("shows the server's per-field messages, and other refusals above the buttons", async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer = {
      status: 400,
      body: {
        success: false,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        details: { fields: { bugReportCredits: ['bugReportCredits must not be greater than 10000'] } },
      },
    };
    installFakeFetch({ 'GET /api/admin/settings': settingsAnswer(), 'PATCH /api/admin/settings': () => answer });
    renderForm(true);
    await screen.findByLabelText('WhatsApp number');
    await user.clear(field('Credits per bug report'));
    await user.type(field('Credits per bug report'), '75');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('bugReportCredits must not be greater than 10000')).toBeInTheDocument();
    expect(field('Credits per bug report')).toHaveAttribute('aria-invalid', 'true');

    answer = {
      status: 403,
      body: {
        success: false,
        statusCode: 403,
        code: 'SUPERUSER_REQUIRED',
        message: 'Only a superuser can change system settings',
      },
    };
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a superuser can change system settings');
  });

  it('is read-only for admins, with the reason', async () => {
    const fetch = installFakeFetch({ 'GET /api/admin/settings': settingsAnswer() });
    renderForm(false);
    expect(await screen.findByLabelText('WhatsApp number')).toHaveAttribute('readonly');
    expect(field('Support bot URL')).toHaveAttribute('readonly');
    expect(field('Credits per bug report')).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Only a superuser (the platform owner) can change system settings.',
    );
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(fetch.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    installFakeFetch({
      'GET /api/admin/settings': () =>
        fail
          ? {
              status: 503,
              body: { success: false, statusCode: 503, code: 'X', message: 'The identity service failed' },
            }
          : settingsAnswer(),
    });
    renderForm(true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the system settings');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('WhatsApp number')).toHaveValue('447700900123');
  });
});
