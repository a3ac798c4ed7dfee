import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';

/**
 * Relations a parent may already carry because the service read them in the same call (the fast read path:
 * `include=owner`). Such a field is answered from the parent at once; its resolver (a loader) runs only when the
 * parent lacks it. Without this, Nest's resolver pipeline is asynchronous, and one pending field in each of 50
 * nodes makes graphql-js complete every node, edge and connection through promises: ~15% of the gateway's CPU
 * on a list of 50 with owners.
 */
const joined: { type: string; field: string }[] = [];

/** Declares, beside its resolver, that `field` of the object type `model` may arrive already joined. */
export function answerFromParentWhenJoined<M extends object>(model: new () => M, field: keyof M & string): void {
  joined.push({ type: model.name, field });
}

/** `transformSchema` of the GraphQL module: wraps each declared field's resolver. */
export function answerJoinedFieldsFromParent(schema: GraphQLSchema): GraphQLSchema {
  for (const { type, field } of joined) {
    const objectType = schema.getType(type);
    const definition = isObjectType(objectType) ? objectType.getFields()[field] : undefined;
    if (!definition?.resolve) throw new Error(`${type}.${field} is declared joined but has no resolver`);
    const resolve: GraphQLFieldResolver<unknown, unknown> = definition.resolve;
    definition.resolve = (source, args, context, info) => {
      const carried = (source as Record<string, unknown>)[field];
      return carried !== undefined ? carried : resolve(source, args, context, info);
    };
  }
  return schema;
}
