import type { Type } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import type { CallerContext } from '@pm/contracts';
import type DataLoader from 'dataloader';
import type { AuthUser } from '../auth/auth-user';
import { unauthenticated } from '../auth/current-user.decorator';

/** Who a batch runs for; read when the batch runs, after the auth guard, since the context is made before it. */
export type CallerOf = () => CallerContext;

/** One service call per field per request, whatever the page size; each aggregate module provides its own. */
export interface LoaderFactory<K, V> {
  create(caller: CallerOf): DataLoader<K, V>;
}

/** The loaders of one request, made on first use. */
export class RequestLoaders {
  private readonly made = new Map<Type<LoaderFactory<unknown, unknown>>, DataLoader<unknown, unknown>>();
  private readonly caller: CallerOf;

  constructor(
    private readonly moduleRef: ModuleRef,
    user: () => AuthUser | undefined,
  ) {
    this.caller = () => {
      const caller = user();
      if (!caller) throw unauthenticated();
      return caller;
    };
  }

  get<K, V>(factory: Type<LoaderFactory<K, V>>): DataLoader<K, V> {
    let loader = this.made.get(factory);
    if (!loader) {
      loader = this.moduleRef.get(factory, { strict: false }).create(this.caller) as DataLoader<unknown, unknown>;
      this.made.set(factory, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

/** Results of a batch read put back in the order of the keys asked, null where nothing came back. */
export function inKeyOrder<V extends { id: string }>(keys: readonly string[], found: readonly V[]): (V | null)[] {
  const byId = new Map(found.map((value) => [value.id, value]));
  return keys.map((key) => byId.get(key) ?? null);
}
