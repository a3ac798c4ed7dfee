import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

import { SidebarProvider } from '@/components/ui/sidebar';

import { setViewportWidth } from '../../../test/viewport';
import { SidebarNav } from './sidebar-nav';
import { SECTION_STATE_KEY } from './use-section-state';

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      go {to}
    </button>
  );
}

function renderNav(path: string, role = 'manager') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarProvider>
        <SidebarNav role={role} />
        <GoTo to="/properties/qr-codes" />
      </SidebarProvider>
    </MemoryRouter>,
  );
}

function sectionButton(label: string): HTMLElement {
  return screen.getByRole('button', { name: label });
}

function storedState(): Record<string, boolean> {
  return JSON.parse(localStorage.getItem(SECTION_STATE_KEY) ?? '{}') as Record<string, boolean>;
}

describe('SidebarNav', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewportWidth(1280);
  });

  it('[NAV-01] is a labelled nav landmark with the sections in spec order', () => {
    renderNav('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const topLevel = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('data-slot') === 'sidebar-menu')
      .map((item) => item.textContent);
    expect(topLevel).toEqual(['Dashboard', 'Maintenance', 'Portfolio', 'Leases', 'Tenants', 'Help', 'My Account']);
  });

  it('[NAV-01] marks the current link with aria-current', () => {
    renderNav('/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Leases' })).not.toHaveAttribute('aria-current');
  });

  it('[NAV-07] opens the section holding the current route, others stay closed', () => {
    renderNav('/maintenance/kanban');
    expect(sectionButton('Maintenance')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Kanban' })).toHaveAttribute('aria-current', 'page');
    expect(sectionButton('Portfolio')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'QR Codes' })).not.toBeInTheDocument();
  });

  it('[NAV-07] opens a section when navigation moves into it', () => {
    renderNav('/dashboard');
    expect(sectionButton('Portfolio')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'go /properties/qr-codes' }));
    expect(sectionButton('Portfolio')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'QR Codes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Properties' })).not.toHaveAttribute('aria-current');
  });

  it('[NAV-08] remembers each section opened or closed by the user', () => {
    const first = renderNav('/dashboard');
    fireEvent.click(sectionButton('Help'));
    expect(sectionButton('Help')).toHaveAttribute('aria-expanded', 'true');
    expect(storedState()).toMatchObject({ help: true });
    first.unmount();

    renderNav('/leases');
    expect(sectionButton('Help')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'User Guide' })).toBeInTheDocument();
    fireEvent.click(sectionButton('Help'));
    expect(storedState()).toMatchObject({ help: false });
  });

  it('[NAV-08] a section closed by the user stays closed while the route stays within it', () => {
    renderNav('/maintenance/regular');
    fireEvent.click(sectionButton('Maintenance'));
    expect(sectionButton('Maintenance')).toHaveAttribute('aria-expanded', 'false');
    expect(storedState()).toMatchObject({ maintenance: false });
  });

  it('[NAV-07] [NAV-08] the section opened for the route is remembered as open', () => {
    renderNav('/admin/users', 'admin');
    expect(sectionButton('Admin')).toHaveAttribute('aria-expanded', 'true');
    expect(storedState()).toMatchObject({ admin: true });
  });

  it('[NAV-02] [NAV-03] [ROLE-03] shows Model Customisation and Admin to a superuser', () => {
    localStorage.setItem(SECTION_STATE_KEY, JSON.stringify({ 'my-account': true, admin: true }));
    renderNav('/dashboard', 'superuser');
    expect(screen.getByRole('link', { name: 'Model Customisation' })).toHaveAttribute('href', '/manage-account/sop');
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/admin/blog');
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'System Settings' })).toHaveAttribute('href', '/admin/system');
  });

  it('[ROLE-04] hides Model Customisation and Admin from a manager', () => {
    localStorage.setItem(SECTION_STATE_KEY, JSON.stringify({ 'my-account': true, admin: true }));
    renderNav('/dashboard', 'manager');
    expect(screen.getByRole('link', { name: 'Manage Account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Model Customisation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('ignores an unreadable stored state', () => {
    localStorage.setItem(SECTION_STATE_KEY, 'not json');
    renderNav('/dashboard');
    expect(sectionButton('Help')).toHaveAttribute('aria-expanded', 'false');
  });
});
