import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ADMIN_ROLES } from '@pm/contracts';
import type { Role } from '@pm/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';

import { loginPath, paths, redirects, routeTable } from '@/config/paths';
import type { RouteEntry } from '@/config/paths';
import { saveAuthData } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';

import { ACCESS_DENIED_MS } from './require-admin';
import { buildRoutes } from './router';
import type { RouteLayouts } from './router';
import { usePageTitle } from './use-page-title';

// The production shells are not rendered here (tests inject trivial ones); keep them from loading at all.
jest.mock('./layouts/root-layout', () => ({ RootLayout: () => null }));
jest.mock('./layouts/marketing-layout', () => ({ MarketingLayout: () => null }));
jest.mock('./layouts/app-layout', () => ({ AppLayout: () => null }));
jest.mock('./layouts/bare-layout', () => ({ BareLayout: () => null }));

function TestRootLayout() {
  usePageTitle();
  return <Outlet />;
}

function shellLayout(shell: string) {
  return function TestShell() {
    return (
      <div data-testid={`${shell}-shell`}>
        <Outlet />
      </div>
    );
  };
}

const testLayouts: RouteLayouts = {
  root: TestRootLayout,
  marketing: shellLayout('marketing'),
  app: shellLayout('app'),
  bare: shellLayout('bare'),
};

/** GraphQL stays pending: these tests are about routing, not screen data. */
function pendingApolloClient() {
  return new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
}

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response;
}

type FetchAnswer = Response | 'never';

/** A fake global fetch: GET /api/user answers as given, everything else never answers. */
function fakeFetch(userAnswer: FetchAnswer): jest.Mock {
  const mock = jest.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/user') && userAnswer !== 'never') return Promise.resolve(userAnswer);
    return new Promise<Response>(() => undefined);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

function user(role: Role) {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    companyId: '00000000-0000-4000-8000-000000000002',
    email: `${role}@example.com`,
    firstName: 'Sam',
    lastName: 'Taylor',
    role,
  };
}

function signIn(role: Role): void {
  saveAuthData({
    token: 'access-token',
    refreshToken: 'refresh-token',
    expiresAt: Date.now() + 3_600_000,
    user: user(role),
  });
  fakeFetch(jsonResponse({ success: true, data: user(role) }));
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ApolloProvider client={pendingApolloClient()}>{children}</ApolloProvider>
    </QueryClientProvider>
  );
}

async function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes({ layouts: testLayouts }), { initialEntries: [path] });
  // Lazy screens resolve inside act, so their first render is flushed before the assertions.
  await act(async () => {
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  return router;
}

const byAccess = (access: RouteEntry['access']) => routeTable.filter((entry) => entry.access === access);
const pendingEntries = routeTable.filter((entry) => entry.pending !== undefined);
const publicPending = pendingEntries.filter((entry) => entry.access === 'public');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fakeFetch('never');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('route table wiring', () => {
  it('gives every route exactly one screen: a lazily loaded module or what delivers it later', () => {
    for (const entry of routeTable) {
      const ready = typeof entry.screen === 'function';
      const pending = typeof entry.pending === 'string' && entry.pending !== '';
      expect({ pattern: entry.pattern, ready, pending }).toEqual({ pattern: entry.pattern, ready: !pending, pending });
    }
  });

  it('loads every ready screen as a component of its own module', async () => {
    for (const entry of routeTable) {
      if (entry.screen)
        expect({ pattern: entry.pattern, type: typeof (await entry.screen()) }).toEqual({
          pattern: entry.pattern,
          type: 'function',
        });
    }
  });
});

describe('public routes', () => {
  it.each(byAccess('public').map((entry) => [entry.sample, entry] as const))(
    '[ROUTE-01] [ROUTE-02] [ROUTE-03] [ROUTE-04] %s renders without sign-in',
    async (sample, entry) => {
      const router = await renderAt(sample);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(sample);
      expect(screen.getByTestId(`${entry.shell}-shell`)).toBeInTheDocument();
    },
  );

  it.each(publicPending.map((entry) => [entry.sample, entry] as const))(
    '%s shows its heading and one "not available yet" panel in its own shell',
    async (sample, entry) => {
      await renderAt(sample);
      const shell = await screen.findByTestId(`${entry.shell}-shell`);
      expect(within(shell).getByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
      expect(within(shell).getAllByRole('region', { name: 'Not available yet' })).toHaveLength(1);
      expect(
        within(shell).getByText(`This screen is not available yet. It is planned for ${entry.pending}.`),
      ).toBeInTheDocument();
    },
  );

  it('[ROUTE-02] treats a register path with any trailing segment as tenant registration', async () => {
    const router = await renderAt('/register/any-invitation-hash');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.path).toBe('/register/:hash');
  });
});

describe('login-required routes', () => {
  it.each([...byAccess('auth'), ...byAccess('admin')].map((entry) => [entry.sample] as const))(
    '[ROUTE-05] %s sends a visitor to /login with the encoded path and query as returnUrl',
    async (sample) => {
      const router = await renderAt(`${sample}?tab=notes&page=2`);
      await screen.findByRole('heading', { level: 1 });
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        loginPath(`${sample}?tab=notes&page=2`),
      );
      expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent(`${sample}?tab=notes&page=2`)}`);
    },
  );

  it.each(byAccess('auth').map((entry) => [entry.sample, entry.title] as const))(
    '[ROUTE-06] %s shows its screen (heading %s) to a signed-in user',
    async (sample, label) => {
      signIn('manager');
      const router = await renderAt(sample);
      const shell = await screen.findByTestId('app-shell');
      expect(await within(shell).findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(sample);
    },
  );
});

describe('admin routes', () => {
  it.each(byAccess('admin').map((entry) => [entry.sample] as const))(
    '[ROUTE-07] %s shows a spinner while the user loads',
    async (sample) => {
      saveAuthData({
        token: 'access-token',
        refreshToken: 'refresh-token',
        expiresAt: Date.now() + 3_600_000,
        user: null,
      });
      fakeFetch('never');
      const router = await renderAt(sample);
      expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(sample);
    },
  );

  it('[ROUTE-08] sends an unauthenticated visitor to /login with returnUrl', async () => {
    const router = await renderAt(paths.adminUsers);
    await screen.findByRole('heading', { level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(loginPath(paths.adminUsers));
  });

  it.each<Role>(['landlord', 'manager', 'owner', 'tenant', 'trade'])(
    "[ROUTE-09] [ROLE-04] shows 'Access Denied' briefly to a %s, then replaces the page with /dashboard",
    async (role) => {
      jest.useFakeTimers();
      signIn(role);
      const router = await renderAt(paths.adminSystem);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Access Denied/);
      expect(alert).toHaveTextContent('You need administrator rights to view this page.');
      expect(screen.queryByRole('heading', { level: 1, name: 'System Settings' })).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(ACCESS_DENIED_MS - 1));
      expect(router.state.location.pathname).toBe(paths.adminSystem);

      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('[ROUTE-09] shows Access Denied for about 1.5 s', () => {
    expect(ACCESS_DENIED_MS).toBe(1500);
  });

  it.each(ADMIN_ROLES.flatMap((role) => byAccess('admin').map((entry) => [role, entry.sample, entry.title] as const)))(
    '[ROUTE-10] [ROLE-03] an %s sees %s (heading %s)',
    async (role, sample, label) => {
      signIn(role);
      const router = await renderAt(sample);
      const shell = await screen.findByTestId('app-shell');
      expect(await within(shell).findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(sample);
    },
  );
});

describe('redirects', () => {
  const id = '00000000-0000-4000-8201-000000000042';

  it.each(redirects.map(({ from, to }) => [from, to] as const))(
    '[ROUTE-11] %s goes to %s, keeping the id',
    async (from, to) => {
      signIn('manager');
      const router = await renderAt(`${from.replace(':id', id)}?view=list`);
      const expected = to.replace(':id', id);
      const label = routeTable.find((entry) => entry.pattern === to)?.title ?? '';
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(expected);
      expect(router.state.location.search).toBe('?view=list');
    },
  );
});

describe('not found', () => {
  it.each(['/no-such-page', '/properties/qr-codes/extra/segment', '/admin/unknown-screen'])(
    '[ROUTE-12] %s shows the not-found page with a link home',
    async (path) => {
      await renderAt(path);
      const shell = await screen.findByTestId('marketing-shell');
      expect(within(shell).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(within(shell).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.home);
    },
  );
});

describe('page title', () => {
  it('[NAV-13] follows every navigation', async () => {
    signIn('manager');
    const router = await renderAt(paths.tradesPeople);
    await screen.findByRole('heading', { level: 1, name: 'Trade Management' });
    expect(document.title).toBe('Trades people | Letting Platform');

    await act(() => router.navigate(paths.qrCodes));
    expect(document.title).toBe('Qr codes | Letting Platform');

    await act(() => router.navigate(paths.home));
    expect(document.title).toBe('Letting Platform');
  });
});
