import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { SidebarProvider, useSidebar } from '@/components/ui/sidebar';

import { setViewportWidth } from '../../../../test/viewport';
import { BottomBar, OPEN_SIDEBAR_STATE } from './bottom-bar';

function bar() {
  return screen.getByRole('navigation', { name: 'Bottom navigation' });
}

function entries() {
  return Array.from(bar().querySelectorAll('a, button')).map((element) => [
    element.textContent,
    element.getAttribute('href'),
  ]);
}

function SheetProbe() {
  const { openMobile } = useSidebar();
  return <p>sheet {openMobile ? 'open' : 'closed'}</p>;
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('BottomBar', () => {
  beforeEach(() => setViewportWidth(390));

  it('[NAV-09] signed in: Home (/dashboard), Properties, Maintenance, Tenants and Menu', () => {
    render(
      <MemoryRouter initialEntries={['/properties']}>
        <SidebarProvider>
          <BottomBar signedIn />
          <SheetProbe />
        </SidebarProvider>
      </MemoryRouter>,
    );
    expect(entries()).toEqual([
      ['Home', '/dashboard'],
      ['Properties', '/properties'],
      ['Maintenance', '/maintenance'],
      ['Tenants', '/tenants'],
      ['Menu', null],
    ]);
    expect(within(bar()).getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    expect(bar()).toHaveClass('md:hidden');
  });

  it('[NAV-09] Menu opens the sidebar', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <SidebarProvider>
          <BottomBar signedIn />
          <SheetProbe />
        </SidebarProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('sheet closed')).toBeInTheDocument();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Menu' }));
    expect(screen.getByText('sheet open')).toBeInTheDocument();
  });

  it('[NAV-09] Menu on a page without a sidebar goes to the dashboard asking it to open the sidebar', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<BottomBar signedIn />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );
    fireEvent.click(within(bar()).getByRole('button', { name: 'Menu' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard ${JSON.stringify(OPEN_SIDEBAR_STATE)}`);
  });

  it('[NAV-10] signed out on /: a single Login button to /login', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <BottomBar signedIn={false} />
      </MemoryRouter>,
    );
    expect(entries()).toEqual([['Login', '/login']]);
  });

  it.each(['/login', '/register', '/resources', '/company/about-us', '/job-offer/abc'])(
    '[NAV-11] signed out on %s: Home and Login',
    (path) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <BottomBar signedIn={false} />
        </MemoryRouter>,
      );
      expect(entries()).toEqual([
        ['Home', '/'],
        ['Login', '/login'],
      ]);
    },
  );
});
