import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MAX_PAGE_SIZE } from '@pm/kit';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isLeafType,
  isListType,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';

/** Characters of a document: the web's largest is under 1,000; the HTTP body may be 1 MB for variables. */
export const MAX_QUERY_LENGTH = 16_384;
/**
 * Tokens graphql-js reads before giving up, so parsing stays cheap (the web's largest document has 96).
 * Under it, the worst validation (one field repeated, compared pair by pair until graphql-js's own budget
 * stops it) takes about 10 ms.
 */
export const MAX_QUERY_TOKENS = 1_000;
export const MAX_QUERY_DEPTH = 8;
export const MAX_ALIASES = 15;
/** Fields at the root of one operation: each calls a service. */
export const MAX_ROOT_FIELDS = 10;
/**
 * At most about 150 calls to services. The web's screens cost at most 510 with their largest pages (its
 * documents are checked in web-documents.spec.ts), 100 bug reports with every field 1,010.
 */
export const MAX_QUERY_COST = 1_500;

/**
 * What a resolver that calls a service each time it runs costs: every root field does, and a field
 * resolver that calls a client says so with `@ResolveField(..., { complexity: SERVICE_CALL_COST })`
 * (times the calls it makes). A field read from its parent costs 1 for an object, nothing for a scalar.
 */
export const SERVICE_CALL_COST = 10;
/**
 * What a field resolver that loads through a per-request DataLoader costs: one batched call serves all
 * its parents, but the service still reads every id (`{ complexity: BATCHED_LOAD_COST }`).
 */
export const BATCHED_LOAD_COST = 2;
/** Items assumed of a list that takes no `first` (a post's history, a conversation's messages). */
const UNPAGED_LIST_LENGTH = 10;
/** Expanded selections the cost walk visits at most: fragments spread inside fragments multiply. */
const MAX_COST_NODES = 5_000;

// graphql-armor throws by default, which Apollo answers as a 500; reported through the
// validation context instead, a rejection is an ordinary 400 GRAPHQL_VALIDATION_FAILED. Its messages
// start "Syntax Error: " whatever the limit, which would send a reader looking for a typo.
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** Counts each spread of a fragment as its fields, once per spread, as execution would run them. */
function rootFieldCount(context: ValidationContext, selectionSet: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(context, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(context, fragment.selectionSet, new Set([...seen, fragment.name.value]));
    }
  }
  return count;
}

const maxRootFieldsRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const count = rootFieldCount(context, operation.selectionSet, new Set());
    if (count > MAX_ROOT_FIELDS) {
      context.reportError(
        new GraphQLError(`Root fields limit of ${MAX_ROOT_FIELDS} exceeded, found ${count}.`, { nodes: [operation] }),
      );
    }
  },
});

/** Rejects hostile documents before they run: too deep, too many aliases, too many root fields. */
export function queryLimitRules(): ValidationRule[] {
  return [
    // Depth counts fields: a fragment spread is a way of writing a selection, not a level of it.
    maxDepthRule({
      n: MAX_QUERY_DEPTH,
      flattenFragments: true,
      exposeLimits: true,
      ...report,
    }) as unknown as ValidationRule,
    maxAliasesRule({ n: MAX_ALIASES, exposeLimits: true, ...report }) as unknown as ValidationRule,
    maxRootFieldsRule,
  ];
}

type DeclaredCost = number | ((args: ComplexityEstimatorArgs) => number) | undefined;

/**
 * A field costs what its own resolver costs plus what its selection costs once per item: `first` items
 * of a connection (a page past MAX_PAGE_SIZE is refused before any call), UNPAGED_LIST_LENGTH of another
 * list. Introspection answers from memory and graphql-js bounds its nesting (MaxIntrospectionDepthRule).
 */
function fieldCost(schema: GraphQLSchema) {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean));
  return (estimate: ComplexityEstimatorArgs): number => {
    const { type, field, args, childComplexity } = estimate;
    if (field.name.startsWith('__') || type.name.startsWith('__')) return 0;
    const declared = field.extensions.complexity as DeclaredCost;
    if (typeof declared === 'function') return declared(estimate);
    const own =
      declared ?? (roots.has(type as never) ? SERVICE_CALL_COST : isLeafType(getNamedType(field.type)) ? 0 : 1);
    const items =
      typeof args.first === 'number'
        ? Math.min(Math.max(args.first, 0), MAX_PAGE_SIZE)
        : isListType(getNullableType(field.type))
          ? UNPAGED_LIST_LENGTH
          : 1;
    return own + items * childComplexity;
  };
}

/** The edges of a connection: the page size was counted once, by the connection's `first`. */
export const edgesCost = ({ childComplexity }: { childComplexity: number }): number => 1 + childComplexity;

export interface CostRequest {
  document: DocumentNode;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * The cost of the operation about to run, with its variables (a `first: $first` is priced at the value
 * sent). Null when the variables do not coerce: execution then refuses them, field by field, before
 * any resolver runs.
 */
export function queryCost(schema: GraphQLSchema, request: CostRequest): number | null {
  try {
    return getComplexity({
      schema,
      query: request.document,
      operationName: request.operationName,
      variables: request.variables ?? {},
      estimators: [fieldCost(schema)],
      maxQueryNodes: MAX_COST_NODES,
    });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION) return null;
    // graphql-query-complexity's refusal past maxQueryNodes.
    return Infinity;
  }
}
