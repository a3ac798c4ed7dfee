import { ForbiddenException } from '@nestjs/common';
import { AppException } from '@pm/kit';
import { buildSchema, graphql, GraphQLError } from 'graphql';
import { formatGraphQLError, variableFieldErrors } from './format-error';

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

  it('answers every 400 as BAD_USER_INPUT, keeping the specific code as reason and the messages by field', () => {
    const error = wrapped(new AppException(400, 'VALIDATION_FAILED', 'Invalid input', { fields: { a: ['bad'] } }));
    expect(formatGraphQLError(formatted(error), error).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'VALIDATION_FAILED',
      fields: { a: ['bad'] },
    });
  });

  it('keeps details other than the field messages', () => {
    const error = wrapped(new AppException(409, 'STALE_VERSION', 'Changed', { currentVersion: 3 }));
    expect(formatGraphQLError(formatted(error), error).extensions).toEqual({
      code: 'STALE_VERSION',
      details: { currentVersion: 3 },
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

  describe('variables the schema refuses', () => {
    const schema = buildSchema(`
      enum Status { open closed }
      input NoteInput { title: String!, count: Int }
      type Query { notes(status: Status): Int }
      type Mutation { addNote(input: NoteInput!): Int }
    `);
    const refusal = async (source: string, variableValues: Record<string, unknown>) => {
      const result = await graphql({ schema, source, variableValues });
      const message = result.errors![0]!.message;
      return formatGraphQLError({ message, extensions: { code: 'BAD_USER_INPUT' } }, new GraphQLError(message))
        .extensions;
    };
    const ADD = 'mutation($input: NoteInput!) { addNote(input: $input) }';

    it('names the input field of a wrong type, a missing one and an unknown one', async () => {
      expect((await refusal(ADD, { input: { title: 'a', count: 'many' } }))?.fields).toEqual({
        count: [expect.stringMatching(/Int cannot represent/)],
      });
      expect((await refusal(ADD, { input: {} }))?.fields).toEqual({
        title: [expect.stringMatching(/was not provided/)],
      });
      expect((await refusal(ADD, { input: { title: 'a', colour: 'red' } }))?.fields).toEqual({
        colour: [expect.stringMatching(/is not defined/)],
      });
    });

    it('names a whole argument by its variable', async () => {
      const extensions = await refusal('query($status: Status) { notes(status: $status) }', { status: 'gone' });
      expect(extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { status: [expect.stringMatching(/gone/)] } });
    });

    it('leaves other messages alone', () => {
      expect(variableFieldErrors('Syntax Error: Expected Name, found <EOF>.')).toBeNull();
    });
  });
});
