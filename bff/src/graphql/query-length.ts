import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_QUERY_LENGTH } from './complexity';

export const GRAPHQL_PATH = '/graphql';

function queryOf(request: FastifyRequest): unknown {
  const params = request.method === 'GET' ? request.query : request.body;
  return params && typeof params === 'object' && !Array.isArray(params)
    ? (params as { query?: unknown }).query
    : undefined;
}

/**
 * A plain length check on the document before Apollo reads the request: the body may be 1 MB for the
 * variables, a document never needs to be. (Apollo answers an error thrown by its own first hook as a 500.)
 */
export function registerQueryLengthLimit(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const query = queryOf(request);
    if (typeof query === 'string' && query.length > MAX_QUERY_LENGTH) {
      const message = `Query length limit of ${MAX_QUERY_LENGTH} characters exceeded.`;
      return reply.code(400).send({ errors: [{ message, extensions: { code: 'QUERY_TOO_LARGE' } }] });
    }
  });
}
