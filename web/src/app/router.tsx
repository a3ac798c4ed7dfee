import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { redirects, routeTable } from '@/config/paths';
import type { RouteEntry, RouteShell } from '@/config/paths';
import { LATER_RELEASE, pendingScreens } from '@/config/pending-screens';
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

type ScreenLoader = () => Promise<ComponentType>;

/** Route pattern (as in `routeTable`) -> its screen, loaded on first visit. Every other route is pending. */
export const readyScreens: Readonly<Record<string, ScreenLoader>> = {
  '/': async () => (await import('@/routes/home')).HomeRoute,
  '/login': async () => (await import('@/routes/login')).LoginRoute,
  '/register': async () => (await import('@/routes/register')).RegisterRoute,
  '/register/:hash': async () => (await import('@/routes/register-invite')).TenantRegisterRoute,
  '/contact': async () => (await import('@/routes/contact')).ContactRoute,
  '/request-access': async () => (await import('@/routes/request-access')).RequestAccessRoute,
  '/blog': async () => (await import('@/routes/blog')).BlogRoute,
  '/blog/:slug': async () => (await import('@/routes/blog-post')).BlogPostRoute,
  '/resources': async () => (await import('@/routes/resources')).ResourcesRoute,
  '/resources/use-cases': async () => (await import('@/routes/use-cases')).UseCasesRoute,
  '/resources/roi-calculator': async () => (await import('@/routes/roi-calculator')).RoiCalculatorRoute,
  '/company': async () => (await import('@/routes/company')).CompanyRoute,
  '/company/about-us': async () => (await import('@/routes/about-us')).AboutUsRoute,
  '/company/our-mission': async () => (await import('@/routes/our-mission')).OurMissionRoute,
  '/company/contact-us': async () => (await import('@/routes/contact-us')).ContactUsRoute,
  '/company/setup-demo': async () => (await import('@/routes/setup-demo')).SetupDemoRoute,
  '/terms-of-service': async () => (await import('@/routes/terms-of-service')).TermsOfServiceRoute,
  '/dashboard': async () => (await import('@/routes/dashboard')).DashboardRoute,
  '/properties': async () => (await import('@/routes/properties')).PropertiesRoute,
  '/support-bot': async () => (await import('@/routes/support-bot')).SupportBotRoute,
  '/help/support': async () => (await import('@/routes/support-center')).SupportCenterRoute,
  '/help': async () => (await import('@/routes/help')).HelpRoute,
  '/admin/contact-submissions': async () =>
    (await import('@/routes/admin-contact-submissions')).AdminContactSubmissionsRoute,
  '/admin': async () => (await import('@/routes/admin')).AdminRoute,
  '/admin/blog': async () => (await import('@/routes/admin-blog')).AdminBlogRoute,
  '/admin/blog/edit/:id': async () => (await import('@/routes/admin-blog-edit')).AdminBlogEditRoute,
  '/admin/support': async () => (await import('@/routes/admin-support')).AdminSupportRoute,
  '/admin/bug-reports': async () => (await import('@/routes/admin-bug-reports')).AdminBugReportsRoute,
  '/admin/knowledge-base': async () => (await import('@/routes/admin-knowledge-base')).AdminKnowledgeBaseRoute,
  '/admin/system': async () => (await import('@/routes/admin-system')).AdminSystemRoute,
};

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
  const load = readyScreens[entry.pattern];
  if (load) return { path: entry.pattern, lazy: async () => ({ Component: await load() }) };
  // router.spec.tsx checks that every pattern is listed; an unlisted one still renders honestly.
  const deliveredBy = pendingScreens[entry.pattern] ?? LATER_RELEASE;
  return { path: entry.pattern, element: <PendingScreenRoute label={entry.label} deliveredBy={deliveredBy} /> };
}

/**
 * One shell per group. Signed-in routes sit behind RequireAuth outside their shell (visitors never see
 * it); admin routes add RequireAdmin inside it, so moving between the two keeps the shell mounted.
 */
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

/** The whole route tree, built from `routeTable` and `redirects` (config/paths.ts). */
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
