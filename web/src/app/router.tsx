import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { redirects, routeTable } from '@/config/paths';
import type { RouteEntry, RouteShell } from '@/config/paths';
import { LegacyRedirectRoute } from '@/routes/legacy-redirect';
import { NotFoundRoute } from '@/routes/not-found';
import { PendingScreenRoute } from '@/routes/pending-screen';

import { ErrorScreen } from './error-screen';
import { BareLayout } from './layouts/bare-layout';
import { LazyAppLayout } from './layouts/lazy-app-layout';
import { MarketingLayout } from './layouts/marketing-layout';
import { RootLayout } from './layouts/root-layout';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

export type RouteLayouts = Readonly<Record<'root' | RouteShell, ComponentType>>;

const productionLayouts: RouteLayouts = {
  root: RootLayout,
  marketing: MarketingLayout,
  app: LazyAppLayout,
  bare: BareLayout,
};

export interface BuildRoutesOptions {
  /** Tests pass trivial layouts; production uses the real shells. */
  layouts?: RouteLayouts;
}

const SHELLS: readonly RouteShell[] = ['marketing', 'app', 'bare'];

function screenRoute(entry: RouteEntry): RouteObject {
  const { screen, pending } = entry;
  if (screen) return { path: entry.pattern, lazy: async () => ({ Component: await screen() }) };
  return { path: entry.pattern, element: <PendingScreenRoute title={entry.title} deliveredBy={pending} /> };
}

/** RequireAuth sits outside the shell (visitors never see it), RequireAdmin inside (the shell stays mounted). */
function shellRoutes(shell: RouteShell, Layout: ComponentType): RouteObject[] {
  const entries = routeTable.filter((entry) => entry.shell === shell);
  const publicRoutes = entries.filter((entry) => entry.access === 'public').map(screenRoute);
  const authRoutes = entries.filter((entry) => entry.access === 'auth').map(screenRoute);
  const adminRoutes = entries.filter((entry) => entry.access === 'admin').map(screenRoute);

  // Unknown paths (ROUTE-12) share the marketing shell with the public pages, so it stays mounted between them.
  if (shell === 'marketing') publicRoutes.push({ path: '*', Component: NotFoundRoute });

  const groups: RouteObject[] = [];
  if (publicRoutes.length > 0) groups.push({ Component: Layout, children: publicRoutes });
  if (authRoutes.length + adminRoutes.length > 0) {
    const signedIn: RouteObject[] = [...authRoutes];
    if (adminRoutes.length > 0) signedIn.push({ Component: RequireAdmin, children: adminRoutes });
    groups.push({ Component: RequireAuth, children: [{ Component: Layout, children: signedIn }] });
  }
  return groups;
}

export function buildRoutes({ layouts = productionLayouts }: BuildRoutesOptions = {}): RouteObject[] {
  const routes = SHELLS.flatMap((shell) => shellRoutes(shell, layouts[shell]));
  return [
    {
      Component: layouts.root,
      ErrorBoundary: ErrorScreen,
      // The first lazy screen loads in a blink; showing nothing avoids a flash of a loader.
      hydrateFallbackElement: <></>,
      children: [
        ...routes,
        ...redirects.map(({ from, to }) => ({ path: from, element: <LegacyRedirectRoute to={to} /> })),
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
