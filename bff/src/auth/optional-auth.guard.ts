import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { requestOf, type AuthUser } from './auth-user';
import { SessionRevocations } from './session-revocations';

/**
 * For @Public() routes shared by visitors and users: a missing, expired, invalid or revoked bearer leaves a
 * visitor, so a stale token in a visitor's browser never turns a marketing page's form into a 401.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly revocations: SessionRevocations) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = requestOf(context);
    if (request.user && !(await this.sessionOpen(request.sessionId))) request.user = undefined;
    return true;
  }

  /** A list that cannot be read leaves a visitor too: that is what such a caller may do anyway. */
  private async sessionOpen(sessionId: string | undefined): Promise<boolean> {
    if (!sessionId) return false;
    return !(await this.revocations.isRevoked(sessionId).catch(() => true));
  }

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
