import type { QueryClient } from '@tanstack/react-query';

import { getAccessToken } from '@/lib/auth-storage';
import { USER_PREFETCH_STALE_TIME_MS } from '@/lib/cache-policy';
import { USER_QUERY_KEY } from '@/lib/query-client';

/** AUTH-04: the prefetch runs 100 ms after login. */
const PREFETCH_DELAY_MS = 100;

/** CALL-04 */
const PREFETCHED_LISTS = [['/properties'], ['/maintenance']] as const;

/** AUTH-04 / CALL-03 / CALL-04. Fire and forget: prefetchQuery never throws. */
export function schedulePostLoginPrefetch(client: QueryClient): void {
  setTimeout(() => {
    // Signed out again within the 100 ms: nothing to warm.
    if (getAccessToken() === null) return;
    // The user seeded from the login answer has no company: fetch the full one now.
    void client
      .invalidateQueries({ queryKey: USER_QUERY_KEY, refetchType: 'none' })
      .then(() => client.prefetchQuery({ queryKey: USER_QUERY_KEY, staleTime: USER_PREFETCH_STALE_TIME_MS }));
    for (const queryKey of PREFETCHED_LISTS) void client.prefetchQuery({ queryKey });
  }, PREFETCH_DELAY_MS);
}
