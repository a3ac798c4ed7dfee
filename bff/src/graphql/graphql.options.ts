import type { ApolloDriverConfig } from '@nestjs/apollo';
import { BffSettings } from '../config/bff.config';
import type { AuthedRequest } from '../auth/auth-user';
import { LoadersFactory } from '../loaders/loaders';
import { queryLimitRules } from './complexity';
import { formatGraphQLError } from './format-error';
import type { GqlContext } from './gql-context';

/** Options of the one GraphQL endpoint; the schema is built in memory from the code, never written at runtime. */
export function graphqlOptions(settings: BffSettings, loaders: LoadersFactory): Omit<ApolloDriverConfig, 'driver'> {
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    introspection: !settings.production,
    // No landing page in any environment: explorers point at the endpoint themselves.
    playground: false,
    includeStacktraceInErrorResponses: false,
    autoTransformHttpErrors: false,
    formatError: formatGraphQLError,
    validationRules: queryLimitRules(),
    context: (request: AuthedRequest): GqlContext => ({
      req: request,
      loaders: loaders.create(() => request.user),
    }),
  };
}
