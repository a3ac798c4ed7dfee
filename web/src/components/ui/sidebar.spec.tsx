import { act, fireEvent, render, screen } from '@testing-library/react';

import { setViewportWidth } from '../../../test/viewport';
import { SIDEBAR_COOKIE_MAX_AGE, Sidebar, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar';

function clearCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

function sidebarState(): string | null {
  return document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state') ?? null;
}

function MobileOpener() {
  const { setOpenMobile } = useSidebar();
  return (
    <button type="button" onClick={() => setOpenMobile(true)}>
      open sheet
    </button>
  );
}

function renderSidebar() {
  return render(
    <SidebarProvider>
      <Sidebar label="Sidebar">
        <p>menu body</p>
      </Sidebar>
      <SidebarTrigger />
      <MobileOpener />
    </SidebarProvider>,
  );
}

describe('Sidebar kit', () => {
  beforeEach(() => {
    clearCookie();
    setViewportWidth(1280);
  });

  it('[NAV-21] writes the open/closed flag to the sidebar_state cookie with a 7-day max-age', () => {
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(cookieSetter).toHaveBeenLastCalledWith(
      expect.stringMatching(/^sidebar_state=false; path=\/; max-age=604800/),
    );
    expect(document.cookie).toContain('sidebar_state=false');
    cookieSetter.mockRestore();
  });

  it('[NAV-21] starts from the state stored in the cookie', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar();
    expect(sidebarState()).toBe('collapsed');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
  ])('[NAV-22] %s + B toggles the sidebar', (_name, modifier) => {
    renderSidebar();
    expect(sidebarState()).toBe('expanded');
    fireEvent.keyDown(window, { key: 'b', ...modifier });
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'B', ...modifier });
    expect(sidebarState()).toBe('expanded');
  });

  it('[NAV-22] B alone or with another modifier does nothing', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b' });
    fireEvent.keyDown(window, { key: 'b', altKey: true });
    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    expect(sidebarState()).toBe('expanded');
  });

  it('[NAV-20] is 16rem wide on desktop and 3rem collapsed to icons', () => {
    renderSidebar();
    const wrapper = document.querySelector<HTMLElement>('[data-slot="sidebar-wrapper"]')!;
    expect(wrapper.style.getPropertyValue('--sidebar-width')).toBe('16rem');
    expect(wrapper.style.getPropertyValue('--sidebar-width-icon')).toBe('3rem');
    const panel = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(panel).toHaveClass('w-(--sidebar-width)', 'group-data-[collapsible=icon]:w-(--sidebar-width-icon)');
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-collapsible', '');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-collapsible', 'icon');
  });

  it('[NAV-20] under 768 px it is an 18rem sheet, opened on demand', () => {
    setViewportWidth(767);
    renderSidebar();
    expect(screen.queryByText('menu body')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open sheet' }));
    const sheet = screen.getByRole('dialog', { name: 'Sidebar' });
    expect(sheet).toHaveAttribute('data-mobile', 'true');
    expect(sheet.style.getPropertyValue('--sidebar-width')).toBe('18rem');
    expect(sheet).toHaveClass('w-(--sidebar-width)');
    expect(screen.getByText('menu body')).toBeInTheDocument();
  });

  it('[NAV-20] 768 px is desktop', () => {
    setViewportWidth(768);
    renderSidebar();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('[NAV-22] Ctrl + B opens and closes the sheet on mobile', () => {
    setViewportWidth(390);
    renderSidebar();
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(screen.getByRole('dialog', { name: 'Sidebar' })).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
