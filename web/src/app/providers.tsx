import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ToastProvider } from '@/components/ui/toast-provider';
import { consumeOAuthRedirect } from '@/features/auth/api/oauth-redirect';
import { clearStaleAuth } from '@/lib/auth-storage';
import { queryClient } from '@/lib/query-client';

/** Before the router reads the URL (app.tsx imports this module first): AUTH-02, AUTH-03, AUTH-11. */
function bootstrapSession(): void {
  consumeOAuthRedirect(queryClient);
  clearStaleAuth();
}

bootstrapSession();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
