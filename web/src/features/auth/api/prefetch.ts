import { apiRequest } from '@/lib/rest-client';

const PREFETCH_DELAY_MS = 100;
const PREFETCH_PATHS = ['/user', '/properties', '/maintenance'] as const;

/** Spec §4: 100 ms after login, warm the data the first screens need. Fire and forget. */
export function schedulePostLoginPrefetch(): void {
  setTimeout(() => {
    void Promise.allSettled(PREFETCH_PATHS.map((path) => apiRequest<unknown>(path)));
  }, PREFETCH_DELAY_MS);
}
