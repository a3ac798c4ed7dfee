// Apollo Client 4 for business data: bearer token from auth storage, the REST
// client's refresh on UNAUTHENTICATED, spec §9 retries, cursor-paged lists.
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  onlineSource,
  RefetchEventManager,
  ServerError,
} from '@apollo/client';
import type { ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { relayStylePagination } from '@apollo/client/utilities';
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

/** Reads the stored token for every operation (refreshing it first when expired). */
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

function operationKind(operation: ApolloLink.Operation): 'query' | 'mutation' {
  return operation.operationType === 'mutation' ? 'mutation' : 'query';
}

const retryLink = new RetryLink({
  attempts: (failures, operation, error) => shouldRetry(operationKind(operation), failures, error),
  delay: (failures, operation) => retryDelay(operationKind(operation), failures),
});

const httpLink = new HttpLink({ uri: env.graphqlUrl, credentials: 'include' });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([retryLink, unauthenticatedLink, authLink, httpLink]),
  cache: new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // Pages of one list share a cache entry; `first`/`after` only page through it.
          properties: relayStylePagination([]),
          adminUsers: relayStylePagination([]),
        },
      },
    },
  }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first', refetchOn: REFETCH_ON },
  },
  refetchEventManager: new RefetchEventManager({ sources: { online: onlineSource } }),
  devtools: { enabled: env.isDev },
});
