import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import { resetToasts } from '@/components/ui/toast-context';
import { saveAuthData } from '@/lib/auth-storage';

import { LogoutButton } from '../components/logout-button';

beforeEach(() => {
  localStorage.clear();
  act(() => resetToasts());
});

describe('logout', () => {
  it("[ERR-05] [AUTH-05] [AUTH-06] tells the server, clears the session, toasts 'Success' / 'Logged out successfully', goes to /login", async () => {
    saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 3_600_000, user: null });
    const fake = installFakeFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    const { router } = renderApp([{ path: '/dashboard', element: <LogoutButton /> }], '/dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fake.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('authData')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('[AUTH-07] a server error during logout still signs out', async () => {
    saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 3_600_000, user: null });
    installFakeFetch({ 'POST /api/auth/logout': { status: 500 } });
    const { router } = renderApp([{ path: '/dashboard', element: <LogoutButton /> }], '/dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('authData')).toBeNull();
  });
});
