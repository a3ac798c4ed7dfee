import { createBrowserRouter } from 'react-router-dom';

import { paths } from '@/config/paths';
import { HomeRoute } from '@/routes/home';
import { LoginRoute } from '@/routes/login';
import { NotFoundRoute } from '@/routes/not-found';

import { ErrorScreen } from './error-screen';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from './require-auth';

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: paths.home, Component: HomeRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
      { path: paths.login, Component: LoginRoute },
      {
        Component: RequireAuth,
        children: [
          {
            Component: AppLayout,
            children: [
              {
                path: paths.dashboard,
                lazy: async () => ({ Component: (await import('@/routes/dashboard')).DashboardRoute }),
              },
              {
                path: paths.properties,
                lazy: async () => ({ Component: (await import('@/routes/properties')).PropertiesRoute }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
