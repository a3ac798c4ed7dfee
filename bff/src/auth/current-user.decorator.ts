import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppException } from '@pm/kit';
import { requestOf, type AuthUser } from './auth-user';

export const unauthenticated = () => new AppException(401, 'UNAUTHENTICATED', 'Authentication required');

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const user = requestOf(context).user;
  if (!user) throw unauthenticated();
  return user;
});
