import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { routeTable } from '@/config/paths';
import { saveAuthData } from '@/lib/auth-storage';

import { setViewportWidth } from '../../../test/viewport';
import { BareLayout } from './bare-layout';
import { MarketingLayout } from './marketing-layout';

function renderIn(shell: 'marketing' | 'bare', path: string) {
  const Layout = shell === 'marketing' ? MarketingLayout : BareLayout;
  // The footer reads the operator from the public settings (never answered here).
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<h1>Page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn() {
  saveAuthData({
    token: 'token',
    refreshToken: 'refresh',
    expiresAt: Date.now() + 3_600_000,
    user: { id: 'u1', email: 'manager@example.com', role: 'manager' },
  });
}

const noSidebarPaths = [
  '/',
  '/login',
  '/register',
  '/resources',
  '/resources/use-cases',
  '/company',
  '/company/about-us',
];

describe('marketing and bare shells', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewportWidth(390);
  });

  it.each(noSidebarPaths)('[NAV-06] %s uses a shell without the sidebar', (path) => {
    const entry = routeTable.find((route) => route.pattern === path);
    expect(entry?.shell).not.toBe('app');
    renderIn(entry?.shell === 'bare' ? 'bare' : 'marketing', path);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-sidebar="sidebar"]')).toBeNull();
  });

  it('[NAV-10] [NAV-12] a visitor on / gets the single Login bottom button and the round login button', () => {
    renderIn('marketing', '/');
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Login']);
    expect(screen.getByTestId('round-login-button')).toHaveAccessibleName('Login');
  });

  it('[NAV-11] [NAV-12] a visitor on a resources page gets Home and Login and the round login button', () => {
    renderIn('marketing', '/resources');
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Login']);
    expect(screen.getByTestId('round-login-button')).toBeInTheDocument();
  });

  it('[NAV-11] [NAV-12] a visitor on /register (bare) gets Home and Login and the round login button', () => {
    renderIn('bare', '/register');
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Login']);
    expect(screen.getByTestId('round-login-button')).toBeInTheDocument();
  });

  it('[NAV-12] the round login button is not repeated on the login page itself', () => {
    renderIn('bare', '/login');
    expect(screen.queryByTestId('round-login-button')).not.toBeInTheDocument();
  });

  it('[NAV-12] [NAV-09] a signed-in user sees no round login button and the signed-in bottom bar', () => {
    signIn();
    renderIn('marketing', '/');
    expect(screen.queryByTestId('round-login-button')).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
  });
});
