import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { resetToasts } from '@/components/ui/toast-context';
import { ToastProvider } from '@/components/ui/toast-provider';

import { installFakeFetch } from '../../../../test/fake-fetch';
import { getActiveWidget, resetWidgets } from '../lib/widget-manager';

import { BugReporterWidget } from './bug-reporter-widget';
import { captureScreenshot, NOT_AN_IMAGE } from './screenshot';

jest.mock('./screenshot', () => ({
  ...jest.requireActual<typeof import('./screenshot')>('./screenshot'),
  captureScreenshot: jest.fn(),
}));
const capture = captureScreenshot as jest.MockedFunction<typeof captureScreenshot>;

const ROUTE = 'POST /api/bug-reports';

function signIn() {
  localStorage.setItem(
    'authData',
    JSON.stringify({ token: 'tok', refreshToken: 'r', expiresAt: Date.now() + 3_600_000, user: null }),
  );
  localStorage.setItem('authToken', 'tok');
}

const flush = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

function renderWidget() {
  render(
    <ToastProvider>
      <BugReporterWidget />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Report a bug' }));
}

async function send(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await flush();
}

const choose = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await flush();
};
const conversation = () => within(screen.getByRole('list', { name: 'Conversation' }));

async function reachScreenshotStep() {
  renderWidget();
  await send('Bug title', 'Rent total wrong');
  await send('Bug description', 'The dashboard adds VAT twice');
}

beforeEach(() => {
  localStorage.clear();
  signIn();
});

afterEach(() => {
  act(() => {
    resetWidgets();
    resetToasts();
  });
  jest.restoreAllMocks();
});

describe('bug reporter widget', () => {
  it('[WID-07] opens from the "Report a bug" button; minimise keeps the report, close starts over', async () => {
    renderWidget();
    expect(screen.getByRole('region', { name: 'Bug report' })).toBeInTheDocument();
    await send('Bug title', 'Rent total wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Minimise bug report' }));
    expect(getActiveWidget()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report a bug' }));
    expect(conversation().getByText('Rent total wrong')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close bug report' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report a bug' }));
    expect(conversation().queryByText('Rent total wrong')).not.toBeInTheDocument();
  });

  it('[VAL-04] a blank title shows the "Input required" toast', async () => {
    renderWidget();
    await send('Bug title', '   ');
    expect(screen.getByText('Input required')).toBeInTheDocument();
    expect(screen.getByText('Please fill in this field to continue.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bug title' })).toBeInTheDocument();
  });

  it('[BUG-01] [BUG-02] [BUG-04] [ERR-13] the whole flow with review, crediting 50', async () => {
    const fetch = installFakeFetch({ [ROUTE]: { status: 201, body: { success: true, creditsAwarded: 50 } } });
    await reachScreenshotStep();
    await choose('Skip screenshot');
    await choose('Let me review the details first');
    expect(conversation().getByText(/Title: Rent total wrong/)).toBeInTheDocument();
    await choose('Submit bug report');
    expect(fetch.callsTo('POST', '/api/bug-reports')).toHaveLength(1);
    expect(conversation().getByText(/50 credits have been added/)).toBeInTheDocument();
    expect(screen.getByText('Bug report submitted!')).toBeInTheDocument();
  });

  it("[BUG-04] tells the reporter when today's limit of bug report credits is reached", async () => {
    const data = {
      id: 'r1',
      creditsAwarded: 0,
      dailyCreditLimitReached: true,
      creditsLeftToday: 0,
      dailyCreditCap: 250,
      creditsResetAt: '2026-11-24T00:00:00.000Z',
    };
    installFakeFetch({ [ROUTE]: { status: 201, body: { success: true, creditsAwarded: 0, message: 'm', data } } });
    await reachScreenshotStep();
    await choose('Skip screenshot');
    await choose('Submit bug report');
    expect(
      conversation().getByText(
        /You have reached today's limit of 250 credits for bug reports, so it earned no credits/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Today's credit limit is reached: this report earned no credits.")).toBeInTheDocument();
  });

  it('[VAL-05] an uploaded file that is not an image is refused with a clear message', async () => {
    await reachScreenshotStep();
    const input = screen.getByLabelText('Screenshot image');
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' })] } });
    await flush();
    expect(conversation().getByText(NOT_AN_IMAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip screenshot' })).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] } });
    await flush();
    expect(conversation().getByText('Screenshot attached: shot.png')).toBeInTheDocument();
  });

  it('[BUG-05] a failed screen capture falls back to the file picker', async () => {
    capture.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    await reachScreenshotStep();
    const click = jest.spyOn(screen.getByLabelText('Screenshot image'), 'click').mockImplementation(() => undefined);
    await choose('Take a screenshot');
    expect(click).toHaveBeenCalledTimes(1);
    expect(conversation().getByText(/choose an image file instead/)).toBeInTheDocument();
  });

  it('[BUG-01] a successful screen capture attaches the PNG', async () => {
    const png = new File(['png'], 'screenshot-1.png', { type: 'image/png' });
    capture.mockResolvedValue(png);
    await reachScreenshotStep();
    await choose('Take a screenshot');
    expect(conversation().getByText('Screenshot attached: screenshot-1.png')).toBeInTheDocument();
  });

  it('[VAL-07] [BUG-03] a signed-out user is told to log in and nothing is sent', async () => {
    const fetch = installFakeFetch({ [ROUTE]: { status: 201, body: { success: true } } });
    await reachScreenshotStep();
    await choose('Skip screenshot');
    localStorage.clear();
    await choose('Submit bug report');
    expect(conversation().getByText('You need to be logged in to submit bug reports')).toBeInTheDocument();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('[ERR-12] a failed submission apologises with the log-in hint and toasts "Submission failed"', async () => {
    installFakeFetch({ [ROUTE]: { status: 401, body: { success: false, message: 'Authentication required' } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await reachScreenshotStep();
    await choose('Skip screenshot');
    await choose('Submit bug report');
    expect(
      conversation().getByText(/I apologize, but there was an error submitting your report\. Please log in/),
    ).toBeInTheDocument();
    expect(screen.getByText('Submission failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit bug report' })).toBeInTheDocument();
  });
});
