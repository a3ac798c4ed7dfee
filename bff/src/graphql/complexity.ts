import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';

export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COST = 5000;

// graphql-armor throws by default, which Apollo answers as a 500; reported through the
// validation context instead, a rejection is an ordinary 400 GRAPHQL_VALIDATION_FAILED.
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Rejects hostile queries before they run: too deep, or too costly (objects 2, scalars 1, deeper costs more). */
export function queryLimitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: MAX_QUERY_DEPTH, exposeLimits: true, ...report }) as unknown as ValidationRule,
    costLimitRule({ maxCost: MAX_QUERY_COST, exposeLimits: true, ...report }) as unknown as ValidationRule,
  ];
}
