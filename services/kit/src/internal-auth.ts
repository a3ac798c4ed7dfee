import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_ROLES, type CallerContext, type Role } from '@pm/contracts';
import type { KeyObject } from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';
import { CALLER_ASSERTION_HEADER, CallerAssertionVerifier } from './caller-assertion';
import type { ServiceName } from './domain';
import { AppException } from './errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

export const INTERNAL_SERVICE_TOKEN = Symbol('INTERNAL_SERVICE_TOKEN');
/** The service's own name: the audience its callers' assertions must name. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const CALLER_ASSERTION_KEY = Symbol('CALLER_ASSERTION_KEY');

const PUBLIC_KEY = 'kit:public';
/** Marks a route that answers without the internal service token (health checks only). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

export const isPublicRoute = (reflector: Reflector, context: ExecutionContext): boolean =>
  reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]) === true;

type HeaderBag = Record<string, string | string[] | undefined>;

/** What the guard leaves on the request: the verified caller, or null for a call without one (a visitor's). */
export interface CallerRequest {
  headers: HeaderBag;
  verifiedCaller?: CallerContext | null;
}

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Services trust only the bff: every route needs the shared internal token unless marked @Public(), and a
 * caller is believed only from an assertion the bff signed for this service. A bad assertion is refused here,
 * before any handler, pipe or query runs.
 */
@Injectable()
export class InternalAuthGuard implements CanActivate {
  private readonly assertions: CallerAssertionVerifier;

  constructor(
    private readonly reflector: Reflector,
    @Inject(INTERNAL_SERVICE_TOKEN) private readonly token: string,
    @Inject(CALLER_ASSERTION_KEY) assertionKey: KeyObject,
    @Inject(SERVICE_NAME) serviceName: ServiceName,
  ) {
    this.assertions = new CallerAssertionVerifier(assertionKey, serviceName);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (isPublicRoute(this.reflector, context)) return true;
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const given = header(request.headers, INTERNAL_TOKEN_HEADER);
    if (!given || !sameSecret(given, this.token)) {
      throw new AppException(401, 'INTERNAL_AUTH_REQUIRED', 'A valid internal service token is required');
    }
    const assertion = header(request.headers, CALLER_ASSERTION_HEADER);
    request.verifiedCaller = assertion === undefined ? null : await this.assertions.verify(assertion);
    return true;
  }
}

/** The caller the guard verified, or null when the call carried none. */
export const verifiedCallerOf = (context: ExecutionContext): CallerContext | null =>
  context.switchToHttp().getRequest<CallerRequest>().verifiedCaller ?? null;

/** The verified caller of a company-scoped route; a route using it refuses calls without one. */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): CallerContext => {
  const caller = verifiedCallerOf(context);
  if (!caller) throw new AppException(401, 'CALLER_REQUIRED', 'This call needs a caller context');
  return caller;
});

/** The verified caller when the bff sent one, else null: routes open to visitors use it. */
export const OptionalCaller = createParamDecorator((_: unknown, context: ExecutionContext): CallerContext | null =>
  verifiedCallerOf(context),
);

/** Role checks are repeated behind the bff's guards: a service never trusts that it was called correctly. */
export function requireRole(caller: CallerContext, roles: readonly Role[]): void {
  if (!roles.includes(caller.role)) {
    throw new AppException(403, 'FORBIDDEN', 'You do not have permission to do this');
  }
}

export const requireAdmin = (caller: CallerContext): void => requireRole(caller, ADMIN_ROLES);
