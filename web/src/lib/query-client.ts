import { QueryClient } from '@tanstack/react-query';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';

import {
  COMPANY_STALE_TIME_MS,
  GC_TIME_MS,
  REFETCH_ON,
  retryDelay,
  shouldRetry,
  STALE_TIME_MS,
  USER_STALE_TIME_MS,
} from './cache-policy';
import { apiRequest } from './rest-client';

/** CALL-03: the current user (GET /api/user). */
export const USER_QUERY_KEY = ['/user'] as const;
/** CALL-05: the current company (GET /api/companies/current). */
export const COMPANY_QUERY_KEY = ['/companies/current'] as const;

/** CALL-02: ['/properties', id] -> '/properties/id' (the REST client adds the /api base). */
export function queryKeyToPath(queryKey: QueryKey): string {
  const path = queryKey
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .map((part, index) => {
      const text = String(part);
      return index === 0 ? text : encodeURIComponent(text);
    })
    .join('/');
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute.startsWith('/api/') ? absolute.slice('/api'.length) : absolute;
}

const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest<unknown>(queryKeyToPath(queryKey), { signal });

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: REFETCH_ON.windowFocus,
        refetchOnMount: REFETCH_ON.mount,
        refetchOnReconnect: REFETCH_ON.reconnect,
        retry: (failureCount, error) => shouldRetry('query', failureCount + 1, error),
        retryDelay: (failureCount) => retryDelay('query', failureCount + 1),
      },
      mutations: {
        retry: (failureCount, error) => shouldRetry('mutation', failureCount + 1, error),
        retryDelay: (failureCount) => retryDelay('mutation', failureCount + 1),
      },
    },
  });
  client.setQueryDefaults(USER_QUERY_KEY, { staleTime: USER_STALE_TIME_MS });
  client.setQueryDefaults(COMPANY_QUERY_KEY, { staleTime: COMPANY_STALE_TIME_MS });
  return client;
}

export const queryClient = createQueryClient();
