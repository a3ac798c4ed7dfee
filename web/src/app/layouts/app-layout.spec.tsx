import { ADMIN_ROLES } from '@pm/contracts';
import type { Role } from '@pm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { OPEN_SIDEBAR_STATE } from '@/features/navigation/components/bottom-bar';
import { saveAuthData } from '@/lib/auth-storage';
import { apiRequest } from '@/lib/rest-client';

import { setViewportWidth } from '../../../test/viewport';
import { AppLayout } from './app-layout';

jest.mock('@/features/auth/hooks/use-current-user', () => ({ useCurrentUser: jest.fn() }));
jest.mock('@/features/auth/hooks/use-logout', () => ({ useLogout: jest.fn() }));
jest.mock('@/lib/rest-client', () => {
  const actual = jest.requireActual<typeof import('@/lib/rest-client')>('@/lib/rest-client');
  return { ...actual, apiRequest: jest.fn() };
});

const logout = jest.fn(() => Promise.resolve());

function signInAs(role: Role) {
  saveAuthData({
    token: 'token',
    refreshToken: 'refresh',
    expiresAt: Date.now() + 3_600_000,
    user: { id: 'u1', email: `${role}@example.com`, role },
  });
  jest.mocked(useCurrentUser).mockReturnValue({
    user: { id: 'u1', email: `${role}@example.com`, role } as ReturnType<typeof useCurrentUser>['user'],
    isLoading: false,
    isError: false,
  });
}

function renderShell(path = '/dashboard', state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<h1>Screen</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('AppLayout', () => {
  beforeAll(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStub;
  });

  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'sidebar_state=; path=/; max-age=0';
    setViewportWidth(1280);
    jest.mocked(useLogout).mockReturnValue({ logout, pending: false });
    jest
      .mocked(apiRequest)
      .mockResolvedValue({ success: true, data: { id: 'c1', name: 'Acme Lettings', logoUrl: null } });
    signInAs('manager');
  });

  it('[NAV-04] [NAV-05] shows the company block, the menu and a Logout button in the sidebar', async () => {
    renderShell();
    const sidebar = screen.getByRole('complementary', { name: 'Menu' });
    expect(await within(sidebar).findByText('Acme Lettings')).toBeInTheDocument();
    expect(within(sidebar).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const logoutButton = within(sidebar).getAllByRole('button', { name: 'Logout' })[0]!;
    fireEvent.click(logoutButton);
    expect(logout).toHaveBeenCalled();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Screen' }));
  });

  it('[NAV-23] the sidebar menu sits in a scroll area', () => {
    renderShell();
    const sidebar = screen.getByRole('complementary', { name: 'Menu' });
    expect(sidebar.querySelector('[data-slot="scroll-area"]')).toContainElement(
      within(sidebar).getByRole('navigation', { name: 'Main navigation' }),
    );
  });

  it('[ROLE-04] a manager has no Admin section', () => {
    renderShell();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each(ADMIN_ROLES)('[ROLE-03] [NAV-03] %s has the Admin section', (role) => {
    signInAs(role);
    renderShell('/admin/system');
    expect(screen.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'System Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('[ROLE-03] falls back to the stored role while the user is loading', () => {
    signInAs('admin');
    jest.mocked(useCurrentUser).mockReturnValue({ user: undefined, isLoading: true, isError: false });
    renderShell();
    expect(screen.getByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });

  it('[NAV-14] shows the notification bell in the top bar with its badge hidden', () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(banner).getByTestId('notification-badge')).not.toBeVisible();
  });

  it('[NAV-20] [NAV-22] collapses to the icon rail with the trigger and Ctrl + B', () => {
    renderShell();
    const wrapper = document.querySelector<HTMLElement>('[data-slot="sidebar-wrapper"]')!;
    expect(wrapper.style.getPropertyValue('--sidebar-width')).toBe('16rem');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-collapsible', 'icon');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
  });

  it('[NAV-09] on mobile the bottom bar Menu opens the 18rem sidebar sheet; following a link closes it', () => {
    setViewportWidth(390);
    renderShell('/tenants');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bottomBar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    fireEvent.click(within(bottomBar).getByRole('button', { name: 'Menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet.style.getPropertyValue('--sidebar-width')).toBe('18rem');
    expect(within(sheet).getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
    fireEvent.click(within(sheet).getByRole('link', { name: 'Leases' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[NAV-09] Escape closes the sheet and gives the focus back to the Menu button', async () => {
    setViewportWidth(390);
    renderShell('/tenants');
    const menu = within(screen.getByRole('navigation', { name: 'Bottom navigation' })).getByRole('button', {
      name: 'Menu',
    });
    menu.focus();
    fireEvent.click(menu);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('[NAV-09] opens the sheet when sent here by Menu from a page without a sidebar', () => {
    setViewportWidth(390);
    renderShell('/dashboard', OPEN_SIDEBAR_STATE);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
