import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { CallerContext } from '@pm/contracts';
import type { FastifyRequest } from 'fastify';

/** The verified caller: what the access token says, passed to services as the x-caller-* headers. */
export type AuthUser = CallerContext;

export type AuthedRequest = FastifyRequest & { user?: AuthUser };

/** The HTTP request behind a REST handler or a GraphQL resolver. */
export function requestOf(context: ExecutionContext): AuthedRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AuthedRequest }>().req;
  }
  return context.switchToHttp().getRequest<AuthedRequest>();
}
