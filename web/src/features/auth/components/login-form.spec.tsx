import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast-context';

import { installFakeFetch } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import { LoginForm } from './login-form';

function renderForm() {
  return renderApp([{ path: '/login', element: <LoginForm redirectTo="/dashboard" /> }], '/login');
}

beforeEach(() => {
  localStorage.clear();
  act(() => resetToasts());
});

describe('LoginForm', () => {
  it('asks for the e-mail and password in words, not browser bubbles, and sends nothing', async () => {
    const fake = installFakeFetch({});
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('form')).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');

    await user.type(screen.getByLabelText('Email'), 'manager@');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(fake.calls).toHaveLength(0);
  });

  it("[VAL-01] [ERR-02] shows the server's message in the form's alert beside the toast, and sends the e-mail trimmed", async () => {
    const fake = installFakeFetch({
      'POST /api/auth/token': {
        status: 401,
        body: { success: false, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
      },
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' manager@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByText('Login failed: Wrong email or password')).toBeInTheDocument();
    expect(fake.calls[0]?.body).toEqual({ email: 'manager@example.com', password: 'Password123!' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the password on request', async () => {
    installFakeFetch({});
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
