import type { CallerContext, Role } from '@pm/contracts';
import { AppException } from '@pm/kit';

/** Role checks are repeated here behind the bff's guards: a service never trusts that it was called correctly. */
export function requireRole(caller: CallerContext, roles: readonly Role[]): void {
  if (!roles.includes(caller.role)) {
    throw new AppException(403, 'FORBIDDEN', 'You do not have permission to do this');
  }
}
