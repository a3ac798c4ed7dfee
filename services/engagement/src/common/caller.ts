import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { CallerContext } from '@pm/contracts';
import { ADMIN_ROLES, AppException, readCaller } from '@pm/kit';

type HeaderBag = Record<string, string | string[] | undefined>;

/** The verified caller when the bff sent one, else null: routes open to visitors use it. */
export const OptionalCaller = createParamDecorator((_: unknown, context: ExecutionContext): CallerContext | null =>
  readCaller(context.switchToHttp().getRequest<{ headers: HeaderBag }>().headers),
);

/** Admin routes are checked here too: a service never trusts that the bff called it correctly. */
export function requireAdmin(caller: CallerContext): void {
  if (!ADMIN_ROLES.includes(caller.role)) {
    throw new AppException(403, 'FORBIDDEN', 'You do not have permission to do this');
  }
}
