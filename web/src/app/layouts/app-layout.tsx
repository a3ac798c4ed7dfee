import { useCallback, useEffect, useId, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { env } from '@/config/env';

import { Sidebar } from './sidebar';

/** Signed-in shell: sidebar on desktop, top bar with a menu drawer on mobile. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-brand-600"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 md:hidden">
        <button
          type="button"
          aria-controls={sidebarId}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Menu
        </button>
        <span className="truncate font-semibold text-slate-900">{env.appName}</span>
      </header>
      {menuOpen ? (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/40 md:hidden" onClick={closeMenu} />
      ) : null}
      <Sidebar id={sidebarId} open={menuOpen} onNavigate={closeMenu} />
      <main id="main" className="px-4 py-6 sm:px-6 md:ml-64 lg:px-10">
        <Outlet />
      </main>
    </div>
  );
}
