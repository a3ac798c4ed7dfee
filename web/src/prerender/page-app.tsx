import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, Route, Router, Routes } from 'react-router-dom';

import { BareLayout } from '@/app/layouts/bare-layout';
import { FloatingLayers } from '@/app/layouts/floating-layers';
import { MarketingLayout } from '@/app/layouts/marketing-layout';
import { useFirstInteraction } from '@/lib/use-interaction-or-idle';

import { documentNavigator } from './document-navigator';
import type { PrerenderedPage } from './pages';

/**
 * Toasts (Radix) render from the shared store (components/ui/toast-context), so a screen may raise one before
 * they load; they load at the first interaction, like the widgets, and are never in the prerendered HTML (their
 * inline styles would break the page's Content Security Policy).
 */
const LazyToastProvider = lazy(async () => {
  await import('@/app/prepare-csp');
  return { default: (await import('@/components/ui/toast-provider')).ToastProvider };
});

function LazyToasts() {
  const [ready] = useFirstInteraction();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastProvider>{null}</LazyToastProvider>
    </Suspense>
  );
}

/**
 * An interactive screen stays inert until it has hydrated: a form sent before then would go as a plain GET, its
 * fields (a password) in the address. It sits inside the screen's Suspense boundary, which hydrates on its own once
 * the screen's code has loaded (start-page.tsx), so the screen stays inert until then.
 */
function InertUntilHydrated({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="contents" inert={!hydrated}>
      {children}
    </div>
  );
}

/** What the root layout adds around every page (app/layouts/root-layout.tsx), without the data router's parts. */
function PageLayer() {
  return (
    <>
      <Outlet />
      <FloatingLayers />
      <LazyToasts />
    </>
  );
}

interface PageAppProps {
  page: PrerenderedPage;
  /** The page's pattern at build time; the browser's location when it hydrates. */
  location: string | { pathname: string; search: string; hash: string };
  /**
   * An interactive screen comes inside its QueryClientProvider, which static pages never load; while hydrating, it
   * is a lazy component the Suspense boundary around it waits for.
   */
  screen: ReactNode;
}

/** One prerendered page in its shell: rendered to HTML at build time and hydrated by start-page.tsx. */
export function PageApp({ page, location, screen }: PageAppProps) {
  const Layout = page.route.shell === 'marketing' ? MarketingLayout : BareLayout;
  return (
    <Router location={location} navigator={documentNavigator}>
      <Routes>
        <Route element={<PageLayer />}>
          <Route element={<Layout />}>
            <Route
              path={page.route.pattern}
              element={
                page.interactive ? (
                  <Suspense fallback={null}>
                    <InertUntilHydrated>{screen}</InertUntilHydrated>
                  </Suspense>
                ) : (
                  screen
                )
              }
            />
          </Route>
        </Route>
      </Routes>
    </Router>
  );
}
