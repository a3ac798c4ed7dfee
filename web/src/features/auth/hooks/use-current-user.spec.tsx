import { screen } from '@testing-library/react';

import { demoUser, fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import { saveAuthData } from '@/lib/auth-storage';

import { useCurrentUser } from './use-current-user';

function Probe() {
  const { user, isLoading, isError } = useCurrentUser();
  return <p>{isLoading ? 'loading' : isError ? 'error' : (user?.email ?? 'signed out')}</p>;
}

beforeEach(() => localStorage.clear());

describe('useCurrentUser', () => {
  it('[CALL-03] [CONST-05] reads GET /api/user under the key /user, fresh for 15 min', async () => {
    saveAuthData({ token: fakeJwt(), refreshToken: 'r', expiresAt: Date.now() + 3_600_000, user: null });
    const fake = installFakeFetch({ 'GET /api/user': { body: { success: true, data: demoUser } } });
    const { queryClient } = renderApp([{ path: '/', element: <Probe /> }], '/');
    expect(await screen.findByText(demoUser.email)).toBeInTheDocument();
    expect(fake.calls.map((call) => call.url)).toEqual(['/api/user']);
    const query = queryClient.getQueryCache().find({ queryKey: ['/user'] });
    const observerStaleTime = query?.observers[0]?.options.staleTime;
    expect(observerStaleTime).toBe(15 * 60_000);
  });

  it('[ERR-08] a signed-out visitor does not ask for the user', async () => {
    const fake = installFakeFetch({});
    renderApp([{ path: '/', element: <Probe /> }], '/');
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });
});
