import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** The caller may not see this list at all (a role check), as opposed to a failure worth retrying. */
export function isForbidden(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'FORBIDDEN');
  if (ServerError.is(error)) return error.statusCode === 403;
  return false;
}
