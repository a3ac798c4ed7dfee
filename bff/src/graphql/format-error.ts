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

function thrownBy(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? error.originalError : error;
}

/**
 * Every 400 is BAD_USER_INPUT, as GraphQL clients expect, with its own code as extensions.reason and its
 * messages by field as extensions.fields. Unknown errors are logged and answered without detail.
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
    const { fields, ...details } = original.details ?? {};
    return {
      ...base,
      message: original.message,
      extensions: {
        code,
        ...(code !== original.code ? { reason: original.code } : {}),
        ...(fields ? { fields } : {}),
        ...(Object.keys(details).length > 0 ? { details } : {}),
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
  const fields = code === 'BAD_USER_INPUT' ? variableFieldErrors(formatted.message) : null;
  return { ...base, extensions: { code, ...(fields ? { fields } : {}) } };
}

const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value .*?(?: at "([\w.[\]]+)")?; (.*)$/s;
const NAMED_FIELD = /^Field "(\w+)" (?:of required type|is not defined)/;

/** A variable the schema refused, as the per-field message a resolver's validation gives, so forms show it. */
export function variableFieldErrors(message: string): Record<string, string[]> | null {
  const match = INVALID_VARIABLE.exec(message);
  if (!match) return null;
  const [, variable, path, reason] = match as unknown as [string, string, string | undefined, string];
  const field = NAMED_FIELD.exec(reason)?.[1] ?? (path ? path.split('.').slice(1).join('.') || variable : variable);
  return { [field]: [reason] };
}
