import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { MAX_QUERY_COST, queryCost } from './complexity';
import type { GqlContext } from './gql-context';

/** Costs known per parsed document (Apollo's document store hands back the same one) and operation + variables. */
const known = new WeakMap<DocumentNode, Map<string, number | null>>();
const MAX_KEY_LENGTH = 1_000;
const MAX_KNOWN_PER_DOCUMENT = 100;

function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number | null {
  const key = `${operationName ?? ''} ${JSON.stringify(variables ?? {})}`;
  let costs = known.get(document);
  const cached = costs?.get(key);
  if (cached !== undefined) return cached;
  const cost = queryCost(schema, { document, operationName, variables });
  if (key.length <= MAX_KEY_LENGTH) {
    if (!costs) known.set(document, (costs = new Map()));
    if (costs.size < MAX_KNOWN_PER_DOCUMENT) costs.set(key, cost);
  }
  return cost;
}

/**
 * The cost of an operation depends on its variables (`first: $first`), so it is checked on every request,
 * persisted or not, once the document is parsed and valid and before any resolver runs.
 */
export function queryCostPlugin(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = costOf(schema, document, operation.name?.value, request.variables);
          if (cost !== null && cost > MAX_QUERY_COST) {
            const found = Number.isFinite(cost) ? `found ${cost}` : 'too many selections';
            throw new GraphQLError(`Query cost limit of ${MAX_QUERY_COST} exceeded, ${found}.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
