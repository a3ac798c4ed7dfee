import type { AuthedRequest } from '../auth/auth-user';
import type { RequestLoaders } from './request-loaders';

/** Built once per request. */
export interface GqlContext {
  req: AuthedRequest;
  loaders: RequestLoaders;
}
