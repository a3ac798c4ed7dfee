import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { requestOf, type AuthUser } from '../auth/auth-user';

/**
 * For @Public() routes that visitors and signed-in users share (contact form, support chat): a valid
 * bearer makes the caller known, a missing, expired or invalid one leaves a visitor. A stale token
 * in a visitor's browser must not turn a marketing page's form into a 401 and a trip to /login.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser {
    return (user || undefined) as TUser;
  }
}

/** The caller verified by OptionalJwtAuthGuard, or null for a visitor. */
export const MaybeUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | null => requestOf(context).user ?? null,
);
