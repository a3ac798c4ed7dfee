import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { ModuleRef } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ExtractJwt } from 'passport-jwt';
import type { AuthedRequest } from '../auth/auth-user';
import type { BffSettings } from '../config/bff.config';
import { MAX_QUERY_TOKENS, queryLimitRules } from './complexity';
import { formatGraphQLError } from './format-error';
import { answerJoinedFieldsFromParent } from './joined-fields';
import type { GqlContext } from './gql-context';
import { GRAPHQL_PATH } from './query-length';
import { queryCostPlugin } from './query-cost.plugin';
import { RequestLoaders } from './request-loaders';
import { suggestionsForSignedInPlugin } from './suggestions.plugin';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Options of the one GraphQL endpoint; the schema is built in memory from the code, never written at runtime. */
export function graphqlOptions(settings: BffSettings, moduleRef: ModuleRef): Omit<ApolloDriverConfig, 'driver'> {
  // The guards verify the caller per resolver; validation errors are answered before any resolver runs.
  const isSignedIn = (request: AuthedRequest): boolean => {
    const token = bearerToken(request);
    if (!token) return false;
    try {
      moduleRef.get(JwtService, { strict: false }).verify(token);
      return true;
    } catch {
      return false;
    }
  };
  return {
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    // Off in production for everyone, signed in or not (partners get bff/schema.graphql); on elsewhere,
    // where a developer's tools ask for it.
    introspection: !settings.production,
    // No landing page in any environment: explorers point at the endpoint themselves.
    playground: false,
    includeStacktraceInErrorResponses: false,
    autoTransformHttpErrors: false,
    formatError: formatGraphQLError,
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    validationRules: queryLimitRules(),
    // One operation per request: an array body is refused (400) before any of it runs.
    allowBatchedHttpRequests: false,
    // Automatic persisted queries: a known sha256 is answered from the server's bounded in-memory store,
    // a document is stored only once it passed every limit, and a hash that does not match it is refused.
    persistedQueries: {},
    // No cache hints are set anywhere: without this, Apollo walks every resolved field for them.
    plugins: [ApolloServerPluginCacheControlDisabled(), queryCostPlugin(), suggestionsForSignedInPlugin(isSignedIn)],
    transformSchema: answerJoinedFieldsFromParent,
    context: (request: AuthedRequest): GqlContext => ({
      req: request,
      loaders: new RequestLoaders(moduleRef, () => request.user),
    }),
  };
}
