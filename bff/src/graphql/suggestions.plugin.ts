import type { ApolloServerPlugin } from '@apollo/server';
import type { AuthedRequest } from '../auth/auth-user';
import type { GqlContext } from './gql-context';

const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * graphql-js answers a misspelt field, argument, type or enum value with the names it resembles, which
 * would let a visitor list the admin schema one guess at a time. Only signed-in callers get them.
 */
export function suggestionsForSignedInPlugin(
  isSignedIn: (request: AuthedRequest) => boolean,
): ApolloServerPlugin<GqlContext> {
  return {
    // Asked only once there are errors: a token verified for every request would double the work of the guards.
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          if (isSignedIn(contextValue.req)) return;
          for (const error of errors) error.message = error.message.replace(SUGGESTION, '');
        },
      };
    },
  };
}
