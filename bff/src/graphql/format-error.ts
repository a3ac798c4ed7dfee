import { HttpException, Logger } from '@nestjs/common';
import { AppException } from '@pm/kit';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

const logger = new Logger('GraphQL');

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The error a resolver threw, when GraphQL wrapped one. */
function thrownBy(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? error.originalError : error;
}

/**
 * The GraphQL end of the one error pipeline: an AppException's code becomes extensions.code,
 * except that every 400 is BAD_USER_INPUT (its own code kept as extensions.reason), as GraphQL
 * clients expect. Unknown errors are logged and answered without detail; no stack trace leaves.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const base = {
    message: formatted.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  const original = thrownBy(error);
  if (original instanceof AppException) {
    const code = original.statusCode === 400 ? 'BAD_USER_INPUT' : original.code;
    return {
      ...base,
      message: original.message,
      extensions: {
        code,
        ...(code !== original.code ? { reason: original.code } : {}),
        ...(original.details ? { details: original.details } : {}),
      },
    };
  }
  if (original instanceof HttpException) {
    const status = original.getStatus();
    if (status < 500)
      return { ...base, message: original.message, extensions: { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST' } };
  }
  if (original instanceof Error && !(original instanceof GraphQLError)) {
    logger.error(original.stack ?? original.message);
    return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  // GraphQL's own errors (syntax, validation, limits): their message and code, nothing else.
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
  return { ...base, extensions: { code } };
}
