import { buildSchema, execute, type GraphQLObjectType, parse } from 'graphql';
import { answerFromParentWhenJoined, answerJoinedFieldsFromParent } from './joined-fields';

class Thing {
  id!: string;
  owner?: { name: string } | null;
}

function schemaWithLoader() {
  const schema = buildSchema(`
    type Owner { name: String! }
    type Thing { id: ID! owner: Owner }
    type Query { things: [Thing!]! }
  `);
  const load = jest.fn(async () => ({ name: 'Loaded' }));
  // A resolver of its own on the field, as Nest sets one for a @ResolveField.
  (schema.getType('Thing') as GraphQLObjectType).getFields().owner!.resolve = load;
  return { schema, load };
}

describe('answerJoinedFieldsFromParent', () => {
  answerFromParentWhenJoined(Thing, 'owner');

  it('answers a relation the parent carries at once, without its loader, and loads the others', async () => {
    const { schema, load } = schemaWithLoader();
    answerJoinedFieldsFromParent(schema);
    const rootValue = {
      things: [{ id: '1', owner: { name: 'Joined' } }, { id: '2', owner: null }, { id: '3' }],
    };
    // Synchronous when nothing has to be loaded: no promise anywhere in the answer.
    const joinedOnly = execute({
      schema,
      document: parse('{ things { id owner { name } } }'),
      rootValue: { things: rootValue.things.slice(0, 2) },
    });
    expect(joinedOnly).not.toBeInstanceOf(Promise);
    expect(joinedOnly).toEqual({
      data: {
        things: [
          { id: '1', owner: { name: 'Joined' } },
          { id: '2', owner: null },
        ],
      },
    });
    expect(load).not.toHaveBeenCalled();

    const all = await execute({ schema, document: parse('{ things { id owner { name } } }'), rootValue });
    expect(all.data).toEqual({
      things: [
        { id: '1', owner: { name: 'Joined' } },
        { id: '2', owner: null },
        { id: '3', owner: { name: 'Loaded' } },
      ],
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a declared field the schema does not resolve, so a renamed type fails at start-up', () => {
    const schema = buildSchema('type Query { ok: Boolean }');
    expect(() => answerJoinedFieldsFromParent(schema)).toThrow('Thing.owner is declared joined but has no resolver');
  });
});
