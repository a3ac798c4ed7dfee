import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@pm/contracts';
import { RolesGuard } from './roles.guard';

function contextFor(roles: Role[] | undefined, user?: { role: Role }): ExecutionContext {
  const handler = () => undefined;
  if (roles) Reflect.defineMetadata('bff:roles', roles, handler);
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());

  it('lets any verified caller through a route without @Roles()', () => {
    expect(guard.canActivate(contextFor(undefined, { role: 'tenant' }))).toBe(true);
  });

  it('lets listed roles through and answers 403 FORBIDDEN to others', () => {
    expect(guard.canActivate(contextFor(['admin', 'superuser'], { role: 'superuser' }))).toBe(true);
    expect(() => guard.canActivate(contextFor(['admin', 'superuser'], { role: 'landlord' }))).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' }),
    );
  });

  it('answers 401 when no caller was verified', () => {
    expect(() => guard.canActivate(contextFor(['admin']))).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });
});
