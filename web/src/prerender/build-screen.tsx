import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { createQueryClient } from '@/lib/query-client';

import type { PrerenderedPage } from './pages';
import { StaticScreen } from './static-screen';

/** At build time, a page's screen as start-page.tsx hydrates it: an interactive one inside its queries. */
export function buildScreen(page: PrerenderedPage, screen: ReactNode): ReactNode {
  if (!page.interactive) return <StaticScreen>{screen}</StaticScreen>;
  return <QueryClientProvider client={createQueryClient()}>{screen}</QueryClientProvider>;
}
