import { Outlet, ScrollRestoration } from 'react-router-dom';

import { PwaLayer } from '@/features/pwa/components/pwa-layer';
import { WidgetLayer } from '@/features/widgets/widget-layer';

import { useAuthErrorRedirect } from '../use-auth-error-redirect';
import { usePageTitle } from '../use-page-title';

export function RootLayout() {
  useAuthErrorRedirect();
  usePageTitle();
  return (
    <>
      <Outlet />
      <PwaLayer />
      <WidgetLayer />
      <ScrollRestoration />
    </>
  );
}
