import type { Type } from '@nestjs/common';
import { buildSchema, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import {
  BATCHED_LOAD_COST,
  MAX_ALIASES,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_ROOT_FIELDS,
  queryCost,
  queryLimitRules,
  SERVICE_CALL_COST,
} from './complexity';
import { buildBffSchema, registeredResolvers } from './schema';

const toy = buildSchema(`
  type Node { id: ID! child: Node children: [Node!]! }
  type Query { root: Node other: Node }
`);

const nested = (depth: number) => `{ root ${'{ child '.repeat(depth - 2)}{ id }${' }'.repeat(depth - 2)} }`;
const run = (query: string) => validate(toy, parse(query), [...specifiedRules, ...queryLimitRules()]);
const messages = (query: string) => run(query).map((e) => e.message);

describe('queryLimitRules', () => {
  it(`accepts a query ${MAX_QUERY_DEPTH} levels deep`, () => {
    expect(run(nested(MAX_QUERY_DEPTH))).toEqual([]);
  });

  it('rejects a deeper query as a validation error, not a thrown one', () => {
    expect(messages(nested(MAX_QUERY_DEPTH + 1))).toEqual([expect.stringMatching(/depth limit of 8 exceeded/)]);
  });

  it(`accepts ${MAX_ALIASES} aliases and rejects one more, counting those a fragment brings each time it is spread`, () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: id`).join(' ');
    expect(run(`{ root { ${aliases(MAX_ALIASES)} } }`)).toEqual([]);
    expect(messages(`{ root { ${aliases(MAX_ALIASES + 1)} } }`)).toEqual([
      expect.stringMatching(/Aliases limit of 15 exceeded, found 16/),
    ]);
    const spreadTwice = `{ root { ...F child { ...F } } } fragment F on Node { ${aliases(8)} }`;
    expect(messages(spreadTwice)).toEqual([expect.stringMatching(/found 16/)]);
  });

  it(`accepts ${MAX_ROOT_FIELDS} root fields and rejects one more, through fragments too`, () => {
    const roots = (n: number) => Array.from({ length: n }, (_, i) => `r${i}: ${i % 2 ? 'root' : 'other'} { id }`);
    // Aliases are needed to repeat a root field: that limit is raised here to see this one alone.
    const rootOnly = (query: string) => validate(toy, parse(query), [queryLimitRules()[2]!]).map((e) => e.message);
    expect(rootOnly(`{ ${roots(MAX_ROOT_FIELDS).join(' ')} }`)).toEqual([]);
    expect(rootOnly(`{ ${roots(MAX_ROOT_FIELDS + 1).join(' ')} }`)).toEqual([
      'Root fields limit of 10 exceeded, found 11.',
    ]);
    const viaFragment = `{ ...R ... on Query { ...R } __typename } fragment R on Query { ${roots(6).join(' ')} }`;
    expect(rootOnly(viaFragment)).toEqual(['Root fields limit of 10 exceeded, found 12.']);
  });
});

describe('queryCost, on the bff schema', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildBffSchema();
  });
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    queryCost(schema, { document: parse(query), variables });

  it('prices a root field as a service call, an object read from its parent as 1 and a scalar as nothing', () => {
    expect(cost('{ creditBalance }')).toBe(SERVICE_CALL_COST);
    expect(cost('{ me { id email } }')).toBe(SERVICE_CALL_COST);
    expect(cost('{ me { company { id } } }')).toBe(SERVICE_CALL_COST + BATCHED_LOAD_COST);
    expect(cost('{ a: creditBalance b: creditBalance c: creditBalance }')).toBe(3 * SERVICE_CALL_COST);
  });

  it('prices a field resolver by the calls it makes, once per item of the page it is in', () => {
    // properties 10 + first × (edges 1 + node 1 + owner, a batched load, 2)
    const query = 'query P($first: Int!) { properties(first: $first) { edges { node { id owner { name } } } } }';
    expect(cost(query, { first: 100 })).toBe(10 + 100 * (1 + 1 + BATCHED_LOAD_COST));
    expect(cost(query, { first: 5 })).toBe(10 + 5 * (1 + 1 + BATCHED_LOAD_COST));
    expect(cost('{ properties { edges { cursor } } }')).toBe(10 + 25 * 1);
  });

  it('prices a page past the largest as the largest: the resolver refuses it before calling anyone', () => {
    const query = 'query P($first: Int!) { properties(first: $first) { edges { node { id } } } }';
    expect(cost(query, { first: 1000 })).toBe(cost(query, { first: 100 }));
    expect(cost(query, { first: -5 })).toBe(SERVICE_CALL_COST);
  });

  it('assumes ten items of a list without `first`, and multiplies nested lists', () => {
    // blogPosts 10 + 100 × (edges 1 + node 1 + history, two calls per post, 20 + 10 × (scalars 0))
    const query = '{ blogPosts(first: 100) { edges { node { history { id actorName } } } } }';
    expect(cost(query)).toBe(10 + 100 * (1 + 1 + 2 * SERVICE_CALL_COST));
    expect(cost(query)).toBeGreaterThan(MAX_QUERY_COST);
    // supportConversation 10 + messages 1 + 10 × (author, a batched load, 2)
    expect(
      cost('query S($id: ID!) { supportConversation(id: $id) { messages { body author { id } } } }', { id: 'x' }),
    ).toBe(10 + 1 + 10 * BATCHED_LOAD_COST);
  });

  it('counts what @skip leaves out as nothing, and introspection as free', () => {
    expect(
      cost('query Q($no: Boolean!) { creditBalance @skip(if: $no) dashboard { propertyCount } }', { no: true }),
    ).toBe(SERVICE_CALL_COST);
    expect(cost('{ __schema { types { name fields { name } } } __typename }')).toBe(0);
  });

  it('leaves variables that do not coerce to execution, which refuses them before any resolver runs', () => {
    expect(cost('query P($first: Int!) { properties(first: $first) { totalCount } }', { first: 'ten' })).toBeNull();
  });

  it('refuses a document whose fragments expand past what the walk will visit', () => {
    const fragments = Array.from({ length: 14 }, (_, i) =>
      i === 0 ? 'fragment F0 on User { id }' : `fragment F${i} on User { ...F${i - 1} company { id } ...F${i - 1} }`,
    );
    expect(cost(`{ me { ...F13 } } ${fragments.join(' ')}`)).toBe(Infinity);
  });

  it('every field resolver declares what it costs (the calls it makes to services)', () => {
    const checked: string[] = [];
    const undeclared: string[] = [];
    for (const resolver of registeredResolvers()) {
      const typeName = Reflect.getMetadata('graphql:resolver_name', resolver) as string | undefined;
      for (let proto = resolver.prototype as object; proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
        for (const key of Object.getOwnPropertyNames(proto)) {
          const method = (proto as Record<string, unknown>)[key] as Type | undefined;
          if (typeof method !== 'function' || !Reflect.getMetadata('graphql:resolve_property', method)) continue;
          const fieldName = (Reflect.getMetadata('graphql:resolver_name', method) as string | undefined) ?? key;
          const type = typeName ? schema.getType(typeName) : undefined;
          const field = type && 'getFields' in type ? type.getFields()[fieldName] : undefined;
          checked.push(`${typeName}.${fieldName}`);
          if (typeof field?.extensions.complexity !== 'number') undeclared.push(`${typeName}.${fieldName}`);
        }
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['Property.owner', 'SupportConversationDetail.user']));
    expect(undeclared).toEqual([]);
  });
});
