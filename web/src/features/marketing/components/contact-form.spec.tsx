import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast-context';

import { installFakeFetch } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import { ContactForm } from './contact-form';

const ENDPOINT = 'POST /api/contact/contact-submissions';
const SUCCESS = 'Your information has been submitted. Our team will contact you shortly.';

function renderForm(path = '/company/setup-demo') {
  return renderApp([{ path, element: <ContactForm source="setup_demo" submitLabel="Request a demo" /> }], path);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.co.uk');
}

/** The server's 400 with per-field messages (details.fields); its message is the first of them. */
function refusedWith(fields: Record<string, string[]>) {
  const message = Object.values(fields)[0]?.[0] ?? 'Validation failed';
  return {
    status: 400,
    body: { success: false, statusCode: 400, code: 'VALIDATION_FAILED', message, details: { fields } },
  };
}

async function submitFilled() {
  renderForm();
  const user = userEvent.setup();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Request a demo' }));
}

beforeEach(() => {
  localStorage.clear();
  act(() => resetToasts());
});

describe('ContactForm', () => {
  it('[VAL-03] labels Full Name and Email Address as required, email typed as email, the rest optional', () => {
    installFakeFetch({});
    renderForm();
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    for (const label of ['Company', 'Phone', 'Additional Notes']) {
      const field = screen.getByLabelText(new RegExp(`^${label}`));
      expect(field).not.toBeRequired();
      expect(field.closest('div')).toHaveTextContent('(optional)');
    }
  });

  it('[VAL-03] shows inline messages for missing name and email and sends nothing', async () => {
    const fake = installFakeFetch({});
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(screen.getByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(fake.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    expect(screen.queryByText('Enter your full name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'ada@');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('[ENT-05] [CALL-11] submits with only name and email, stores the page as source, then shows success', async () => {
    const fake = installFakeFetch({
      [ENDPOINT]: { status: 201, body: { success: true, data: { id: 'sub-1' }, message: SUCCESS } },
    });
    renderForm();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(fake.calls).toHaveLength(1);
    const body = fake.calls[0]?.body as Record<string, unknown> & { metadata: Record<string, unknown> };
    expect(Object.keys(body).sort()).toEqual(['company', 'email', 'fullName', 'message', 'metadata', 'phone']);
    expect(body).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.co.uk', company: null, phone: null });
    expect(body.metadata).toEqual({
      submittedFrom: 'setup_demo',
      page: '/company/setup-demo',
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it("shows the server's per-field errors inline and a toast 'Error' with the server message", async () => {
    installFakeFetch({
      [ENDPOINT]: refusedWith({ phone: ['phone must be 7-20 characters of digits, spaces, +, ( ) and -'] }),
    });
    await submitFilled();

    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('phone must be 7-20 characters of digits, spaces, +, ( ) and -')).toHaveLength(2);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Thank you/ })).not.toBeInTheDocument();
  });

  it("puts the server's `message` errors on Additional Notes and those of no field in the form's alert", async () => {
    installFakeFetch({
      [ENDPOINT]: refusedWith({ message: ['message must be shorter'], 'metadata.page': ['page must be a path'] }),
    });
    await submitFilled();

    const notes = screen.getByLabelText(/^Additional Notes/);
    await waitFor(() => expect(notes).toHaveAttribute('aria-invalid', 'true'));
    expect(notes).toHaveAccessibleDescription('message must be shorter');
    expect(notes).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('page must be a path');
  });

  it("raises the 'Error' toast with the server message when rate limited, and shows it in the form's alert", async () => {
    installFakeFetch({
      [ENDPOINT]: {
        status: 429,
        body: { success: false, statusCode: 429, code: 'RATE_LIMITED', message: 'Too many submissions, try later' },
      },
    });
    await submitFilled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many submissions, try later');
    // The toast and the form's alert.
    expect(screen.getAllByText('Too many submissions, try later')).toHaveLength(2);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
  });
});
