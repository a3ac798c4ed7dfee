import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ValidationRule } from 'graphql';

export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COST = 5000;

/** Rejects hostile queries before they run: too deep, or too costly (objects 2, scalars 1, deeper costs more). */
export function queryLimitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: MAX_QUERY_DEPTH, exposeLimits: true }) as unknown as ValidationRule,
    costLimitRule({ maxCost: MAX_QUERY_COST, exposeLimits: true }) as unknown as ValidationRule,
  ];
}
