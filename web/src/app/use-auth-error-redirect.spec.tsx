import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';

import { demoUser, fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { resetToasts } from '@/components/ui/toast-context';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { getAuthData, saveAuthData } from '@/lib/auth-storage';
import { AUTH_ERROR_EVENT } from '@/lib/rest-client';

import { isPublicPath, useAuthErrorRedirect } from './use-auth-error-redirect';

function Root() {
  useAuthErrorRedirect();
  return <Outlet />;
}

function UserScreen() {
  const { user, isError } = useCurrentUser();
  return <p>{isError ? 'user failed' : (user?.email ?? 'loading')}</p>;
}

function renderAt(path: string) {
  return renderApp(
    [
      {
        element: <Root />,
        children: [
          { path: '/login', element: <p>Login screen</p> },
          { path: '/dashboard', element: <UserScreen /> },
          { path: '/', element: <UserScreen /> },
        ],
      },
    ],
    path,
  );
}

function signIn() {
  saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 3_600_000, user: demoUser });
  localStorage.setItem('userPrefs', '1');
  sessionStorage.setItem('draft', '1');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  act(() => resetToasts());
});

describe('session end handling', () => {
  it("[AUTH-10] [ERR-06] the auth-error event clears caches, toasts 'Logged out' and goes to /login", async () => {
    signIn();
    installFakeFetch({ 'GET /api/user': { body: { success: true, data: demoUser } } });
    const { router, queryClient } = renderAt('/dashboard');
    await screen.findByText(demoUser.email);
    act(() => void window.dispatchEvent(new CustomEvent(AUTH_ERROR_EVENT)));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(['/user'])).toBeUndefined();
    expect(getAuthData()).toBeNull();
    expect(localStorage.getItem('userPrefs')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('[AUTH-13] a failed user fetch on a non-public page clears auth data and goes to /login', async () => {
    signIn();
    installFakeFetch({
      'GET /api/user': { status: 404, body: { success: false, code: 'USER_NOT_FOUND', message: 'User not found' } },
    });
    const { router } = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAuthData()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('[AUTH-13] a failed user fetch on a public page keeps the visitor where they are', async () => {
    signIn();
    installFakeFetch({ 'GET /api/user': { status: 404, body: { success: false, message: 'User not found' } } });
    const { router } = renderAt('/');
    expect(await screen.findByText('user failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getAuthData()).not.toBeNull();
  });

  it('[AUTH-13] public means public in the route table', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/register/some-hash')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/admin/users')).toBe(false);
  });
});
