import type { UserBody } from '@pm/contracts';
import type { UserEntity } from './user.entity';

export const toUserBody = (user: UserEntity): UserBody => ({
  id: user.id,
  companyId: user.companyId,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});
