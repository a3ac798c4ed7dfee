import { Outlet, ScrollRestoration } from 'react-router-dom';

import { useAuthErrorRedirect } from '../use-auth-error-redirect';
import { usePageTitle } from '../use-page-title';
import { FloatingLayers } from './floating-layers';

export function RootLayout() {
  useAuthErrorRedirect();
  usePageTitle();
  return (
    <>
      <Outlet />
      <FloatingLayers />
      <ScrollRestoration />
    </>
  );
}
