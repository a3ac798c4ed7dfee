import { lazy, startTransition, StrictMode } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { isAuthenticated } from '@/lib/auth-storage';
import { replayEarlyClick } from '@/lib/early-clicks';

import { PageApp } from './page-app';
import { isPrerenderedName, prerenderedPage } from './pages';
import type { PrerenderedPage } from './pages';
import { STATIC_SCREEN_SELECTOR, StaticScreen } from './static-screen';

/** An interactive screen inside its queries: a static page loads neither (issue 10). */
async function loadInteractiveScreen(page: PrerenderedPage): Promise<ComponentType> {
  const { QueryClientProvider, queryClient } = await import('./interactive-deps');
  const Screen = await page.route.screen();
  return function InteractiveScreen() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}

/**
 * While hydrating, the screen's code loads beside the shell's hydration: page-app.tsx puts the screen in a Suspense
 * boundary, so React hydrates the shell at once and the screen, in a render and commit of its own, once its code is
 * here. Code that fails to load leaves the boundary as painted (still inert) rather than taking the page down.
 */
function lazyInteractiveScreen(page: PrerenderedPage): ComponentType {
  const loading = loadInteractiveScreen(page).catch((error: unknown) => {
    console.error(`The ${page.name} page could not load its code`, error);
    return new Promise<never>(() => undefined);
  });
  return lazy(async () => ({ default: await loading }));
}

/**
 * A prerendered public page (src/prerender): its HTML is already painted; this hydrates the shell and, on interactive
 * pages, the screen. Loaded by entry-page.tsx once React is.
 */
export async function startPage(container: HTMLElement, name: string | undefined): Promise<void> {
  if (!isPrerenderedName(name)) throw new Error(`No prerendered page named ${String(name)}`);
  const page = prerenderedPage(name);
  const { pathname, search, hash } = window.location;
  // The HTML is a visitor's page without a query string; anyone else gets the page rendered afresh.
  const afresh = search !== '' || isAuthenticated();
  // A query string may carry an OAuth sign-in (AUTH-02): app/providers.tsx takes it in as it loads.
  if (search !== '') {
    await import('./interactive-deps');
    await import('@/app/providers');
  }
  let screen: ReactNode;
  if (!page.interactive) {
    screen = <StaticScreen html={container.querySelector(STATIC_SCREEN_SELECTOR)?.innerHTML ?? ''} />;
  } else {
    // Rendered afresh, the page replaces the painted one in one go: its screen is loaded first.
    const Screen = afresh ? await loadInteractiveScreen(page) : lazyInteractiveScreen(page);
    screen = <Screen />;
  }
  const app = (
    <StrictMode>
      <PageApp page={page} location={{ pathname, search, hash }} screen={screen} />
    </StrictMode>
  );
  if (afresh) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser run between them,
  // instead of in one long task (issue 10: Total Blocking Time); a click on a part not hydrated yet hydrates
  // that part at once and reaches it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  replayEarlyClick();
}
