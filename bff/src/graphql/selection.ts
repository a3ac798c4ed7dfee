import type { GraphQLResolveInfo } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';

/** The fields selected below a tree, by name (whatever their aliases, through fragments). */
function selected(tree: ResolveTree | undefined): ResolveTree[] {
  return tree ? Object.values(tree.fieldsByTypeName).flatMap((fields) => Object.values(fields)) : [];
}

const named = (trees: ResolveTree[], name: string) => trees.filter((tree) => tree.name === name);

/**
 * What a connection field's selection asks for: whether its total is shown, and which fields of its nodes are,
 * so the service counts only when asked and reads a same-service relation in the same call (one hop).
 */
export function connectionSelection(info: GraphQLResolveInfo): { totalCount: boolean; nodeFields: Set<string> } {
  const connection = selected(parseResolveInfo(info) as ResolveTree | undefined);
  const nodes = named(connection, 'edges').flatMap((edges) => named(selected(edges), 'node'));
  return {
    totalCount: named(connection, 'totalCount').length > 0,
    nodeFields: new Set(nodes.flatMap((node) => selected(node).map((field) => field.name))),
  };
}
