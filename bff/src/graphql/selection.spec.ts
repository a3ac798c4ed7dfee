import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { connectionSelection } from './selection';

const schema = buildSchema(`
  type Owner { id: ID! name: String! }
  type Thing { id: ID! owner: Owner }
  type ThingEdge { cursor: String! node: Thing! }
  type ThingConnection { totalCount: Int! edges: [ThingEdge!]! }
  type Query { things: ThingConnection! }
`);

async function selectionOf(source: string) {
  let seen: ReturnType<typeof connectionSelection> | undefined;
  const rootValue = {
    things: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
      seen = connectionSelection(info);
      return { totalCount: 0, edges: [] };
    },
  };
  const result = await graphql({ schema, source, rootValue });
  expect(result.errors).toBeUndefined();
  return { totalCount: seen!.totalCount, nodeFields: [...seen!.nodeFields].sort() };
}

describe('connectionSelection', () => {
  it('names the node fields and whether the total is shown', async () => {
    expect(await selectionOf('{ things { totalCount edges { node { id owner { name } } } } }')).toEqual({
      totalCount: true,
      nodeFields: ['id', 'owner'],
    });
    expect(await selectionOf('{ things { edges { cursor node { id } } } }')).toEqual({
      totalCount: false,
      nodeFields: ['id'],
    });
  });

  it('sees through aliases, named and inline fragments', async () => {
    const source = `
      fragment N on Thing { landlord: owner { id } }
      fragment C on ThingConnection { count: totalCount }
      { things { ...C edges { node { ... on Thing { ...N } } } } }`;
    expect(await selectionOf(source)).toEqual({ totalCount: true, nodeFields: ['owner'] });
  });
});
