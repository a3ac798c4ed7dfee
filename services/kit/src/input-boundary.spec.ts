import { IsString, validateSync } from 'class-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { findInputFault, MAX_INPUT_DEPTH, MayBeAbsent, registerInputBoundary } from './input-boundary';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

describe('findInputFault', () => {
  it('passes well-formed text, surrogate pairs (emoji) included, and every scalar', () => {
    expect(
      findInputFault({ name: 'Zoë 🏠', count: 3, ok: true, none: null, list: ['a', { b: 'c' }], '': 'empty key' }),
    ).toBeNull();
    expect(findInputFault('plain')).toBeNull();
    expect(findInputFault(undefined)).toBeNull();
  });

  it('names the member holding a NUL, however deep, by its dotted path', () => {
    expect(findInputFault({ metadata: { transcript: [{ content: 'ok' }, { content: 'a\u0000b' }] } })).toEqual({
      field: 'metadata.transcript.1.content',
      message: 'metadata.transcript.1.content must not contain a NUL character',
    });
  });

  it.each([['\ud800'], ['x\udfffy'], ['\ud83d '], ['\ude00 ']])('refuses the lone surrogate in %j', (text) => {
    expect(findInputFault({ email: text })).toEqual({
      field: 'email',
      message: 'email must be well-formed Unicode (it has a lone surrogate)',
    });
  });

  it('refuses NUL and lone surrogates in member names, shown with U+FFFD', () => {
    expect(findInputFault({ a: { 'b\u0000': 1 } })).toEqual({
      field: 'a.b\ufffd',
      message: 'a member name must not contain a NUL character',
    });
    expect(findInputFault({ ['\udc00']: 1 })?.field).toBe('\ufffd');
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'prototype'])(
    'refuses the member name %s, which class-transformer would drop unseen',
    (name) => {
      const value = JSON.parse(`{"ok":{"${name}":1}}`) as unknown;
      expect(findInputFault(value)).toEqual({ field: `ok.${name}`, message: `${name} is not an allowed member name` });
    },
  );

  it(`allows ${MAX_INPUT_DEPTH} levels of nesting and refuses one more, or 5,000`, () => {
    expect(findInputFault(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputFault(nested(MAX_INPUT_DEPTH + 1))).toEqual({
      field: '0.0.0.0.0.0.0.0.0.0',
      message: `0.0.0.0.0.0.0.0.0.0 is nested deeper than ${MAX_INPUT_DEPTH} levels`,
    });
    expect(findInputFault(nested(5_000), { root: 'technicalInfo', path: 'technicalInfo' })?.message).toMatch(
      /^technicalInfo(\.0)+ is nested deeper than 10 levels$/,
    );
  });

  it('names a fault of the whole value by its root', () => {
    expect(findInputFault('\u0000', { root: 'title' })).toEqual({
      field: 'title',
      message: 'title must not contain a NUL character',
    });
  });
});

describe('registerInputBoundary', () => {
  let fastify: FastifyInstance;
  const reached: string[] = [];

  beforeAll(async () => {
    fastify = Fastify();
    registerInputBoundary(fastify, { graphqlPath: '/graphql' });
    fastify.post('/items/:id', async (request) => {
      reached.push(request.url);
      return { ok: true };
    });
    fastify.get('/items', async (request) => {
      reached.push(request.url);
      return { ok: true };
    });
    fastify.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler: async (request) => {
        reached.push(request.url);
        return { data: {} };
      },
    });
    await fastify.ready();
  });
  afterAll(() => fastify.close());
  beforeEach(() => reached.splice(0));

  it('lets good input through to the handler', async () => {
    const res = await fastify.inject({ method: 'POST', url: '/items/1?q=a', payload: { name: 'Zoë' } });
    expect(res.statusCode).toBe(200);
    expect(reached).toEqual(['/items/1?q=a']);
  });

  it('answers the shared 400 body naming every bad part, before the handler', async () => {
    const res = await fastify.inject({
      method: 'POST',
      url: '/items/a%00b?q=%00',
      payload: { title: 'x\udfffy', nested: { ok: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: id must not contain a NUL character',
      details: {
        fields: {
          id: ['id must not contain a NUL character'],
          q: ['q must not contain a NUL character'],
          title: ['title must be well-formed Unicode (it has a lone surrogate)'],
        },
      },
    });
    expect(reached).toEqual([]);
  });

  it('refuses 5,000 nested arrays as a whole body', async () => {
    const res = await fastify.inject({
      method: 'POST',
      url: '/items/1',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(5000) + ']'.repeat(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fields)).toEqual(['0.0.0.0.0.0.0.0.0.0']);
  });

  it('answers GraphQL as GraphQL: BAD_USER_INPUT with the field named below its variable', async () => {
    const res = await fastify.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation($input: X!) { x(input: $input) }', variables: { input: { title: 'a\u0000' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Invalid input: title must not contain a NUL character',
          extensions: {
            code: 'BAD_USER_INPUT',
            reason: 'VALIDATION_FAILED',
            fields: { title: ['title must not contain a NUL character'] },
          },
        },
      ],
    });
    expect(reached).toEqual([]);
  });

  it("reads a GraphQL GET's variables from their JSON text", async () => {
    const variables = encodeURIComponent(JSON.stringify({ id: '\u0000' }));
    const res = await fastify.inject({ method: 'GET', url: `/graphql?query=%7Bx%7D&variables=${variables}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.fields).toEqual({ id: ['id must not contain a NUL character'] });
  });
});

describe('MayBeAbsent', () => {
  class Member {
    @MayBeAbsent() @IsString() page?: string;
  }
  const errors = (value: object) => validateSync(Object.assign(new Member(), value)).map((error) => error.property);

  it('lets a member be left out but validates null, which @IsOptional would store', () => {
    expect(errors({})).toEqual([]);
    expect(errors({ page: '/contact' })).toEqual([]);
    expect(errors({ page: null })).toEqual(['page']);
  });
});
