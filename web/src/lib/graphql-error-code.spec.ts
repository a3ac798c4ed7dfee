import { CombinedGraphQLErrors } from '@apollo/client/errors';

import { hasGraphQLErrorCode } from './graphql-error-code';
import { ApiError } from './rest-client';

const graphqlError = (...codes: string[]) =>
  new CombinedGraphQLErrors({ data: null, errors: codes.map((code) => ({ message: code, extensions: { code } })) });

describe('hasGraphQLErrorCode', () => {
  it('finds the code among the errors of a GraphQL answer', () => {
    expect(hasGraphQLErrorCode(graphqlError('STALE_VERSION'), 'STALE_VERSION')).toBe(true);
    expect(hasGraphQLErrorCode(graphqlError('BAD_USER_INPUT', 'STALE_VERSION'), 'STALE_VERSION')).toBe(true);
    expect(hasGraphQLErrorCode(graphqlError('SLUG_TAKEN'), 'STALE_VERSION')).toBe(false);
  });

  it('is false for anything that is not a GraphQL answer', () => {
    expect(hasGraphQLErrorCode(new ApiError(409, 'STALE_VERSION', 'reload'), 'STALE_VERSION')).toBe(false);
    expect(hasGraphQLErrorCode(new Error('STALE_VERSION'), 'STALE_VERSION')).toBe(false);
    expect(hasGraphQLErrorCode(undefined, 'STALE_VERSION')).toBe(false);
  });
});
