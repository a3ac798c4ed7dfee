import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { requestOf } from './auth-user';
import { unauthenticated } from './current-user.decorator';
import { IS_PUBLIC_KEY } from './public.decorator';
import { SessionRevocations } from './session-revocations';

/**
 * Global: every REST route and resolver needs a valid access token unless marked @Public(), and the session
 * that issued it must not have ended (logout, password change, refresh-token reuse).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly revocations: SessionRevocations,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    await super.canActivate(context);
    // Unable to read the revocation list at all: a 503 from isRevoked, not a 401 that would end the session.
    const { sessionId } = requestOf(context);
    if (!sessionId || (await this.revocations.isRevoked(sessionId))) throw unauthenticated();
    return true;
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw unauthenticated();
    return user;
  }
}
