import { SetMetadata } from '@nestjs/common';
import type { Role } from '@pm/contracts';

export const ROLES_KEY = 'bff:roles';
/** Only callers with one of these roles pass the RolesGuard; others get 403 FORBIDDEN. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
