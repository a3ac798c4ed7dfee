import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { CallerContext, Role } from '@pm/contracts';
import { timingSafeEqual } from 'node:crypto';
import { isUUID } from 'class-validator';
import { ROLES } from './domain';
import { AppException } from './errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const CALLER_HEADERS = {
  userId: 'x-caller-user-id',
  companyId: 'x-caller-company-id',
  role: 'x-caller-role',
} as const;

export const INTERNAL_SERVICE_TOKEN = Symbol('INTERNAL_SERVICE_TOKEN');

const PUBLIC_KEY = 'kit:public';
/** Marks a route that answers without the internal service token (health checks only). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Services trust only the bff: every route needs the shared internal token unless marked @Public(). */
@Injectable()
export class InternalAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(INTERNAL_SERVICE_TOKEN) private readonly token: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const given = header(context.switchToHttp().getRequest<{ headers: HeaderBag }>().headers, INTERNAL_TOKEN_HEADER);
    if (!given || !sameSecret(given, this.token)) {
      throw new AppException(401, 'INTERNAL_AUTH_REQUIRED', 'A valid internal service token is required');
    }
    return true;
  }
}

export function readCaller(headers: HeaderBag): CallerContext | null {
  const userId = header(headers, CALLER_HEADERS.userId);
  const companyId = header(headers, CALLER_HEADERS.companyId);
  const role = header(headers, CALLER_HEADERS.role) as Role | undefined;
  if (!userId || !companyId || !role) return null;
  if (!isUUID(userId) || !isUUID(companyId) || !ROLES.includes(role)) {
    throw new AppException(400, 'BAD_CALLER', 'Caller context headers are malformed');
  }
  return { userId, companyId, role };
}

export function callerHeaders(caller: CallerContext): Record<string, string> {
  return {
    [CALLER_HEADERS.userId]: caller.userId,
    [CALLER_HEADERS.companyId]: caller.companyId,
    [CALLER_HEADERS.role]: caller.role,
  };
}

/** The verified caller of a company-scoped route; a route using it refuses calls without one. */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): CallerContext => {
  const caller = readCaller(context.switchToHttp().getRequest<{ headers: HeaderBag }>().headers);
  if (!caller) throw new AppException(401, 'CALLER_REQUIRED', 'This call needs a caller context');
  return caller;
});
