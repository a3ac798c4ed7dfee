import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { requestOf } from './auth-user';
import { unauthenticated } from './current-user.decorator';
import { ROLES_KEY } from './roles.decorator';

const forbidden = () => new AppException(403, 'FORBIDDEN', 'You do not have permission to do this');

/** Global, after JwtAuthGuard: enforces @Roles() on REST routes and resolvers alike. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const user = requestOf(context).user;
    if (!user) throw unauthenticated();
    if (!roles.includes(user.role)) throw forbidden();
    return true;
  }
}
