import { ForbiddenException } from '@nestjs/common';
import { AppException } from '@pm/kit';
import { GraphQLError } from 'graphql';
import { formatGraphQLError } from './format-error';

const wrapped = (error: Error) => new GraphQLError(error.message, { path: ['x'], originalError: error });
const formatted = (error: GraphQLError) => ({
  message: error.message,
  path: error.path,
  extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at secret.ts:1'] },
});

describe('formatGraphQLError', () => {
  it("puts an AppException's code in extensions.code", () => {
    const error = wrapped(new AppException(403, 'FORBIDDEN', 'You do not have permission to do this'));
    expect(formatGraphQLError(formatted(error), error)).toEqual({
      message: 'You do not have permission to do this',
      path: ['x'],
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('answers every 400 as BAD_USER_INPUT, keeping the specific code as reason and the field details', () => {
    const error = wrapped(new AppException(400, 'VALIDATION_FAILED', 'Invalid input', { fields: { a: ['bad'] } }));
    expect(formatGraphQLError(formatted(error), error).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'VALIDATION_FAILED',
      details: { fields: { a: ['bad'] } },
    });
  });

  it('maps Nest HTTP exceptions by status', () => {
    const error = wrapped(new ForbiddenException());
    expect(formatGraphQLError(formatted(error), error).extensions).toEqual({ code: 'FORBIDDEN' });
  });

  it('hides unknown errors and never returns a stack trace', () => {
    const error = wrapped(new TypeError('cannot read x of undefined at /srv/app.js'));
    const logger = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = formatGraphQLError(formatted(error), error);
    logger.mockRestore();
    expect(result).toEqual({
      message: 'Internal server error',
      path: ['x'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it("keeps GraphQL's own errors and their code, without the stack trace", () => {
    const error = new GraphQLError('Cannot query field "x" on type "Query".');
    const result = formatGraphQLError(
      { message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', stacktrace: ['...'] } },
      error,
    );
    expect(result).toEqual({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});
