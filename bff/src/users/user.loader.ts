import { Injectable } from '@nestjs/common';
import type { UserBody } from '@pm/contracts';
import DataLoader from 'dataloader';
import type { CallerOf, LoaderFactory } from '../graphql/request-loaders';
import { UsersClient } from './users.client';

/** Users named on a page of records (authors, reporters, staff), each fetched once per request; unknown ids load as null. */
@Injectable()
export class UserLoader implements LoaderFactory<string, UserBody | null> {
  constructor(private readonly users: UsersClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, UserBody | null>(async (ids) => {
      const found = await this.users.byIds(caller(), ids);
      return ids.map((id) => found.get(id) ?? null);
    });
  }
}
