import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoUser, fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { resetToasts } from '@/components/ui/toast-context';
import { getAuthData } from '@/lib/auth-storage';

import { LoginRoute } from './login';

const token = fakeJwt();

function renderLogin(path = '/login') {
  return renderApp([{ path: '/login', element: <LoginRoute /> }], path);
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'manager@example.com');
  await user.type(screen.getByLabelText('Password'), 'Password123!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const okAnswer = {
  body: { success: true, data: { token, refreshToken: 'r1', user: demoUser, expiresAt: Date.now() + 3_600_000 } },
};

beforeEach(() => {
  localStorage.clear();
  act(() => resetToasts());
});

describe('LoginRoute', () => {
  it('[ERR-01] [AUTH-01] success: stores the session, caches the user, toasts and follows a safe returnUrl', async () => {
    installFakeFetch({
      'POST /api/auth/token': okAnswer,
      'GET /api/user': { body: { success: true, data: demoUser } },
    });
    const { router, queryClient } = renderLogin('/login?returnUrl=%2Fproperties%3Fpage%3D2');
    await signIn();
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/properties?page=2');
    expect(getAuthData()?.token).toBe(token);
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(queryClient.getQueryData(['/user'])).toEqual({ success: true, data: demoUser });
  });

  it('[ERR-01] an unsafe returnUrl is ignored: the user goes to the dashboard', async () => {
    installFakeFetch({ 'POST /api/auth/token': okAnswer });
    const { router } = renderLogin('/login?returnUrl=%2F%2Fevil.example%2Fx');
    await signIn();
    await screen.findByText('Logged in successfully');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("[ERR-02] [VAL-01] failure: destructive toast 'Error' / 'Login failed: {message}', nothing stored", async () => {
    installFakeFetch({
      'POST /api/auth/token': {
        status: 401,
        body: { success: false, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
      },
    });
    const { router } = renderLogin();
    await signIn();
    const toast = await screen.findByText('Login failed: Wrong email or password');
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getAuthData()).toBeNull();
  });

  it("[VAL-01] an answer without a token fails with 'Login failed'", async () => {
    installFakeFetch({ 'POST /api/auth/token': { body: { success: true, data: { user: demoUser } } } });
    renderLogin();
    await signIn();
    expect(await screen.findByText('Login failed: Login failed')).toBeInTheDocument();
  });
});

describe('LoginRoute sign-in with a provider', () => {
  const providers = { body: { success: true, data: [{ name: 'testidp', label: 'Test IdP' }] } };

  it("offers 'Continue with {label}' under the form, returning to the safe returnUrl", async () => {
    installFakeFetch({ 'GET /api/auth/oidc/providers': providers });
    renderLogin('/login?returnUrl=%2Fproperties');
    const link = await screen.findByRole('link', { name: 'Continue with Test IdP' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/testidp/start?returnUrl=%2Fproperties');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form');
    expect(form?.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('an unsafe or sign-in returnUrl makes the provider return to the dashboard', async () => {
    installFakeFetch({ 'GET /api/auth/oidc/providers': providers });
    renderLogin('/login?returnUrl=%2F%2Fevil.example%2Fx');
    expect(await screen.findByRole('link', { name: 'Continue with Test IdP' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/testidp/start?returnUrl=%2Fdashboard',
    );
  });

  it('explains a failed provider sign-in (oauthError=no_account) above the form', async () => {
    installFakeFetch({ 'GET /api/auth/oidc/providers': providers });
    renderLogin('/login?oauthError=no_account');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No account uses the e-mail address of that sign-in. Ask your agency to invite you, or sign in with your password.',
    );
    await screen.findByRole('link', { name: 'Continue with Test IdP' });
  });
});
