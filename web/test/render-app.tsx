// Renders screens of the web app for unit tests: fresh query and Apollo clients, the toasts, a memory router.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { ToastProvider } from '@/components/ui/toast-provider';
import { createQueryClient } from '@/lib/query-client';

export function renderApp(routes: RouteObject[], initialPath: string) {
  const queryClient = createQueryClient();
  const apolloClient = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Other page</p> }], {
    initialEntries: [initialPath],
  });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ApolloProvider client={apolloClient}>
        <ToastProvider>{children}</ToastProvider>
      </ApolloProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(<RouterProvider router={router} />));
  return { ...view, router, queryClient, apolloClient };
}
