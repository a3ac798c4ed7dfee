import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastProvider } from '@/components/ui/toast-provider';
import { useRefreshPublicSettings } from '@/lib/public-settings';

import { SystemSettingsDocument, UpdateSystemSettingsDocument } from '../api/system-settings.generated';
import { SystemSettingsForm } from './system-settings-form';

jest.mock('@/lib/public-settings', () => ({ useRefreshPublicSettings: jest.fn() }));

const DEFAULTS = {
  whatsappNumber: '447700900123',
  supportBotUrl: '/support-bot',
  bugReportCredits: 50,
  bugReportDailyCreditCap: 250,
  operatorLegalName: 'Example Lettings Software Ltd',
  operatorCompanyNumber: '00000000',
  operatorAddress: 'Example House, 1 Example Street, Exampletown ZZ99 9ZZ (an example address)',
};

const settings = (values = DEFAULTS) => ({ __typename: 'SystemSettings' as const, ...values });
const read = (values = DEFAULTS): MockLink.MockedResponse => ({
  request: { query: SystemSettingsDocument },
  result: { data: { systemSettings: settings(values) } },
});
const refusal = (message: string, extensions: Record<string, unknown>) => ({
  data: null,
  errors: [{ message, extensions }],
});

function renderForm(canEdit: boolean, mocks: MockLink.MockedResponse[]) {
  const refreshPublicSettings = jest.fn(async () => undefined);
  jest.mocked(useRefreshPublicSettings).mockReturnValue(refreshPublicSettings);
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <SystemSettingsForm canEdit={canEdit} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { refreshPublicSettings };
}

/** Any save, answered with the settings as given; its calls are what was sent. */
function anySave() {
  const result = jest.fn((variables: { input: Partial<typeof DEFAULTS> }) => ({
    data: { updateSystemSettings: settings({ ...DEFAULTS, ...variables.input }) },
  }));
  const mock: MockLink.MockedResponse = {
    request: { query: UpdateSystemSettingsDocument, variables: () => true },
    result,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, result };
}

const field = (name: string) => screen.getByLabelText(name);

describe('SystemSettingsForm', () => {
  it('[CONST-07] shows the settings in use, 50 credits by default', async () => {
    renderForm(true, [read()]);
    expect(await screen.findByLabelText('WhatsApp number')).toHaveValue('447700900123');
    expect(field('Support bot URL')).toHaveValue('/support-bot');
    expect(field('Credits per bug report')).toHaveValue(50);
    expect(field('Daily limit of bug report credits')).toHaveValue(250);
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('shows a message by each invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    const save = anySave();
    renderForm(true, [read(), save.mock]);
    await screen.findByLabelText('WhatsApp number');
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '07700');
    await user.clear(field('Support bot URL'));
    await user.type(field('Support bot URL'), 'http://chat.example.com');
    await user.clear(field('Credits per bug report'));
    await user.type(field('Credits per bug report'), '20000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(field('WhatsApp number')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('WhatsApp number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter 8 to 15 digits in international format') as unknown as string,
    );
    await waitFor(() => expect(field('WhatsApp number')).toHaveFocus());
    expect(
      screen.getByText(/Enter a path on this site \(e\.g\. \/support-bot\) or an https:\/\/ address\./),
    ).toBeVisible();
    expect(screen.getByText('Enter a whole number from 0 to 10,000.')).toBeVisible();
    expect(save.result).not.toHaveBeenCalled();

    // Each change is checked again: the message goes as soon as the number is right.
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '447700900124');
    expect(field('WhatsApp number')).not.toHaveAttribute('aria-invalid');
  });

  it('[WID-02] saves only what changed, normalising the number, and refreshes the widgets’ settings', async () => {
    const user = userEvent.setup();
    const save = anySave();
    const { refreshPublicSettings } = renderForm(true, [read(), save.mock]);
    await screen.findByLabelText('WhatsApp number');
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '+44 7700 900999');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(save.result.mock.calls.map(([variables]) => variables)).toEqual([
      { input: { whatsappNumber: '447700900999' } },
    ]);
    await waitFor(() => expect(field('WhatsApp number')).toHaveValue('447700900999'));
    await waitFor(() => expect(refreshPublicSettings).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it("shows the server's per-field messages on their fields, and other refusals in the form's alert", async () => {
    const user = userEvent.setup();
    const request = { query: UpdateSystemSettingsDocument, variables: { input: { bugReportCredits: 75 } } };
    renderForm(true, [
      read(),
      {
        request,
        result: refusal('Invalid input: bugReportCredits must not be greater than 10000', {
          code: 'BAD_USER_INPUT',
          reason: 'VALIDATION_FAILED',
          fields: { bugReportCredits: ['bugReportCredits must not be greater than 10000'] },
        }),
      },
      { request, result: refusal('Only a superuser can change system settings', { code: 'SUPERUSER_REQUIRED' }) },
    ]);
    await screen.findByLabelText('WhatsApp number');
    await user.clear(field('Credits per bug report'));
    await user.type(field('Credits per bug report'), '75');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('bugReportCredits must not be greater than 10000')).toBeInTheDocument();
    expect(field('Credits per bug report')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a superuser can change system settings');
  });

  it('is read-only for admins, with the reason', async () => {
    const save = anySave();
    renderForm(false, [read(), save.mock]);
    expect(await screen.findByLabelText('WhatsApp number')).toHaveAttribute('readonly');
    expect(field('Support bot URL')).toHaveAttribute('readonly');
    expect(field('Credits per bug report')).toHaveAttribute('readonly');
    expect(field('Daily limit of bug report credits')).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Only a superuser (the platform owner) can change system settings.',
    );
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    await userEvent.type(field('WhatsApp number'), '{Enter}');
    expect(save.result).not.toHaveBeenCalled();
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    renderForm(true, [
      {
        request: { query: SystemSettingsDocument },
        result: refusal('The identity service failed', { code: 'SERVICE_UNAVAILABLE' }),
      },
      read(),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the system settings');
    expect(alert).toHaveTextContent('The identity service failed');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('WhatsApp number')).toHaveValue('447700900123');
  });
  it("changes the daily limit of bug report credits on its own, checking it's a whole number up to 1,000,000", async () => {
    const user = userEvent.setup();
    const save = anySave();
    const { refreshPublicSettings } = renderForm(true, [read(), save.mock]);
    const cap = await screen.findByLabelText('Daily limit of bug report credits');
    expect(cap).toHaveAccessibleDescription(expect.stringContaining('London time') as unknown as string);
    await user.clear(cap);
    await user.type(cap, '2000000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number from 0 to 1,000,000.')).toBeVisible();
    expect(save.result).not.toHaveBeenCalled();

    await user.clear(cap);
    await user.type(cap, '100');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // Not by the toast: toasts live on between tests, so an earlier test's "Settings saved" may still show.
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    expect(save.result.mock.calls.map(([variables]) => variables)).toEqual([
      { input: { bugReportDailyCreditCap: 100 } },
    ]);
    await waitFor(() => expect(refreshPublicSettings).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('Daily limit of bug report credits')).toHaveValue(100));
  });

  it("changes the operator's legal name and company number, checking the number's UK format", async () => {
    const user = userEvent.setup();
    const save = anySave();
    renderForm(true, [read(), save.mock]);
    const number = await screen.findByLabelText('Company number');
    expect(field('Legal name')).toHaveValue('Example Lettings Software Ltd');
    expect(field('Registered office address')).toHaveValue(DEFAULTS.operatorAddress);
    await user.clear(field('Legal name'));
    await user.clear(number);
    await user.type(number, '1234567');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the company’s registered name.')).toBeVisible();
    expect(
      screen.getByText('Enter 8 characters: 8 digits (e.g. 01234567) or 2 letters and 6 digits (e.g. SC123456).'),
    ).toBeVisible();
    expect(save.result).not.toHaveBeenCalled();

    await user.type(field('Legal name'), 'Harbour Lettings Software Ltd');
    await user.clear(number);
    await user.type(number, 'sc 123456');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    expect(save.result.mock.calls.map(([variables]) => variables)).toEqual([
      { input: { operatorLegalName: 'Harbour Lettings Software Ltd', operatorCompanyNumber: 'SC123456' } },
    ]);
  });
});
