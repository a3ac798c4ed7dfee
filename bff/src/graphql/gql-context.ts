import type { AuthedRequest } from '../auth/auth-user';
import type { Loaders } from '../loaders/loaders';

/** What every resolver receives as its GraphQL context; built once per request. */
export interface GqlContext {
  req: AuthedRequest;
  loaders: Loaders;
}
