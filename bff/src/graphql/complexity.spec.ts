import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { MAX_QUERY_DEPTH, queryLimitRules } from './complexity';

const schema = buildSchema(`
  type Node { id: ID! child: Node children: [Node!]! }
  type Query { root: Node }
`);

const nested = (depth: number) => `{ root ${'{ child '.repeat(depth - 2)}{ id }${' }'.repeat(depth - 2)} }`;
const run = (query: string) => validate(schema, parse(query), [...specifiedRules, ...queryLimitRules()]);

describe('queryLimitRules', () => {
  it(`accepts a query ${MAX_QUERY_DEPTH} levels deep`, () => {
    expect(run(nested(MAX_QUERY_DEPTH))).toEqual([]);
  });

  it('rejects a deeper query as a validation error, not a thrown one', () => {
    const errors = run(nested(MAX_QUERY_DEPTH + 1));
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/depth limit of 8 exceeded/)]);
  });

  it('rejects a query whose cost is too high', () => {
    const wide = `{ root { ${Array.from({ length: 400 }, (_, i) => `a${i}: children { id child { id } }`).join(' ')} } }`;
    const errors = run(wide);
    expect(errors.some((e) => /cost/i.test(e.message))).toBe(true);
  });
});
