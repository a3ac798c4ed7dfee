import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  onlineSource,
  RefetchEventManager,
  ServerError,
  ServerParseError,
} from '@apollo/client';
import type { ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { from as fromPromise, mergeMap } from 'rxjs';

import { env } from '@/config/env';

import { REFETCH_ON, retryDelay, shouldRetry } from './cache-policy';
import { getValidAccessToken, refreshAccessToken } from './rest-client';

const AUTH_RETRIED = 'authRetried';

function isUnauthenticated(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
  return false;
}

const authLink = new ApolloLink((operation, forward) =>
  fromPromise(getValidAccessToken()).pipe(
    mergeMap((token) => {
      if (token) {
        operation.setContext(({ headers }) => ({ headers: { ...headers, authorization: `Bearer ${token}` } }));
      }
      return forward(operation);
    }),
  ),
);

/** One refresh-and-retry on UNAUTHENTICATED; a failed refresh already cleared the session. */
const unauthenticatedLink = new ErrorLink(({ error, operation, forward }) => {
  if (!isUnauthenticated(error) || operation.getContext()[AUTH_RETRIED] === true) return;
  return fromPromise(refreshAccessToken()).pipe(
    mergeMap((token) => {
      if (!token) throw error;
      operation.setContext({ [AUTH_RETRIED]: true });
      return forward(operation);
    }),
  );
});

const SERVER_FAULT_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'BAD_GATEWAY', 'GATEWAY_TIMEOUT']);

interface Failure {
  status?: number;
  code?: string;
  message?: string;
}

/**
 * The cache-policy retry rule reads {status, code}: an HTTP failure keeps its status code; a GraphQL
 * error keeps its extensions code (e.g. UNAUTHENTICATED, FORBIDDEN) and counts as a client error (4xx:
 * never retried) unless it is a server fault. Network failures carry neither and are retried.
 */
export function toFailure(error: unknown): Failure {
  if (ServerError.is(error)) return { status: error.statusCode, message: error.message };
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors.map((item) => item.extensions?.code).find((item) => typeof item === 'string');
    const status = typeof code === 'string' && SERVER_FAULT_CODES.has(code) ? 500 : 400;
    return { status, code: typeof code === 'string' ? code : undefined, message: error.message };
  }
  if (ServerParseError.is(error)) return { code: 'INVALID_FORMAT' };
  return {};
}

function operationKind(operation: ApolloLink.Operation): 'query' | 'mutation' {
  return operation.operationType === 'mutation' ? 'mutation' : 'query';
}

const retryLink = new RetryLink({
  attempts: (failures, operation, error) => shouldRetry(operationKind(operation), failures, toFailure(error)),
  delay: (failures, operation) => retryDelay(operationKind(operation), failures),
});

const httpLink = new HttpLink({ uri: env.graphqlUrl, credentials: 'include' });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([retryLink, unauthenticatedLink, authLink, httpLink]),
  // No field policy: each page of each search, filter and sort is its own cache entry (the DataTable shows one
  // page at a time); a merging policy such as relayStylePagination would pile a list's pages into one.
  cache: new InMemoryCache(),
  defaultOptions: {
    // CONST-02: answer from the cache (no refetch on mount), never refetch on focus, refetch on reconnect.
    watchQuery: {
      fetchPolicy: 'cache-first',
      refetchOn: { windowFocus: REFETCH_ON.windowFocus, online: REFETCH_ON.reconnect },
    },
  },
  refetchEventManager: new RefetchEventManager({ sources: { online: onlineSource } }),
  devtools: { enabled: env.isDev },
});
