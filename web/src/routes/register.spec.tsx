import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { resetToasts } from '@/components/ui/toast-context';

import { RegisterRoute } from './register';

function renderRegister() {
  return renderApp([{ path: '/register', element: <RegisterRoute /> }], '/register');
}

async function fill(
  values: Partial<Record<'Company name' | 'First name' | 'Last name' | 'Email' | 'Password', string>>,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  return user;
}

const complete = {
  'Company name': 'Acme Lettings',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@acme.example',
  Password: 'correct-horse-7',
};

beforeEach(() => act(() => resetToasts()));

describe('RegisterRoute', () => {
  it('[WID-11] advertises the 100-day free trial with no agreement', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/100-day free trial/)).toBeInTheDocument();
    expect(screen.getByText(/no agreement/)).toBeInTheDocument();
  });

  it('shows the password rules (at least 10 characters, not only letters) and ticks them off', async () => {
    renderRegister();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules).toHaveTextContent('At least 10 characters');
    expect(rules).toHaveTextContent('Not only letters: include a number or symbol');
    await fill({ Password: 'abcdefghij' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-met'))).toEqual(['true', 'false']);
  });

  it('validates on the client with inline messages and sends nothing', async () => {
    const fake = installFakeFetch({});
    renderRegister();
    const user = await fill({ Email: 'not-an-email', Password: 'onlyletters' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your company name')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must contain a number or symbol, not only letters')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls).toHaveLength(0);
  });

  it('a password under 10 characters is refused inline', async () => {
    installFakeFetch({});
    renderRegister();
    const user = await fill({ ...complete, Password: 'short1!' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
  });

  it("[CALL-09] [ERR-03] posts JSON with cookies, toasts 'Success' / 'Registration successful' and goes to /login", async () => {
    const fake = installFakeFetch({
      'POST /api/register': {
        status: 201,
        body: { success: true, data: { user: {} }, message: 'Registration successful' },
      },
    });
    const { router } = renderRegister();
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/register',
      credentials: 'include',
      body: {
        companyName: 'Acme Lettings',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@acme.example',
        password: 'correct-horse-7',
      },
    });
    expect(fake.calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it("[ERR-04] failure: toast 'Error' / 'Registration failed: {message}' and the server's field errors inline", async () => {
    installFakeFetch({
      'POST /api/register': {
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          code: 'EMAIL_TAKEN',
          message: 'An account with this email already exists',
          details: { fields: { email: ['An account with this email already exists'] } },
        },
      },
    });
    const { router } = renderRegister();
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Registration failed: An account with this email already exists'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(router.state.location.pathname).toBe('/register');
  });
});
