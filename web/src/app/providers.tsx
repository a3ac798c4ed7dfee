import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';

import { ToastProvider } from '@/components/ui/toast-provider';
import { apolloClient } from '@/lib/apollo';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloProvider>
  );
}
