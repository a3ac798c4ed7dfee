import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { CallerContext } from '@pm/contracts';
import type { FastifyRequest } from 'fastify';

/** The verified caller: what the access token says, passed to services as the x-caller-* headers. */
export type AuthUser = CallerContext;

/** `sessionId`: the session (refresh-token family) of the verified access token. */
export type AuthedRequest = FastifyRequest & { user?: AuthUser; sessionId?: string };

export function requestOf(context: ExecutionContext): AuthedRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AuthedRequest }>().req;
  }
  return context.switchToHttp().getRequest<AuthedRequest>();
}
