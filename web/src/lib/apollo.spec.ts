import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

import { apolloClient, toFailure } from './apollo';
import { shouldRetry } from './cache-policy';

describe('Apollo client policy', () => {
  it('[CONST-02] reads cache-first, never refetches on focus, refetches on reconnect', () => {
    expect(apolloClient.defaultOptions.watchQuery).toMatchObject({
      fetchPolicy: 'cache-first',
      refetchOn: { windowFocus: false, online: true },
    });
  });

  it('[CONST-03] an HTTP 401/403/4xx from the GraphQL endpoint is not retried, a 5xx is', () => {
    const serverError = (statusCode: number) =>
      new ServerError('failed', { response: { status: statusCode } as unknown as Response, bodyText: '' });
    expect(shouldRetry('query', 1, toFailure(serverError(401)))).toBe(false);
    expect(shouldRetry('query', 1, toFailure(serverError(403)))).toBe(false);
    expect(shouldRetry('query', 1, toFailure(serverError(502)))).toBe(true);
  });

  it('[CONST-03] GraphQL errors (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT) are not retried; server faults are', () => {
    const graphqlError = (code: string) =>
      new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });
    expect(shouldRetry('query', 1, toFailure(graphqlError('UNAUTHENTICATED')))).toBe(false);
    expect(shouldRetry('query', 1, toFailure(graphqlError('FORBIDDEN')))).toBe(false);
    expect(shouldRetry('query', 1, toFailure(graphqlError('BAD_USER_INPUT')))).toBe(false);
    expect(shouldRetry('query', 1, toFailure(graphqlError('INTERNAL_SERVER_ERROR')))).toBe(true);
  });

  it('[CONST-03] a network failure is retried up to 2 times', () => {
    const failure = toFailure(new TypeError('Failed to fetch'));
    expect(shouldRetry('query', 2, failure)).toBe(true);
    expect(shouldRetry('query', 3, failure)).toBe(false);
  });
});
