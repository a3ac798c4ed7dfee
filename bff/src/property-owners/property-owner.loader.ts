import { Injectable } from '@nestjs/common';
import type { PropertyOwnerBody } from '@pm/contracts';
import { MAX_PAGE_SIZE } from '@pm/kit';
import DataLoader from 'dataloader';
import { type CallerOf, inKeyOrder, type LoaderFactory } from '../graphql/request-loaders';
import { PropertyOwnersClient } from './property-owners.client';

/** Owners of a page of properties: one portfolio call per request, whatever the page size. */
@Injectable()
export class PropertyOwnerLoader implements LoaderFactory<string, PropertyOwnerBody | null> {
  constructor(private readonly owners: PropertyOwnersClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, PropertyOwnerBody | null>(
      async (ids) => inKeyOrder(ids, await this.owners.byIds(caller(), ids)),
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }
}
