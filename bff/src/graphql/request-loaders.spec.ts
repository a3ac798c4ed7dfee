import type { ModuleRef } from '@nestjs/core';
import DataLoader from 'dataloader';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { type CallerOf, inKeyOrder, type LoaderFactory, RequestLoaders } from './request-loaders';

class EchoLoader implements LoaderFactory<string, string> {
  created = 0;
  create(caller: CallerOf) {
    this.created += 1;
    return new DataLoader<string, string>(async (keys) => keys.map((key) => `${caller().userId}:${key}`));
  }
}

const user: AuthUser = { userId: randomUUID(), companyId: randomUUID(), role: 'manager' } as AuthUser;

function loadersFor(current: AuthUser | undefined) {
  const factory = new EchoLoader();
  const moduleRef = { get: () => factory } as unknown as ModuleRef;
  return { loaders: new RequestLoaders(moduleRef, () => current), factory };
}

describe('RequestLoaders', () => {
  it('makes each loader once per request, on first use', async () => {
    const { loaders, factory } = loadersFor(user);
    expect(factory.created).toBe(0);
    expect(await loaders.get(EchoLoader).load('a')).toBe(`${user.userId}:a`);
    expect(loaders.get(EchoLoader)).toBe(loaders.get(EchoLoader));
    expect(factory.created).toBe(1);
  });

  it('refuses to load without a verified caller', async () => {
    const { loaders } = loadersFor(undefined);
    await expect(loaders.get(EchoLoader).load('a')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('inKeyOrder', () => {
  it('puts results back in key order with null for missing keys', () => {
    expect(inKeyOrder(['b', 'x', 'a'], [{ id: 'a' }, { id: 'b' }])).toEqual([{ id: 'b' }, null, { id: 'a' }]);
  });
});
