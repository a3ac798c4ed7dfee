import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';

import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { env } from '@/config/env';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { BottomBar } from '@/features/navigation/components/bottom-bar';
import { NotificationBell } from '@/features/navigation/components/notification-bell';
import { apolloClient } from '@/lib/apollo';
import { getAuthData } from '@/lib/auth-storage';

import { AppSidebar } from './sidebar';

/** Business data comes through GraphQL only here, so Apollo is provided here, out of the public pages' bundle. */
export function AppLayout() {
  const { user } = useCurrentUser();
  const role = user?.role ?? getAuthData()?.user?.role;

  return (
    <ApolloProvider client={apolloClient}>
      <SidebarProvider className="bg-slate-50">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AppSidebar role={role} />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-4">
            <SidebarTrigger />
            <span className="truncate font-semibold text-slate-900 md:hidden">{env.appName}</span>
            <div className="ml-auto flex items-center gap-1">
              <NotificationBell />
            </div>
          </header>
          <main
            id="main"
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 md:pb-10 lg:px-8"
          >
            <Outlet />
          </main>
        </SidebarInset>
        <BottomBar signedIn />
      </SidebarProvider>
    </ApolloProvider>
  );
}
